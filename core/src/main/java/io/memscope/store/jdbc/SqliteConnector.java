package io.memscope.store.jdbc;

import io.memscope.store.StoreException;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteOpenMode;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Locale;

/**
 * Opens an existing SQLite file and nothing else. SQLite creates a missing file on open, and reads any file
 * until its first query fails, so the file's header is checked first and the create flag is taken away;
 * read-only is SQLite's own read-only open mode, under which the file cannot be changed by this connection.
 */
final class SqliteConnector {
    static final String PREFIX = "jdbc:sqlite:";
    /** The first 16 bytes of every SQLite 3 database file. */
    private static final byte[] HEADER = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);
    /**
     * How long a statement waits for a lock another program holds (an agent writing its memory) before it
     * fails with "locked": long enough for an agent's own short transactions, short enough for an operator.
     */
    private static final int BUSY_TIMEOUT_MS = 3_000;

    private SqliteConnector() {
    }

    /** Whether the file starts with SQLite's header; false for a file that cannot be read. */
    static boolean isSqliteFile(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return Arrays.equals(in.readNBytes(HEADER.length), HEADER);
        } catch (IOException e) {
            return false;
        }
    }

    /** The file a {@code jdbc:sqlite:} URL names ({@code jdbc:sqlite:PATH} or {@code jdbc:sqlite:file:PATH?...}). */
    static Path fileOf(String jdbcUrl) throws StoreException {
        String rest = jdbcUrl.substring(PREFIX.length());
        int query = rest.indexOf('?');
        String path = query < 0 ? rest : rest.substring(0, query);
        if (path.startsWith("file:")) {
            path = path.substring("file:".length());
        }
        if (path.isBlank() || path.startsWith(":memory:") || path.toLowerCase(Locale.ROOT).contains("mode=memory")) {
            throw new StoreException(jdbcUrl + ": an in-memory SQLite database holds no store; name a file");
        }
        return Path.of(path);
    }

    /** Whether the URL asks for a read-only open itself ({@code ?mode=ro} or {@code open_mode=1}). */
    static boolean readOnlyInUrl(String jdbcUrl) {
        String lower = jdbcUrl.toLowerCase(Locale.ROOT);
        return lower.matches(".*[?&]mode=ro(&.*)?") || lower.matches(".*[?&]open_mode=1(&.*)?");
    }

    static Connection connect(Path file, boolean readOnly) throws StoreException {
        requireSqliteFile(file, readOnly);
        SQLiteConfig config = new SQLiteConfig();
        config.resetOpenMode(SQLiteOpenMode.CREATE); // never a new empty database for a mistyped name
        config.setReadOnly(readOnly);
        config.setBusyTimeout(BUSY_TIMEOUT_MS);
        if (!readOnly) {
            // An edit reads, then writes: begun deferred, two writers' reads both succeed and the second one's
            // write can only fail at once (waiting would deadlock). Begun immediate, the second waits its turn.
            config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
        }
        Connection c = null;
        try {
            c = config.createConnection(PREFIX + file.toAbsolutePath());
            try (Statement st = c.createStatement()) {
                st.executeQuery("SELECT count(*) FROM sqlite_master").close(); // reads the header and takes a read lock
            }
            SqlDialect.SQLITE.prepareSession(c, readOnly);
            return c;
        } catch (SQLException e) {
            PgConnector.closeQuietly(c);
            throw new StoreException(file + ": " + problemOf(e) + SqlErrors.reason(e), e);
        }
    }

    private static String problemOf(SQLException e) {
        String message = String.valueOf(e.getMessage());
        if (message.contains("SQLITE_BUSY") || message.contains("SQLITE_LOCKED")) {
            return "the database is locked by another program (try again when it is done, or copy the file): ";
        }
        if (message.contains("SQLITE_NOTADB") || message.contains("SQLITE_CORRUPT")) {
            return "not a usable SQLite database: ";
        }
        return "cannot open: ";
    }

    private static void requireSqliteFile(Path file, boolean readOnly) throws StoreException {
        if (!Files.exists(file)) {
            throw new StoreException(file + ": no such file");
        }
        if (!Files.isRegularFile(file)) {
            throw new StoreException(file + ": not a regular file (a directory, a pipe or a device)");
        }
        if (!Files.isReadable(file)) {
            throw new StoreException(file + ": permission denied: memscope may not read this file");
        }
        if (!readOnly && !Files.isWritable(file)) {
            throw new StoreException(file + ": permission denied: memscope may not write this file;"
                    + " open it read-only to inspect it");
        }
        if (!isSqliteFile(file)) {
            throw new StoreException(notSqlite(file));
        }
    }

    /** The one message for a file named like a SQLite database that is not one. */
    static String notSqlite(Path file) {
        long size;
        try {
            size = Files.size(file);
        } catch (IOException e) {
            size = -1;
        }
        return file + ": not a SQLite database (" + (size == 0 ? "the file is empty"
                : "it does not start with SQLite's header \"SQLite format 3\"") + ")";
    }

    /** The file's and its write-ahead log's size and time: what any writer changes, without a query. */
    static long[] stamp(Path file) throws StoreException {
        Path wal = file.resolveSibling(file.getFileName() + "-wal");
        try {
            long[] s = {Files.size(file), Files.getLastModifiedTime(file).toMillis(), -1, -1};
            if (Files.exists(wal)) {
                s[2] = Files.size(wal);
                s[3] = Files.getLastModifiedTime(wal).toMillis();
            }
            return s;
        } catch (IOException e) {
            throw new StoreException(file + " is no longer readable: " + e.getMessage(), e);
        }
    }
}
