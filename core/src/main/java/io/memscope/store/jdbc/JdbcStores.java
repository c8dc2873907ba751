package io.memscope.store.jdbc;

import io.memscope.model.Progress;
import io.memscope.store.MappingProposal;
import io.memscope.store.StoreDescriptor;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreKind;
import io.memscope.store.TableMapping;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * The ways a relational store is opened: from a JDBC URL or a file, each through its connector (which owns
 * the connection and its read-only and single-file rules), then inspected for its schema.
 */
final class JdbcStores {
    private JdbcStores() {
    }

    /** Samples {@code table} read-only and proposes its mapping as the window's connect dialog does. */
    static TableMapping proposeMapping(String jdbcUrl, String table) throws StoreException {
        return MappingProposal.proposed(SqlTables.sample(jdbcUrl, table, Progress.NONE));
    }

    static String location(String jdbcUrl) throws StoreException {
        return jdbcUrl.startsWith(PgUrl.PREFIX) ? PgUrl.parse(jdbcUrl).redacted() : PgUrl.redact(jdbcUrl);
    }

    static Connection connect(String jdbcUrl, boolean readOnly, PgEnvironment env) throws StoreException {
        if (jdbcUrl.startsWith(PgUrl.PREFIX)) {
            return PgConnector.connect(PgUrl.parse(jdbcUrl), readOnly, env);
        }
        if (jdbcUrl.startsWith(SqliteConnector.PREFIX)) {
            return SqliteConnector.connect(SqliteConnector.fileOf(jdbcUrl), readOnly);
        }
        H2Url h2 = H2Url.of(jdbcUrl);
        return H2Connector.connect(h2.mvFile(), readOnly, h2.settings());
    }

    static JdbcMemoryStore open(String jdbcUrl, boolean readOnly, PgEnvironment env, TableMapping mapping)
            throws StoreException {
        if (jdbcUrl.startsWith(PgUrl.PREFIX)) {
            return openPostgres(jdbcUrl, readOnly, env, mapping, false);
        }
        if (jdbcUrl.startsWith(SqliteConnector.PREFIX)) {
            return SqliteStores.open(SqliteConnector.fileOf(jdbcUrl),
                    readOnly || SqliteConnector.readOnlyInUrl(jdbcUrl), null, mapping);
        }
        H2Url h2 = H2Url.of(jdbcUrl);
        return openH2(h2.mvFile(), readOnly, h2.settings(), mapping);
    }

    /** A SQLite URL read with {@code format}, or a PostgreSQL URL with {@code --format mem0}. */
    static JdbcMemoryStore open(String url, boolean readOnly, StoreFormat format, TableMapping mapping)
            throws StoreException {
        if (url.startsWith(PgUrl.PREFIX) && format == StoreFormat.MEM0) {
            return openPostgres(url, readOnly, PgEnvironment.system(), mapping, true);
        }
        if (!url.startsWith(SqliteConnector.PREFIX)) {
            throw new StoreException(PgUrl.redact(url) + ": a format applies to SQLite URLs only");
        }
        return SqliteStores.open(SqliteConnector.fileOf(url), readOnly || SqliteConnector.readOnlyInUrl(url),
                format, mapping);
    }

    private static JdbcMemoryStore openPostgres(String jdbcUrl, boolean readOnly, PgEnvironment env,
                                                TableMapping mapping, boolean mem0) throws StoreException {
        PgUrl url = PgUrl.parse(jdbcUrl);
        Connection c = PgConnector.connect(url, readOnly || mem0, env);
        return inspect(c, SqlDialect.POSTGRESQL,
                new StoreDescriptor(StoreKind.POSTGRESQL, url.redacted(), readOnly || mem0), mapping,
                () -> PgConnector.connect(url, true, env), mem0);
    }

    static JdbcMemoryStore openH2(Path mvFile, boolean readOnly, String settings, TableMapping mapping)
            throws StoreException {
        Connection c = H2Connector.connect(mvFile, readOnly, settings);
        return inspect(c, SqlDialect.H2, new StoreDescriptor(StoreKind.H2, mvFile.toString(), readOnly), mapping,
                () -> H2Connector.connect(mvFile, readOnly, settings));
    }

    /** The store on an open connection, its schema read; the connection is closed if that fails. */
    static JdbcMemoryStore inspect(Connection c, SqlDialect dialect, StoreDescriptor descriptor,
                                   TableMapping mapping, SubjectRanges.Connections more) throws StoreException {
        return inspect(c, dialect, descriptor, mapping, more, false);
    }

    /** As above; {@code mem0Asked} ({@code --format mem0}) requires Mem0's table ({@link KnownTables}). */
    static JdbcMemoryStore inspect(Connection c, SqlDialect dialect, StoreDescriptor descriptor,
                                   TableMapping mapping, SubjectRanges.Connections more, boolean mem0Asked)
            throws StoreException {
        try {
            Optional<KnownTables.Known> known = KnownTables.find(c, dialect, descriptor.location(), mapping, mem0Asked);
            TableMapping used = known.map(KnownTables.Known::mapping).orElse(mapping);
            StoreSchema schema = known.isPresent() ? known.get().schema(c, dialect, descriptor.location())
                    : StoreSchema.discover(c, dialect, descriptor.location(), mapping);
            c.rollback();
            // a field read from inside JSON has no column to set, and a known table is its system's: only read
            StoreDescriptor opened = schema.hasComputedFields() && !descriptor.readOnly()
                    ? new StoreDescriptor(descriptor.kind(), descriptor.location(), true) : descriptor;
            JdbcMemoryStore store = new JdbcMemoryStore(c, dialect, opened, used, schema, more);
            known.ifPresent(k -> store.readAs(k.source(schema.describeMapping()), k.cardinalities()));
            return store;
        } catch (SQLException e) {
            PgConnector.closeQuietly(c);
            throw new StoreException(descriptor.location() + ": cannot read the schema: " + SqlErrors.reason(e), e);
        } catch (StoreException | RuntimeException e) {
            PgConnector.closeQuietly(c);
            throw e;
        }
    }

    /** What is wrong with an H2 store's file as H2's storage layer reads it; empty for other stores. */
    static List<String> fileProblems(String location) throws StoreException {
        Path mvFile;
        if (location.startsWith("jdbc:h2:")) {
            mvFile = H2Url.of(location).mvFile();
        } else if (location.endsWith(H2Connector.SUFFIX)) {
            mvFile = Path.of(location);
        } else {
            return List.of();
        }
        return Files.isRegularFile(mvFile) ? H2Integrity.fileProblems(mvFile) : List.of();
    }
}
