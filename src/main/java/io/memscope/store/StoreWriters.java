package io.memscope.store;

import io.memscope.store.jdbc.JdbcStoreWriter;
import io.memscope.store.json.JsonStoreWriter;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** Picks the writer for a new store file from its name. Existing files are never overwritten here. */
public final class StoreWriters {
    private StoreWriters() {
    }

    public static StoreWriter create(Path destination) throws StoreException {
        String name = destination.getFileName().toString().toLowerCase(Locale.ROOT);
        if (Files.exists(destination)) {
            throw new StoreException(destination + ": already exists; memscope does not overwrite a store");
        }
        if (name.endsWith(".mv.db")) {
            return JdbcStoreWriter.createH2(destination);
        }
        if (name.endsWith(".json") || name.endsWith(".jsonl")) {
            return JsonStoreWriter.create(destination);
        }
        throw new StoreException(destination + ": unknown kind of store (name it .json, .jsonl or .mv.db)");
    }
}
