package io.memscope.store;

import io.memscope.model.Progress;
import io.memscope.store.jdbc.JdbcMemoryStore;
import io.memscope.store.jdbc.TableMapping;
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
        return open(location, readOnly, null, TableMapping.DEFAULT, progress);
    }

    /**
     * @param format  how to read a JSON file, or null to decide from its field names; SQL stores are
     *                always memscope's format
     * @param mapping the table and columns of a SQL store ({@link TableMapping#DEFAULT}: {@code facts})
     */
    public static MemoryStore open(String location, boolean readOnly, StoreFormat format, TableMapping mapping,
                                   Progress progress) throws StoreException {
        if (location == null || location.isBlank()) {
            throw new StoreException("no store given: name a .json, .jsonl or .mv.db file or a JDBC URL");
        }
        StoreKind kind = StoreKind.of(location);
        if (location.toLowerCase(Locale.ROOT).startsWith("jdbc:")) {
            if (kind != null) {
                requireNativeFormat(location, format);
                return JdbcMemoryStore.open(location, readOnly, mapping);
            }
            throw new StoreException(shown(location) + ": unsupported JDBC URL (memscope reads jdbc:h2: and jdbc:postgresql:)");
        }
        Path path = Path.of(location);
        if (!Files.exists(path)) {
            throw new StoreException(location + ": no such file");
        }
        if (Files.isDirectory(path)) {
            throw new StoreException(location + ": is a directory, not a store file");
        }
        if (kind == StoreKind.H2) {
            requireNativeFormat(location, format);
            return JdbcMemoryStore.openH2File(path, readOnly, mapping);
        }
        if (kind == StoreKind.JSON) {
            if (!mapping.isDefault()) {
                throw new StoreException(location + ": a table mapping (--table, --map) applies to SQL stores,"
                        + " not to JSON files");
            }
            return JsonMemoryStore.open(path, readOnly, format, progress);
        }
        throw new StoreException(location
                + ": unknown kind of store (expected a .json, .jsonl or .mv.db file, or a JDBC URL)");
    }

    /**
     * A location as messages and the window may show it: the value of every password parameter of a JDBC
     * URL ({@code ?password=} or H2's {@code ;PASSWORD=}) is masked. The Connect dialog puts the password
     * into the URL it opens.
     */
    public static String shown(String location) {
        return location == null ? null : location.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }

    private static void requireNativeFormat(String location, StoreFormat format) throws StoreException {
        if (format != null && format.isForeign()) {
            throw new StoreException(shown(location) + ": --format " + format.jsonName() + " applies to JSON files;"
                    + " a SQL store is read with --table and --map");
        }
    }
}
