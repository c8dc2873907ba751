package io.memscope.store.jdbc;

import io.memscope.store.StoreKind;

import java.nio.ByteBuffer;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;

/**
 * What differs between H2, PostgreSQL and SQLite, kept in one place: how identifiers are quoted, how a
 * session is made read-only and UTC, how rows are streamed, how timestamps are read and written, the few
 * clauses their SQL spells differently, and the column types we create.
 */
enum SqlDialect {
    H2(StoreKind.H2, "VARCHAR") {
        @Override
        void prepareSession(Connection c, boolean readOnly) throws SQLException {
            // Read-only is enforced by ACCESS_MODE_DATA=r in the URL (H2Connector); the flag is a hint here.
            try (Statement st = c.createStatement()) {
                st.execute("SET TIME ZONE 'UTC'");
            }
            c.setReadOnly(readOnly);
            c.setAutoCommit(false);
        }

        /**
         * A timestamp with time zone is asked for as an {@link Instant}, which H2 computes from its own
         * value: by way of {@link OffsetDateTime} it made a LocalDate, LocalTime, LocalDateTime and
         * OffsetDateTime for each, a large share of an analysis's garbage.
         * Naive timestamps keep the base reading (UTC by contract, whatever the session's zone).
         */
        @Override
        Instant readTimestamp(ResultSet rs, int column, boolean withTimeZone) throws SQLException {
            if (!withTimeZone) {
                return super.readTimestamp(rs, column, false);
            }
            Instant t = rs.getObject(column, Instant.class);
            return t == null ? null : t.truncatedTo(ChronoUnit.MICROS);
        }
    },
    POSTGRESQL(StoreKind.POSTGRESQL, "text") {
        @Override
        void prepareSession(Connection c, boolean readOnly) throws SQLException {
            try (Statement st = c.createStatement()) {
                // Naive timestamps are UTC by contract; comparing them with timestamptz must agree.
                st.execute("SET TIME ZONE 'UTC'");
                if (readOnly) {
                    st.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY");
                }
            }
            c.setReadOnly(readOnly);
            // pgjdbc only streams (fetch size > 0) inside a transaction; otherwise it holds the whole result.
            c.setAutoCommit(false);
        }

        /**
         * Also asks for binary results from the first execution: a query run once is otherwise sent back
         * as text, and parsing three timestamps a row from text was most of an export's client time
         * (docs/adr/0011-sql-read-paths.md). Only for our streaming reads; the rest of the
         * connection keeps pgjdbc's defaults.
         */
        @Override
        void stream(Statement st) throws SQLException {
            super.stream(st);
            if (st.isWrapperFor(org.postgresql.PGStatement.class)) {
                st.unwrap(org.postgresql.PGStatement.class).setPrepareThreshold(-1);
            }
        }

        /**
         * A binary timestamp is read from its 8 bytes (microseconds from 2000-01-01, UTC for timestamptz;
         * naive ones hold UTC by contract): pgjdbc's own decoding goes through calendar fields and was the
         * largest single cost of the client's side of an analysis pass (docs/adr/0011). Text results, and
         * PostgreSQL's 'infinity' and '-infinity', take the driver's way.
         */
        @Override
        Instant readTimestamp(ResultSet rs, int column, boolean withTimeZone) throws SQLException {
            if (rs.getMetaData().unwrap(org.postgresql.PGResultSetMetaData.class).getFormat(column) == 1) {
                byte[] raw = rs.getBytes(column);
                if (raw == null) {
                    return null;
                }
                if (raw.length == Long.BYTES) {
                    long micros = ByteBuffer.wrap(raw).getLong();
                    if (micros != Long.MAX_VALUE && micros != Long.MIN_VALUE) {
                        return Instant.ofEpochSecond(POSTGRES_EPOCH_SECOND + Math.floorDiv(micros, MICROS),
                                Math.floorMod(micros, MICROS) * 1_000L);
                    }
                }
            }
            return super.readTimestamp(rs, column, withTimeZone);
        }
    },
    /**
     * SQLite has no timestamp type: a column declared TIMESTAMP or DATETIME holds whatever was written, and
     * the tools that write agent memories write ISO-8601 text. So times are parsed here from text
     * ({@link SqliteTimestamps}) and written as fixed-width UTC text, which sorts as the instants do.
     * Read-only is the connection's open mode (SqliteConnector); SQLite locks the whole file while it
     * writes, so there is no row lock to take.
     */
    SQLITE(StoreKind.SQLITE, "TEXT") {
        @Override
        void prepareSession(Connection c, boolean readOnly) throws SQLException {
            c.setAutoCommit(false);
        }

        @Override
        Instant readTimestamp(ResultSet rs, int column, boolean withTimeZone) throws SQLException {
            return SqliteTimestamps.read(rs.getObject(column));
        }

        @Override
        Object timestampValue(Instant t, boolean withTimeZone) {
            return t == null ? null : SqliteTimestamps.text(t);
        }

        @Override
        String forUpdate() {
            return "";
        }

        @Override
        String firstRowOnly() {
            return " LIMIT 1";
        }

        @Override
        String firstRows(int n) {
            return " LIMIT " + n;
        }

        /** The latest of text times with any offset: compared as instants (julianday), given back as UTC text. */
        @Override
        String latest(String expression) {
            return "strftime('%Y-%m-%dT%H:%M:%fZ', max(julianday(" + expression + ")))";
        }

        @Override
        boolean acceptsAsTimestamp(Column column) {
            return !column.typeName().toLowerCase(java.util.Locale.ROOT).contains("blob");
        }
    };

    /** 2000-01-01T00:00:00Z, where PostgreSQL's binary timestamps count from. */
    private static final long POSTGRES_EPOCH_SECOND = 946_684_800L;
    private static final long MICROS = 1_000_000L;

    /** Rows fetched per round trip when streaming; H2 streams through LAZY_QUERY_EXECUTION instead. */
    static final int FETCH_SIZE = 2_000;

    private final StoreKind kind;
    private final String textType;

    SqlDialect(StoreKind kind, String textType) {
        this.kind = kind;
        this.textType = textType;
    }

    StoreKind kind() {
        return kind;
    }

    /** The type of text columns we create: H2's TEXT would be a CLOB, PostgreSQL's varchar adds nothing. */
    String textType() {
        return textType;
    }

    /** Always quoted: H2 treats names like VALUE as keywords, and quoting keeps the case found in the catalog. */
    String quote(String identifier) {
        return '"' + identifier.replace("\"", "\"\"") + '"';
    }

    /** UTC session, read-only where asked, autocommit off so that results can be streamed. */
    abstract void prepareSession(Connection c, boolean readOnly) throws SQLException;

    void stream(Statement st) throws SQLException {
        st.setFetchSize(FETCH_SIZE);
    }

    /** A timestamp at microsecond precision; a column without time zone holds UTC by contract. */
    Instant readTimestamp(ResultSet rs, int column, boolean withTimeZone) throws SQLException {
        Instant t;
        if (withTimeZone) {
            OffsetDateTime odt = rs.getObject(column, OffsetDateTime.class);
            t = odt == null ? null : odt.toInstant();
        } else {
            LocalDateTime ldt = rs.getObject(column, LocalDateTime.class);
            t = ldt == null ? null : ldt.toInstant(ZoneOffset.UTC);
        }
        return t == null ? null : t.truncatedTo(ChronoUnit.MICROS);
    }

    /** What a timestamp parameter is bound as; a column without time zone holds UTC by contract. */
    Object timestampValue(Instant t, boolean withTimeZone) {
        if (t == null) {
            return null;
        }
        return withTimeZone ? t.atOffset(ZoneOffset.UTC) : t.atOffset(ZoneOffset.UTC).toLocalDateTime();
    }

    /** The clause that locks the rows a query reads until the commit. */
    String forUpdate() {
        return " FOR UPDATE";
    }

    /** The clause that keeps only the first row of an ordered query. */
    String firstRowOnly() {
        return " FETCH FIRST 1 ROWS ONLY";
    }

    /** The clause that keeps the first {@code n} rows of an ordered query. */
    String firstRows(int n) {
        return " FETCH FIRST " + n + " ROWS ONLY";
    }

    /** The aggregate giving the latest of a timestamp column's values. */
    String latest(String expression) {
        return "max(" + expression + ")";
    }

    /** Whether a column may hold the times a fact field needs. */
    boolean acceptsAsTimestamp(Column column) {
        return column.isTimestamp();
    }

    static SqlDialect of(Connection c) throws SQLException {
        String product = c.getMetaData().getDatabaseProductName().toLowerCase(java.util.Locale.ROOT);
        return product.contains("postgres") ? POSTGRESQL : product.contains("sqlite") ? SQLITE : H2;
    }
}
