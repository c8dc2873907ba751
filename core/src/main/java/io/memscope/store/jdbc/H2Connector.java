package io.memscope.store.jdbc;

import io.memscope.store.StoreException;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;

/**
 * Opens an existing H2 file and nothing else: a missing file is an error rather than a new empty database
 * ({@code IFEXISTS=TRUE}), read-only means H2 opens the file for reading only ({@code ACCESS_MODE_DATA=r}),
 * and no trace file is written next to the operator's store.
 */
final class H2Connector {
    static final String SUFFIX = ".mv.db";
    /** Every MVStore file starts with its header "H:2,block:…". */
    private static final String MAGIC = "H:2,";
    /**
     * H2's file system that reopens the file when a thread is interrupted in the middle of a read or write.
     * With the plain {@code file:} one, the interrupt of a cancelled task (a suggestion pass dropped by a
     * reload, the Cancel button) closes the channel H2 shares between every connection of the file, and each
     * later read reports the store as damaged. Reads are as fast as through {@code file:} (docs/adr/0021).
     */
    static final String FILE_SYSTEM = "retry:file:";
    /**
     * H2's page cache in KB (H2's default is 16 MB). memscope reads a store in long sequential passes, so
     * cached pages are rarely read again, yet each lives long enough to be copied by young garbage
     * collections, which stalled the window (docs/adr/0005-h2-page-cache-and-object-cache.md). An
     * operator's own {@code CACHE_SIZE} in the URL wins.
     */
    static final int PAGE_CACHE_KB = 1024;

    private H2Connector() {
    }

    /** The .mv.db file meant by a path written with or without the suffix. */
    static Path mvFile(Path given) {
        if (given.getFileName() != null && given.getFileName().toString().endsWith(SUFFIX)) {
            return given;
        }
        Path withSuffix = given.resolveSibling(given.getFileName() + SUFFIX);
        return Files.exists(withSuffix) || !Files.exists(given) ? withSuffix : given;
    }

    /** H2's name for the database: the absolute file path without {@code .mv.db}. */
    static String baseName(Path mvFile) {
        String abs = mvFile.toAbsolutePath().toString();
        return abs.substring(0, abs.length() - SUFFIX.length());
    }

    static Connection connect(Path mvFile, boolean readOnly, String extraSettings) throws StoreException {
        H2Settings.apply();
        Credentials credentials = Credentials.from(extraSettings);
        try {
            return connect(mvFile, readOnly, credentials);
        } catch (io.memscope.store.CredentialsException e) {
            if (credentials.given()) {
                throw e;
            }
            // H2's two common defaults: sa (its console, JdbcStoreWriter) and the empty user (RunScript,
            // a plain DriverManager.getConnection(url)); an operator who named neither is asked
            return connect(mvFile, readOnly, credentials.withUser("", ""));
        }
    }

    private static Connection connect(Path mvFile, boolean readOnly, Credentials credentials) throws StoreException {
        String name = mvFile.toString();
        String url = "jdbc:h2:" + FILE_SYSTEM + baseName(mvFile) + ";IFEXISTS=TRUE;LAZY_QUERY_EXECUTION=TRUE"
                + ";TRACE_LEVEL_FILE=0" + (readOnly ? ";ACCESS_MODE_DATA=r" : "") + cacheSetting(credentials)
                + credentials.otherSettings();
        Connection[] opened = new Connection[1];
        try {
            Connection c = OpenH2Files.open(mvFile, alreadyOpen -> {
                if (!alreadyOpen) {
                    // only before H2 holds the file: a descriptor opened and closed beside H2's drops its lock
                    requireH2File(mvFile, readOnly);
                    if (!readOnly) {
                        refuseDamaged(mvFile); // a write-mode open would make H2's silent fallback permanent
                    }
                }
                opened[0] = DriverManager.getConnection(url, credentials.user(), credentials.password());
                return opened[0];
            });
            opened[0] = c;
            if (!readOnly && c.isReadOnly()) {
                // H2 keeps one database per file in a process, in the mode it was first opened in
                throw new StoreException(name + ": this file is open read-only in memscope already; close it"
                        + " there to open it for writing");
            }
            SqlDialect.H2.prepareSession(c, readOnly);
            return c;
        } catch (SQLException e) {
            PgConnector.closeQuietly(opened[0]);
            if (e.getErrorCode() == 28000) {
                throw new io.memscope.store.CredentialsException(name + ": " + problemOf(e) + SqlErrors.reason(e), e);
            }
            throw new StoreException(name + ": " + problemOf(e) + SqlErrors.reason(e), e);
        } catch (StoreException e) {
            PgConnector.closeQuietly(opened[0]);
            throw e;
        }
    }

    private static void refuseDamaged(Path mvFile) throws StoreException {
        List<String> damage = H2Integrity.fileProblems(mvFile);
        if (!damage.isEmpty()) {
            throw new StoreException(mvFile + ": the store is damaged: " + String.join("; ", damage)
                    + "; memscope opens it for reading only");
        }
    }

    /**
     * Refuses, with the reason, a path that is not an H2 file memscope may open as asked: missing, not a
     * regular file (a directory, a FIFO, a device), unreadable, unwritable for a write, or without H2's header.
     */
    private static void requireH2File(Path mvFile, boolean readOnly) throws StoreException {
        String name = mvFile.toString();
        if (!Files.exists(mvFile)) {
            throw new StoreException(name + ": no such file");
        }
        if (!Files.isRegularFile(mvFile)) {
            throw new StoreException(name + ": not a regular file (a directory, a pipe or a device)");
        }
        if (!mvFile.getFileName().toString().endsWith(SUFFIX)) {
            throw new StoreException(name + " is not an H2 database (its name does not end in " + SUFFIX + ")");
        }
        if (!Files.isReadable(mvFile)) {
            throw new StoreException(name + ": permission denied: memscope may not read this file");
        }
        if (!readOnly && !Files.isWritable(mvFile)) {
            throw new StoreException(name + ": permission denied: memscope may not write this file;"
                    + " open it read-only to inspect it");
        }
        if (!startsWithMagic(mvFile)) {
            throw new StoreException(name + " is not an H2 database (it does not start with H2's header)");
        }
    }

    private static String cacheSetting(Credentials credentials) {
        boolean operatorSetsIt = credentials.otherSettings().toUpperCase(java.util.Locale.ROOT)
                .matches("(?s).*;\\s*CACHE_SIZE\\s*=.*");
        return operatorSetsIt ? "" : ";CACHE_SIZE=" + PAGE_CACHE_KB;
    }

    private static String problemOf(SQLException e) {
        if (SqlErrors.damagedPart(e) != null) {
            return "";
        }
        return switch (e.getErrorCode()) {
            // asked to write, H2 found it could only read the file it was shown to be allowed to write
            case 90097 -> "the store is damaged: H2 opens it only for reading (check --deep tells more): ";
            case 90020 -> "the database is in use by another program: ";
            case 28000 -> "wrong user name or password (without USER/PASSWORD in a jdbc:h2:file:PATH;USER=...;"
                    + "PASSWORD=... URL, memscope tries H2's default users, sa and the empty user, with no"
                    + " password): ";
            case 90013, 90146 -> "no such database: ";
            case 90030, 90048, 90049 -> "not a usable H2 database: ";
            default -> "cannot open: ";
        };
    }

    /**
     * USER and PASSWORD given as URL settings. H2 refuses a URL setting that repeats a connection
     * property, so they are taken out of the settings and passed as the credentials instead.
     */
    record Credentials(String user, String password, String otherSettings, boolean given) {
        Credentials withUser(String otherUser, String otherPassword) {
            return new Credentials(otherUser, otherPassword, otherSettings, true);
        }

        static Credentials from(String settings) {
            String user = "sa";
            String password = "";
            boolean given = false;
            StringBuilder others = new StringBuilder();
            for (String part : settings.split(";")) {
                String upper = part.strip().toUpperCase(java.util.Locale.ROOT);
                if (upper.startsWith("USER=")) {
                    user = part.strip().substring(5);
                    given = true;
                } else if (upper.startsWith("PASSWORD=")) {
                    password = part.strip().substring(9);
                    given = true;
                } else if (!part.isBlank()) {
                    others.append(';').append(part);
                }
            }
            return new Credentials(user, password, others.toString(), given);
        }
    }

    private static boolean startsWithMagic(Path file) throws StoreException {
        byte[] head = new byte[MAGIC.length()];
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(head, 0, head.length) == head.length
                    && new String(head, StandardCharsets.US_ASCII).equals(MAGIC);
        } catch (java.nio.file.AccessDeniedException e) {
            throw new StoreException(file + ": permission denied: memscope may not read this file", e);
        } catch (IOException e) {
            throw new StoreException(file + ": cannot be read: " + e.getMessage(), e);
        }
    }
}
