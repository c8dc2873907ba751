package io.memscope.cli;

import io.memscope.store.StoreException;
import io.memscope.store.jdbc.StoreIndexes;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "index", mixinStandardHelpOptions = true,
        description = {"List the indexes an H2 or PostgreSQL store lacks for fast analysis (on facts: subject, predicate,",
                "valid_to; and superseded_by), and with --create add them (the store must be writable)."})
final class IndexCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "STORE", description = "An .mv.db file or a JDBC URL.")
    String store;

    @Option(names = "--create", description = "Create the missing indexes.")
    boolean create;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        try {
            List<StoreIndexes.Missing> ddl = create ? StoreIndexes.create(store) : StoreIndexes.missing(store);
            for (StoreIndexes.Missing index : ddl) {
                spec.commandLine().getOut().println((create ? "created: " : "missing: ") + index.statement());
            }
            if (ddl.isEmpty()) {
                spec.commandLine().getOut().println("every index the analysis uses is there");
            }
            return MemscopeCli.OK;
        } catch (StoreException e) {
            spec.commandLine().getErr().println("memscope index: " + MemscopeCli.oneLine(e.getMessage()));
            return MemscopeCli.UNUSABLE;
        }
    }
}
