package io.memscope.store;

import io.memscope.model.Progress;
import io.memscope.store.jdbc.JdbcMemoryStore;
import io.memscope.store.json.JsonMemoryStore;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Turns what an operator typed (a file path or a JDBC URL) into an open store. The kind is decided
 * from the URL scheme or the file name, never by guessing from content, so a typo gives a clear
 * message instead of a surprising adapter.
 */
public final class StoreOpener {
    private StoreOpener() {
    }

    public static MemoryStore open(String location, boolean readOnly) throws StoreException {
        return open(location, readOnly, Progress.NONE);
    }

    public static MemoryStore open(String location, boolean readOnly, Progress progress) throws StoreException {
        if (location == null || location.isBlank()) {
            throw new StoreException("no store given: name a .json, .jsonl or .mv.db file or a JDBC URL");
        }
        String lower = location.toLowerCase(Locale.ROOT);
        if (lower.startsWith("jdbc:")) {
            if (lower.startsWith("jdbc:h2:") || lower.startsWith("jdbc:postgresql:")) {
                return JdbcMemoryStore.open(location, readOnly);
            }
            throw new StoreException(location + ": unsupported JDBC URL (memscope reads jdbc:h2: and jdbc:postgresql:)");
        }
        Path path = Path.of(location);
        if (!Files.exists(path)) {
            throw new StoreException(location + ": no such file");
        }
        if (Files.isDirectory(path)) {
            throw new StoreException(location + ": is a directory, not a store file");
        }
        if (lower.endsWith(".mv.db")) {
            return JdbcMemoryStore.openH2File(path, readOnly);
        }
        if (lower.endsWith(".json") || lower.endsWith(".jsonl") || lower.endsWith(".ndjson")) {
            return JsonMemoryStore.open(path, readOnly, progress);
        }
        throw new StoreException(location
                + ": unknown kind of store (expected a .json, .jsonl or .mv.db file, or a JDBC URL)");
    }
}
