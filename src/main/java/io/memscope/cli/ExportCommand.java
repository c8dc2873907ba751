package io.memscope.cli;

import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreCopier;
import io.memscope.store.StoreException;
import io.memscope.store.StoreWriter;
import io.memscope.store.StoreWriters;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.nio.file.Path;

@Command(name = "export", mixinStandardHelpOptions = true,
        description = {"Copy a store to a new file: the full history, or with --current-only the snapshot an agent should load.",
                "The format follows the name: .json (memscope's object form), .jsonl (one fact a line), .mv.db (a new H2 store).",
                "The destination appears only when the export is complete; an existing file is never overwritten."})
final class ExportCommand extends StoreCommand {
    @Option(names = "--to", required = true, paramLabel = "FILE", description = "The new store file.")
    Path to;

    @Option(names = "--current-only", description = "Only current facts (valid_to is null).")
    boolean currentOnly;

    @Override
    int run(MemoryStore store, PrintWriter out) throws StoreException {
        StoreCopier.CopyResult result;
        try (StoreWriter writer = StoreWriters.create(to)) {
            result = StoreCopier.copy(store, writer, currentOnly, Progress.NONE);
        }
        out.printf("exported %,d facts and %,d dependencies to %s%n", result.facts(), result.dependencies(), to);
        return MemscopeCli.OK;
    }
}
