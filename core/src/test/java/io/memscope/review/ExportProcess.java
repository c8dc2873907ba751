package io.memscope.review;

import io.memscope.export.ExportFormat;
import io.memscope.export.ExportShape;
import io.memscope.export.Exporter;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;

import java.nio.file.Path;

/** A child process of {@link ExportKillTest}: exports a store to an H2 file, printing "started" first. */
public final class ExportProcess {
    private ExportProcess() {
    }

    public static void main(String[] args) throws Exception {
        try (MemoryStore store = StoreOpener.open(args[0], true)) {
            System.out.println("started");
            System.out.flush();
            Exporter.export(store, ExportShape.FULL_HISTORY, ExportFormat.valueOf(args[2]), Path.of(args[1]), Progress.NONE);
            System.out.println("done");
        }
    }
}
