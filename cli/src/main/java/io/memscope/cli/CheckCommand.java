package io.memscope.cli;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Progress;
import io.memscope.review.AliasedAnalysis;
import io.memscope.store.MemoryStore;
import io.memscope.store.OpenRequest;
import io.memscope.store.Redaction;
import io.memscope.store.StoreException;
import io.memscope.store.StoreSource;
import io.memscope.store.open.StoreOpener;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.util.List;

@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Report the contradictions, duplicates and integrity problems of a store; never writes.",
                "Exit 0: nothing found; 1: findings; 2: unusable input or, with --deep, a damaged store"
                        + " (one line on stderr)."})
final class CheckCommand extends StoreCommand {
    @Option(names = "--json", description = "Print the machine-readable report (a stable contract).")
    boolean json;

    @Option(names = "--deep", description = "Also read every row and index entry and check the file itself,"
            + " as SQLite's integrity_check does: a damaged store is reported as damaged (exit 2).")
    boolean deep;

    @Override
    protected void beforeOpen(OpenRequest request) throws StoreException {
        if (deep) {
            refuseDamage(request.location(), StoreOpener.fileProblems(request.location()));
        }
    }

    @Override
    protected int run(MemoryStore store, PrintWriter out) throws StoreException {
        if (deep) {
            refuseDamage(store.descriptor().location(), store.verifyIntegrity(Progress.NONE));
        }
        AnalysisReport report = AliasedAnalysis.of(store, store.analyze(Progress.NONE)).report();
        StoreSource source = StoreSource.of(store);
        if (json) {
            ReportJson.write(report, source, out);
        } else {
            ReportText.write(report, store.descriptor(), source, out);
        }
        out.flush();
        return report.isClean() ? MemscopeCli.OK : MemscopeCli.FINDINGS;
    }

    private static void refuseDamage(String location, List<String> damage) throws StoreException {
        if (!damage.isEmpty()) {
            throw new StoreException(Redaction.shown(location) + ": the store is damaged: " + String.join("; ", damage));
        }
    }
}
