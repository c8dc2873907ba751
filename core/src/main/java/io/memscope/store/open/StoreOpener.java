package io.memscope.store.open;

import io.memscope.model.Progress;
import io.memscope.model.SubjectSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.OpenRequest;
import io.memscope.store.Redaction;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreKind;
import io.memscope.store.TableMapping;
import io.memscope.store.jdbc.H2Settings;
import io.memscope.store.jdbc.JdbcMemoryStore;
import io.memscope.store.jdbc.SqlTables;
import io.memscope.store.json.JsonMemoryStore;
import io.memscope.store.json.JsonSubjectPreview;
import io.memscope.store.json.StoreDescription;
import io.memscope.store.neo4j.Neo4jMemoryStore;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The composition root of the stores: the one place that knows the adapters. It turns what an operator
 * typed (a file path or a JDBC URL) into an open store; the kind is decided from the URL scheme, the file
 * name or, for SQLite, the file's header, never by guessing, so a typo gives a clear message instead of a
 * surprising adapter.
 */
public final class StoreOpener {
    /**
     * pgjdbc's own log: it writes warnings (with the URL it was given) to stderr through java.util.logging,
     * beside memscope's one-line message. Held here because the logging framework keeps loggers only weakly.
     */
    private static final Logger PGJDBC_LOG = Logger.getLogger("org.postgresql");
    /** sqlite-jdbc logs through java.util.logging too when no SLF4J is present, as in memscope's jars. */
    private static final Logger SQLITE_JDBC_LOG = Logger.getLogger("org.sqlite");

    private StoreOpener() {
    }

    /** JVM-wide settings the adapters need before their first use; every entry point calls this first. */
    public static void configure() {
        H2Settings.apply();
        PGJDBC_LOG.setLevel(Level.OFF);
        SQLITE_JDBC_LOG.setLevel(Level.OFF);
    }

    public static MemoryStore open(String location, boolean readOnly) throws StoreException {
        return open(OpenRequest.of(location, readOnly), Progress.NONE);
    }

    public static MemoryStore open(String location, boolean readOnly, Progress progress) throws StoreException {
        return open(OpenRequest.of(location, readOnly), progress);
    }

    public static MemoryStore open(OpenRequest request, Progress progress) throws StoreException {
        String location = withCredentials(request.location(), request.credentials());
        StoreFormat format = request.format();
        TableMapping mapping = request.mapping();
        boolean readOnly = request.readOnly();
        if (location == null || location.isBlank()) {
            throw new StoreException("no store given: name a .json, .jsonl, .mv.db or SQLite file, a JDBC URL or a"
                    + " Neo4j URL");
        }
        StoreKind kind = StoreKind.of(location);
        if (kind == StoreKind.NEO4J) {
            if (format != null && format != StoreFormat.GRAPHITI) {
                throw new StoreException(Redaction.shown(location) + ": --format " + format.jsonName()
                        + " applies to JSON files; memscope reads a Neo4j graph as Graphiti's");
            }
            if (!mapping.isDefault()) {
                throw new StoreException(Redaction.shown(location) + ": a table mapping (--table, --map) applies to"
                        + " SQL stores, not to a Neo4j graph");
            }
            // Graphiti owns its graph: memscope reads it, whatever was asked
            return Neo4jMemoryStore.open(location);
        }
        if (location.toLowerCase(Locale.ROOT).startsWith("jdbc:")) {
            if (kind == StoreKind.SQLITE) {
                return JdbcMemoryStore.open(location, readOnly, format, mapping);
            }
            if (kind == StoreKind.POSTGRESQL && format == StoreFormat.MEM0) {
                return JdbcMemoryStore.open(location, readOnly, format, mapping); // Mem0's pgvector table
            }
            if (kind != null) {
                requireNativeFormat(location, format);
                return JdbcMemoryStore.open(location, readOnly, mapping);
            }
            throw new StoreException(Redaction.shown(location)
                    + ": unsupported JDBC URL (memscope reads jdbc:h2:, jdbc:postgresql: and jdbc:sqlite:)");
        }
        Path path = Path.of(location);
        if (!Files.exists(path)) {
            throw new StoreException(location + ": " + whyMissing(path));
        }
        if (Files.isDirectory(path)) {
            throw new StoreException(location + ": is a directory, not a store file");
        }
        if (!Files.isRegularFile(path)) {
            throw new StoreException(location + ": not a regular file (a pipe, a socket or a device);"
                    + " memscope reads store files");
        }
        if (!readOnly) {
            // a write killed midway left its temporary files: removed now, as SQLite rolls back a hot journal
            // (a read-only open changes nothing, not even those)
            io.memscope.store.TempFiles.removeLeftovers(path);
        }
        if (kind == StoreKind.H2) {
            requireNativeFormat(location, format);
            return JdbcMemoryStore.openH2File(path, readOnly, mapping);
        }
        // a SQLite file is known by its header: a .db name is only a hint, and some tools name theirs otherwise
        if (kind == StoreKind.SQLITE || (kind == null && JdbcMemoryStore.isSqliteFile(path))) {
            if (!JdbcMemoryStore.isSqliteFile(path)) {
                throw new StoreException(JdbcMemoryStore.notSqlite(path));
            }
            return JdbcMemoryStore.openSqliteFile(path, readOnly, format, mapping);
        }
        if (kind == StoreKind.JSON) {
            if (!mapping.isDefault()) {
                throw new StoreException(location + ": a table mapping (--table, --map) applies to SQL stores,"
                        + " not to JSON files");
            }
            return JsonMemoryStore.open(path, readOnly, format, progress);
        }
        throw new StoreException(location
                + ": unknown kind of store (expected a .json, .jsonl, .mv.db or SQLite (.db, .sqlite) file, or a JDBC URL)");
    }

    /**
     * The location with the typed user and password in the form its kind takes them: a PostgreSQL or Neo4j
     * URL's {@code user}/{@code password} parameters, H2's {@code USER}/{@code PASSWORD} settings (a file path
     * becomes an H2 URL); other stores take none.
     */
    public static String withCredentials(String location, io.memscope.store.Credentials credentials) {
        if (credentials == null || location == null) {
            return location;
        }
        StoreKind kind = StoreKind.of(location);
        String lower = location.toLowerCase(Locale.ROOT);
        if (kind == StoreKind.POSTGRESQL || kind == StoreKind.NEO4J) {
            String base = location.replaceAll("(?i)([?&])(user|password)=[^&]*", "$1").replaceAll("[?&]+$", "")
                    .replaceAll("([?&])&+", "$1").replace("?&", "?");
            String sep = base.contains("?") ? "&" : "?";
            return base + sep + "user=" + encode(credentials.user()) + "&password=" + encode(credentials.password());
        }
        if (kind == StoreKind.H2) {
            String url = lower.startsWith("jdbc:h2:") ? location
                    : "jdbc:h2:file:" + Path.of(location).toAbsolutePath().toString().replaceFirst("\\.mv\\.db$", "");
            url = url.replaceAll("(?i);(USER|PASSWORD)=[^;]*", "");
            return url + ";USER=" + credentials.user() + ";PASSWORD=" + credentials.password();
        }
        return location;
    }

    private static String encode(String text) {
        return java.net.URLEncoder.encode(text, java.nio.charset.StandardCharsets.UTF_8);
    }

    /**
     * What is wrong with a store's file below what its database shows (an H2 file whose newest version H2
     * cannot read and silently replaces by an older one); empty when nothing is, or for other stores. Asked
     * before the store is opened.
     */
    public static List<String> fileProblems(String location) throws StoreException {
        return JdbcMemoryStore.fileProblems(location);
    }

    /**
     * Connects read-only and proposes a mapping for {@code table} of a SQL store from its columns and JSON keys
     * ({@link io.memscope.store.MappingProposal#proposed}, as the window's connect dialog does), for the operator
     * to confirm or correct.
     */
    public static TableMapping proposeMapping(String jdbcUrl, String table) throws StoreException {
        return JdbcMemoryStore.proposeMapping(jdbcUrl, table);
    }

    /**
     * The tables of a SQL store (a JDBC URL, an H2 or SQLite file) an operator may map, read without writing;
     * {@code credentials} as for {@link #open(OpenRequest, Progress)}, or null.
     *
     * @throws StoreException with one line when the store cannot be read or is not a SQL store
     */
    public static List<String> sqlTables(String location, io.memscope.store.Credentials credentials)
            throws StoreException {
        return SqlTables.tables(sqlLocation(location, credentials));
    }

    /**
     * The columns of one table and the keys found in its JSON columns' first rows, for
     * {@link io.memscope.store.MappingProposal}; read without writing.
     */
    public static io.memscope.store.TableSample sampleTable(String location, io.memscope.store.Credentials credentials,
                                                            String table, Progress progress) throws StoreException {
        return SqlTables.sample(sqlLocation(location, credentials), table, progress);
    }

    private static String sqlLocation(String location, io.memscope.store.Credentials credentials)
            throws StoreException {
        if (location == null || location.isBlank()) {
            throw new StoreException("no store given: name a JDBC URL or an H2 or SQLite file");
        }
        StoreKind kind = StoreKind.of(location);
        if (kind == StoreKind.NEO4J || kind == StoreKind.JSON) {
            throw new StoreException(Redaction.shown(location) + ": a " + kind.displayName()
                    + " store has no tables; a mapping applies to SQL stores");
        }
        return withCredentials(location, credentials);
    }

    /**
     * The first subjects of a store file with their counts, read from its head before the whole store is
     * open, for the window to show at once; empty where the kind of store cannot give them cheaply.
     */
    public static List<SubjectSummary> previewSubjects(String location, int limit, Progress progress) {
        if (StoreKind.of(location) != StoreKind.JSON) {
            return List.of();
        }
        try {
            return JsonSubjectPreview.read(Path.of(location), limit, progress);
        } catch (InvalidPathException e) {
            return List.of(); // the open explains the bad name
        }
    }

    /** The one-line description a store file carries about itself (a sample store's story), if any. */
    public static Optional<String> description(String location) {
        if (StoreKind.of(location) != StoreKind.JSON) {
            return Optional.empty();
        }
        try {
            return StoreDescription.read(Path.of(location));
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }

    /** Why a path names nothing: no file, or a symbolic link that leads nowhere or round in a loop. */
    private static String whyMissing(Path path) {
        if (!Files.isSymbolicLink(path)) {
            return "no such file";
        }
        try {
            path.toRealPath();
            return "no such file";
        } catch (java.nio.file.FileSystemException e) {
            String reason = String.valueOf(e.getReason());
            return reason.toLowerCase(Locale.ROOT).contains("levels of symbolic links")
                    ? "a symbolic link that leads round in a loop" : "a symbolic link to a file that does not exist";
        } catch (java.io.IOException e) {
            return "a symbolic link to a file that does not exist";
        }
    }

    private static void requireNativeFormat(String location, StoreFormat format) throws StoreException {
        if (format != null && format.isForeign()) {
            throw new StoreException(Redaction.shown(location) + ": --format " + format.jsonName()
                    + " applies to JSON files; a SQL store is read with --table and --map");
        }
    }
}
