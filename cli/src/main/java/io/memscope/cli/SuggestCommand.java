package io.memscope.cli;

import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.Redaction;
import io.memscope.store.StoreException;
import io.memscope.suggest.Evaluation;
import io.memscope.suggest.Labels;
import io.memscope.suggest.MiniLmEmbedder;
import io.memscope.suggest.StoreSuggestions;
import io.memscope.suggest.Suggester;
import io.memscope.suggest.Suggestion;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

@Command(name = "suggest", mixinStandardHelpOptions = true,
        description = {"Suggest implicit supersessions and predicate and subject aliases; never writes.",
                "Evidence: a sentence model run locally (no network), the words, value domains, declared"
                        + " cardinality, time order and past-event vetoes; each suggestion says why.",
                "Supersessions dismissed and aliases accepted in the store's audit log are left out.",
                "Exit 0: no suggestion; 1: suggestions; 2: unusable input (one line on stderr)."
                        + " With --evaluate: 0 once the figures are printed."})
final class SuggestCommand extends StoreCommand {
    @Option(names = "--json", description = "Print the suggestions as JSON.")
    boolean json;

    @Option(names = "--min-score", paramLabel = "X",
            description = "Only suggestions scoring at least X, from 0 to 1 (default: ${DEFAULT-VALUE}).")
    double minScore = Suggester.DEFAULT_MIN_SCORE;

    @Option(names = "--evaluate", paramLabel = "LABELS",
            description = "Print precision and recall per kind against the expected suggestions in LABELS"
                    + " (fixtures/suggest/eval-labels.json for fixtures/suggest/eval.json, heldout-labels.json"
                    + " for the held-out heldout.json).")
    Path labels;

    @Override
    protected int run(MemoryStore store, PrintWriter out) throws StoreException, UsageException {
        if (!(minScore >= 0 && minScore <= 1)) {
            throw new UsageException("--min-score " + minScore + ": expected a number from 0 to 1");
        }
        Labels expected = labels == null ? null : readLabels();
        String location = Redaction.shown(store.descriptor().location());
        if (expected != null) {
            // the labels describe what the suggester should find, whatever was decided in this store since
            List<Suggestion> found = StoreSuggestions.of(store, new MiniLmEmbedder(), minScore, Progress.NONE);
            out.printf(Locale.ROOT, "%s at min-score %.2f%n", location, minScore);
            for (Evaluation.Score s : Evaluation.score(found, expected)) {
                out.println(s.line());
                s.wrong().forEach(w -> out.println("  wrong:  " + w));
                s.missed().forEach(m -> out.println("  missed: " + m));
            }
            out.flush();
            return MemscopeCli.OK;
        }
        List<Suggestion> found = UndecidedSuggestions.of(store, new MiniLmEmbedder(), minScore, Progress.NONE)
                .suggestions();
        if (json) {
            SuggestJson.write(location, found, out);
        } else {
            SuggestText.write(location, found, out);
        }
        out.flush();
        return found.isEmpty() ? MemscopeCli.OK : MemscopeCli.FINDINGS;
    }

    private Labels readLabels() throws UsageException {
        try {
            return Labels.read(labels);
        } catch (IOException e) {
            throw new UsageException("--evaluate " + labels + ": " + e.getMessage());
        }
    }
}
