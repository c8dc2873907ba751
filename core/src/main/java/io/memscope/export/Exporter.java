package io.memscope.export;

import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreCopier;
import io.memscope.store.StoreException;
import io.memscope.store.StoreWriter;
import io.memscope.store.open.StoreWriters;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a store's memory in any {@link ExportFormat}, streaming (constant memory whatever the size)
 * and atomically (the destination appears only when complete). The GUI and {@code export} share it.
 */
public final class Exporter {
    private Exporter() {
    }

    public static StoreCopier.CopyResult export(MemoryStore from, ExportShape shape, ExportFormat format, Path to,
                                                Progress progress) throws StoreException {
        if (Files.exists(to)) {
            throw new StoreException(to + ": already exists; memscope does not overwrite it (choose another name)");
        }
        try (StoreWriter writer = writerFor(format, to)) {
            return StoreCopier.copy(from, writer, shape == ExportShape.CURRENT_SNAPSHOT, progress);
        }
    }

    static StoreWriter writerFor(ExportFormat format, Path to) throws StoreException {
        return switch (format) {
            case JSON, JSONL -> StoreWriters.json(to);
            case CSV -> CsvFactWriter.create(to);
            case H2 -> StoreWriters.h2(to);
            case SQL -> StoreWriters.postgresScript(to);
        };
    }
}
