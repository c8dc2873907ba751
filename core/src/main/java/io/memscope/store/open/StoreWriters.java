package io.memscope.store.open;

import io.memscope.store.StoreException;
import io.memscope.store.StoreWriter;
import io.memscope.store.jdbc.JdbcStoreWriter;
import io.memscope.store.jdbc.PostgresScriptWriter;
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

    /** memscope's JSON object, or JSON Lines for a {@code .jsonl} name. */
    public static StoreWriter json(Path destination) throws StoreException {
        return JsonStoreWriter.create(destination);
    }

    /** A new H2 store file. */
    public static StoreWriter h2(Path destination) throws StoreException {
        return JdbcStoreWriter.createH2(destination);
    }

    /** A PostgreSQL script (schema, inserts and indexes in one transaction) for psql. */
    public static StoreWriter postgresScript(Path destination) throws StoreException {
        return PostgresScriptWriter.create(destination);
    }
}
