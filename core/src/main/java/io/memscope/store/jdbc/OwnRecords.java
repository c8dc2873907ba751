package io.memscope.store.jdbc;

import io.memscope.model.AuditEntry;
import io.memscope.model.FactId;
import io.memscope.model.RecheckFlag;
import io.memscope.store.codec.AuditJson;
import io.memscope.store.ConflictException;
import io.memscope.store.StoreException;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Reads and writes memscope's flags and audit log in their tables. Used by the store's read-only
 * accessors (which find nothing when the tables do not exist yet) and by the edit session.
 */
final class OwnRecords {
    private final Connection connection;
    private final SqlDialect dialect;
    private final Sql sql;
    private final IdCodec ids;
    private final String location;
    private final MemscopeTables tables;

    OwnRecords(Connection connection, SqlDialect dialect, Sql sql, IdCodec ids, String location,
               MemscopeTables tables) {
        this.connection = connection;
        this.dialect = dialect;
        this.sql = sql;
        this.ids = ids;
        this.location = location;
        this.tables = tables;
    }

    List<RecheckFlag> flags() throws StoreException {
        if (tables.flags() == null) {
            return List.of();
        }
        String query = "SELECT " + cols("fact_id", "reason", "flagged_at", "operator", "spread_from")
                + " FROM " + tables.flags();
        List<RecheckFlag> flags = new ArrayList<>(sql.list("reading memscope_flags", query, Sql.NO_PARAMETERS,
                rs -> new RecheckFlag(id(rs.getString(1)), rs.getString(2), dialect.readTimestamp(rs, 3, true),
                        rs.getString(4), id(rs.getString(5)))));
        flags.sort(Comparator.comparing(RecheckFlag::factId));
        return flags;
    }

    List<AuditEntry> auditLog() throws StoreException {
        List<AuditEntry> entries = new ArrayList<>();
        readAudit("", entries::add);
        return entries;
    }

    /** Newest first while {@code visit} says go on; the rest of the log is never read (the sequence is its key). */
    void auditNewestFirst(java.util.function.Predicate<AuditEntry> visit) throws StoreException {
        try {
            readAudit(" DESC", entry -> {
                if (!visit.test(entry)) {
                    throw new Enough();
                }
            });
        } catch (Enough enough) {
            // the statement is closed on the way out
        }
    }

    private void readAudit(String order, java.util.function.Consumer<AuditEntry> to) throws StoreException {
        if (tables.audit() == null) {
            return;
        }
        String query = "SELECT " + cols("sequence", "recorded_at", "operator", "action", "reason", "undoes",
                "changes", "previous_hash", "hash") + " FROM " + tables.audit() + " ORDER BY "
                + dialect.quote("sequence") + order;
        sql.stream("reading memscope_audit", query, Sql.NO_PARAMETERS, rs -> {
            long sequence = rs.getLong(1);
            long undoes = rs.getLong(6);
            Long undone = rs.wasNull() ? null : undoes;
            AuditJson.Changes changes;
            try {
                changes = AuditJson.readChanges(rs.getString(7));
            } catch (IllegalArgumentException e) {
                throw new StoreException(location + ": table memscope_audit, entry " + sequence + ": "
                        + e.getMessage());
            }
            return new AuditEntry(sequence, dialect.readTimestamp(rs, 2, true), rs.getString(3),
                    rs.getString(4), changes.facts(), changes.cardinalities(), changes.flags(), rs.getString(5),
                    undone, rs.getString(8), rs.getString(9));
        }, to::accept);
    }

    /** Ends a newest-first read early. */
    private static final class Enough extends RuntimeException {
        Enough() {
            super(null, null, false, false);
        }
    }

    void putFlag(RecheckFlag flag) throws StoreException {
        removeFlag(flag.factId());
        update("setting the flag of fact " + flag.factId(), "INSERT INTO " + tables.flags() + " ("
                + cols("fact_id", "reason", "flagged_at", "operator", "spread_from") + ") VALUES (?, ?, ?, ?, ?)",
                u -> u.bind(0, flag.factId().toString()).bind(1, flag.reason())
                        .bind(2, Sql.object(dialect.timestampValue(flag.flaggedAt(), true)))
                        .bind(3, flag.operator())
                        .bind(4, flag.spreadFrom() == null ? null : flag.spreadFrom().toString()));
    }

    void removeFlag(FactId id) throws StoreException {
        update("clearing the flag of fact " + id, "DELETE FROM " + tables.flags() + " WHERE "
                + dialect.quote("fact_id") + " = ?", u -> u.bind(0, id.toString()));
    }

    void append(AuditEntry e) throws StoreException {
        String insert = "INSERT INTO " + tables.audit() + " (" + cols("sequence", "recorded_at", "operator", "action",
                "reason", "undoes", "changes", "previous_hash", "hash") + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";
        try {
            sql.update("writing audit entry #" + e.sequence(), insert, u -> u.bind(0, e.sequence())
                    .bind(1, Sql.object(dialect.timestampValue(e.time(), true))).bind(2, e.operator())
                    .bind(3, e.action()).bind(4, e.reason()).bind(5, Sql.object(e.undoes()))
                    .bind(6, AuditJson.changesText(e)).bind(7, e.previousHash()).bind(8, e.hash()));
        } catch (StoreException ex) {
            if (ex.getCause() instanceof SQLException cause && SqlErrors.hasState(cause, "23")) {
                throw new ConflictException(location + ": audit entry #" + e.sequence()
                        + " was written by someone else at the same time; nothing was changed, try again");
            }
            throw ex;
        }
    }

    void update(String what, String statement, Sql.Bind bind) throws StoreException {
        sql.update(what, statement, bind);
    }

    private FactId id(String text) throws StoreException {
        if (text == null) {
            return null;
        }
        if (ids == IdCodec.NUMERIC) {
            try {
                return FactId.of(Long.parseLong(text.strip()));
            } catch (NumberFormatException e) {
                throw new StoreException(location + ": table memscope_flags: \"" + text
                        + "\" is not a fact id of this store (its ids are numbers)");
            }
        }
        return FactId.of(text);
    }

    private String cols(String... names) {
        List<String> quoted = new ArrayList<>();
        for (String n : names) {
            quoted.add(dialect.quote(n));
        }
        return String.join(", ", quoted);
    }
}
