package io.memscope.cli;

import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.MissingIndex;
import io.memscope.store.OpenRequest;
import io.memscope.store.Redaction;
import io.memscope.store.StoreException;
import io.memscope.store.StoreKind;
import io.memscope.store.open.StoreOpener;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "index", mixinStandardHelpOptions = true,
        description = {"List the indexes an H2 or PostgreSQL store lacks for fast analysis; --create adds them.",
                "The index is on facts (subject, predicate, valid_to, valid_from, superseded_by, id); creating it"
                        + " needs a writable store."})
final class IndexCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "STORE", description = "An .mv.db or SQLite file, or a JDBC URL.")
    String store;

    @Option(names = "--create", description = "Create the missing indexes.")
    boolean create;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (StoreKind.of(store) == StoreKind.JSON) {
            spec.commandLine().getErr().println("memscope index: " + Redaction.shown(store)
                    + ": a JSON store has no indexes (index applies to H2, SQLite and PostgreSQL stores)");
            return MemscopeCli.UNUSABLE;
        }
        try (MemoryStore opened = StoreOpener.open(OpenRequest.of(store, !create), Progress.NONE)) {
            List<MissingIndex> ddl = create ? opened.createMissingIndexes() : opened.missingIndexes();
            for (MissingIndex index : ddl) {
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
