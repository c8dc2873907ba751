package io.memscope.cli;

import io.memscope.export.ExportFormat;
import io.memscope.export.ExportShape;
import io.memscope.export.ExportWarnings;
import io.memscope.export.Exporter;
import io.memscope.model.AuditEntry;
import io.memscope.model.Progress;
import io.memscope.review.ActionRunner;
import io.memscope.review.WrittenHeads;
import io.memscope.review.RecordExport;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreCopier;
import io.memscope.store.StoreException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;

@Command(name = "export", mixinStandardHelpOptions = true,
        description = {"Write the full history, or the current snapshot an agent should load, to a new file.",
                "--current-only writes the snapshot.",
                "Formats: json (memscope's object form), jsonl (one fact a line), csv, h2 (a new .mv.db store),",
                "sql (a PostgreSQL script for psql). The format follows the file name unless --format says otherwise",
                "(--format json|jsonl|csv|h2|sql names the output; memscope|graphiti|mem0|supersede how to read STORE).",
                "The file appears only when complete; an existing file is never overwritten.",
                "A snapshot with contradictions left is refused (exit 1) unless --anyway: an agent would load both values."})
final class ExportCommand extends StoreCommand {
    @Option(names = "--to", required = true, paramLabel = "FILE", description = "The new file.")
    Path to;

    @Option(names = "--current-only", description = "Only current facts (valid_to is null).")
    boolean currentOnly;

    @Option(names = "--anyway", description = "Export a snapshot even though contradictions or recheck flags remain.")
    boolean anyway;

    @Option(names = "--record", description = "Put the export on the store's audit log (opens the store writable).")
    boolean record;

    @Option(names = "--operator", paramLabel = "NAME", description = "Who exports, for --record (default: the OS user).")
    String operator;

    @Override
    protected boolean writes() {
        return record;
    }

    @Override
    protected int run(MemoryStore store, PrintWriter out) throws StoreException, UsageException {
        ExportFormat chosen = chooseFormat();
        if (record) {
            store.checkCanEdit(); // before the export is written: a record refused after it would leave it behind
        }
        ExportShape shape = currentOnly ? ExportShape.CURRENT_SNAPSHOT : ExportShape.FULL_HISTORY;
        if (shape == ExportShape.CURRENT_SNAPSHOT && !anyway) {
            ExportWarnings warnings = ExportWarnings.of(
                    io.memscope.review.AliasedAnalysis.of(store, store.analyze(Progress.NONE)).report(),
                    store.flags().stream().map(f -> f.factId().toString()).distinct().toList());
            if (!warnings.isEmpty()) {
                spec.commandLine().getErr().println(spec.qualifiedName() + ": " + warnings.summary()
                        + "; an agent loading this snapshot would take them as settled. Review them, or add --anyway.");
                return MemscopeCli.FINDINGS;
            }
        }
        StoreCopier.CopyResult result = Exporter.export(store, shape, chosen, to, Progress.NONE);
        out.printf("exported the %s (%,d facts, %,d dependencies) as %s to %s%n", shape, result.facts(),
                result.dependencies(), chosen.option(), to);
        if (record) {
            AuditEntry entry = new ActionRunner(store, operator == null ? ActionRunner.defaultOperator() : operator)
                    .rememberingHeadsIn(WrittenHeads.forUser()).run(new RecordExport(shape.toString(), chosen.option(), to.toAbsolutePath().toString(),
                            result.facts()));
            out.printf("recorded as audit entry #%d%n", entry.sequence());
        }
        return MemscopeCli.OK;
    }

    @Override
    protected boolean isOutputFormat(String value) {
        return ExportFormat.parse(value).isPresent();
    }

    private ExportFormat chooseFormat() throws UsageException {
        ExportFormat chosen;
        if (format != null && isOutputFormat(format)) {
            chosen = ExportFormat.parse(format).orElseThrow(() ->
                    new UsageException("--format is json, jsonl, csv, h2 or sql, not \"" + format + "\""));
        } else {
            chosen = ExportFormat.fromFileName(to).orElseThrow(() -> new UsageException(
                    "cannot tell the format from \"" + to.getFileName() + "\": name it .json, .jsonl, .csv, .mv.db or .sql, or give --format"));
        }
        String name = to.getFileName().toString().toLowerCase(Locale.ROOT);
        // These writers are chosen by name too (H2 appends .mv.db itself, JSON Lines is told by .jsonl).
        if ((chosen == ExportFormat.H2 || chosen == ExportFormat.JSONL || chosen == ExportFormat.JSON)
                && !name.endsWith(chosen.extension())) {
            throw new UsageException("a " + chosen.option() + " export must be named *" + chosen.extension());
        }
        return chosen;
    }
}
