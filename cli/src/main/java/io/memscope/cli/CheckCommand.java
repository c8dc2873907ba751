package io.memscope.cli;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.StoreSource;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;

@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Report the contradictions, duplicates and integrity problems of a store; never writes.",
                "Exit 0: nothing found; 1: findings; 2: unusable input (one line on stderr)."})
final class CheckCommand extends StoreCommand {
    @Option(names = "--json", description = "Print the machine-readable report (a stable contract).")
    boolean json;

    @Override
    protected int run(MemoryStore store, PrintWriter out) throws StoreException {
        AnalysisReport report = store.analyze(Progress.NONE);
        StoreSource source = StoreSource.of(store);
        if (json) {
            ReportJson.write(report, source, out);
        } else {
            ReportText.write(report, store.descriptor(), source, out);
        }
        out.flush();
        return report.isClean() ? MemscopeCli.OK : MemscopeCli.FINDINGS;
    }
}
