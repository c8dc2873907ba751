package io.memscope.store.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

/**
 * memscope's own tables in a relational store: {@code memscope_predicates} (cardinalities),
 * {@code memscope_flags} (recheck flags) and {@code memscope_audit} (the hash-chained log). They are
 * looked up in any letter case, and created only by {@link #ensure} at the start of an edit, never when
 * a store is merely read, so a read-only store is never touched.
 */
record MemscopeTables(String predicates, String flags, String audit) {
    static final String PREDICATES = "memscope_predicates";
    static final String FLAGS = "memscope_flags";
    static final String AUDIT = "memscope_audit";

    /** The tables that exist (quoted names), or null for those that do not. */
    static MemscopeTables find(Connection c, SqlDialect d) throws SQLException {
        Catalog catalog = new Catalog(c, d);
        return new MemscopeTables(quoted(catalog.table(PREDICATES), d), quoted(catalog.table(FLAGS), d),
                quoted(catalog.table(AUDIT), d));
    }

    /** Creates whichever of the three tables is missing; returns whether any was created. */
    static boolean ensure(Connection c, SqlDialect d) throws SQLException {
        MemscopeTables found = find(c, d);
        boolean created = false;
        try (Statement st = c.createStatement()) {
            if (d == SqlDialect.POSTGRESQL && found.anyMissing()) {
                // two first actions at once would both create the tables and one would fail on PostgreSQL's
                // catalog; the second waits here for the first to commit, then finds them
                st.execute("SELECT pg_advisory_xact_lock(hashtext('memscope_tables'))");
                found = find(c, d);
            }
            if (found.predicates == null) {
                st.execute(StoreDdl.predicatesTable(d));
                created = true;
            }
            if (found.flags == null) {
                st.execute(flagsTable(d));
                created = true;
            }
            if (found.audit == null) {
                st.execute(auditTable(d));
                created = true;
            }
        }
        return created;
    }

    private boolean anyMissing() {
        return predicates == null || flags == null || audit == null;
    }

    /** Ids are kept as text whatever the facts table uses, so one layout serves numeric and string stores. */
    private static String flagsTable(SqlDialect d) {
        String text = d.textType();
        return "CREATE TABLE " + d.quote(FLAGS) + " ("
                + d.quote("fact_id") + " " + text + " PRIMARY KEY, "
                + d.quote("reason") + " " + text + ", "
                + d.quote("flagged_at") + " TIMESTAMP WITH TIME ZONE, "
                + d.quote("operator") + " " + text + ", "
                + d.quote("spread_from") + " " + text + ")";
    }

    /**
     * The primary key on the sequence number makes two memscope instances that append at once collide
     * instead of forking the chain. The changes (facts before and after) are one JSON text.
     */
    private static String auditTable(SqlDialect d) {
        String text = d.textType();
        String large = d == SqlDialect.H2 ? "CHARACTER LARGE OBJECT" : "text";
        return "CREATE TABLE " + d.quote(AUDIT) + " ("
                + d.quote("sequence") + " BIGINT PRIMARY KEY, "
                + d.quote("recorded_at") + " TIMESTAMP WITH TIME ZONE NOT NULL, "
                + d.quote("operator") + " " + text + " NOT NULL, "
                + d.quote("action") + " " + text + " NOT NULL, "
                + d.quote("reason") + " " + text + ", "
                + d.quote("undoes") + " BIGINT, "
                + d.quote("changes") + " " + large + " NOT NULL, "
                + d.quote("previous_hash") + " " + text + " NOT NULL, "
                + d.quote("hash") + " " + text + " NOT NULL)";
    }

    private static String quoted(Optional<String> name, SqlDialect d) {
        return name.map(d::quote).orElse(null);
    }
}
