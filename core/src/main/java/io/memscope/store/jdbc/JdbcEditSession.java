package io.memscope.store.jdbc;

import io.memscope.model.AuditEntry;
import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.RecheckFlag;
import io.memscope.store.ConflictException;
import io.memscope.store.EditSession;
import io.memscope.store.StoreException;

import org.jdbi.v3.core.argument.Argument;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * One edit transaction on a relational store. Facts are read {@code FOR UPDATE}, so the rows compared
 * with what the operator saw stay locked until the commit: a concurrent writer either finished before
 * (and the comparison sees its change) or waits until after (and its change is applied on top, not lost).
 * Only {@code valid_to} and {@code superseded_by} are ever written to the facts table.
 */
final class JdbcEditSession implements EditSession {
    private final JdbcMemoryStore.Parts parts;
    private final OwnRecords own;
    private final MemscopeTables tables;

    JdbcEditSession(JdbcMemoryStore.Parts parts, OwnRecords own, MemscopeTables tables) {
        this.parts = parts;
        this.own = own;
        this.tables = tables;
    }

    @Override
    public Optional<Fact> fact(FactId id) throws StoreException {
        if (!parts.schema().ids().canBind(id)) {
            return Optional.empty();
        }
        return parts.sql().first("locking fact " + id,
                select() + parts.schema().col("f", "id") + " = ?" + parts.dialect().forUpdate(),
                q -> q.bind(0, parts.schema().ids().argument(id)), parts.reader()::read);
    }

    @Override
    public List<Fact> facts(String subject, String predicate) throws StoreException {
        StoreSchema s = parts.schema();
        List<Fact> found = new ArrayList<>(parts.sql().list("locking facts of " + subject + " / " + predicate,
                select() + s.col("f", "subject") + " = ? AND " + s.col("f", "predicate") + " = ?"
                        + parts.dialect().forUpdate(),
                q -> q.bind(0, subject).bind(1, predicate), parts.reader()::read));
        found.sort(Comparator.comparing(Fact::id));
        return found;
    }

    private String select() {
        return "SELECT " + parts.reader().selectList("f") + " FROM " + parts.schema().facts() + " f WHERE ";
    }

    @Override
    public List<Dependency> dependenciesOf(FactId id) throws StoreException {
        return parts.store().dependenciesInTransaction(id);
    }

    @Override
    public void replaceFact(Fact seen, Fact replacement) throws StoreException {
        if (!seen.withValidity(replacement.validTo(), replacement.supersededBy()).equals(replacement)) {
            throw new IllegalArgumentException("only valid_to and superseded_by of fact " + seen.id() + " may change");
        }
        Fact stored = fact(seen.id()).orElseThrow(() -> new ConflictException(parts.location() + ": fact "
                + seen.id() + " no longer exists; reload and decide again"));
        if (!stored.equals(seen)) {
            throw new ConflictException(parts.location() + ": fact " + seen.id() + " changed since it was shown ("
                    + io.memscope.store.FactDifference.describe(seen, stored) + "); nothing was changed, reload and decide again");
        }
        StoreSchema s = parts.schema();
        if (replacement.supersededBy() != null && !s.successorIds().canBind(replacement.supersededBy())) {
            throw new StoreException(parts.location() + ": fact id " + replacement.supersededBy()
                    + " cannot be stored in column superseded_by");
        }
        requireColumnFor(s, "valid_to", replacement.validTo() != null || seen.validTo() != null, seen);
        requireColumnFor(s, "superseded_by", replacement.supersededBy() != null || seen.supersededBy() != null, seen);
        List<String> sets = new ArrayList<>(2);
        for (String name : StoreSchema.MAY_BE_MISSING) {
            if (s.has(name)) {
                sets.add(s.column(name).quoted() + " = ?");
            }
        }
        if (sets.isEmpty()) {
            return; // nothing to record, and requireColumnFor showed nothing was to change
        }
        String update = "UPDATE " + s.facts() + " SET " + String.join(", ", sets) + " WHERE "
                + s.column("id").quoted() + " = ?";
        List<Argument> values = new ArrayList<>(3);
        if (s.has("valid_to")) {
            values.add(Sql.object(parts.dialect().timestampValue(replacement.validTo(),
                    s.column("valid_to").hasTimeZone())));
        }
        if (s.has("superseded_by")) {
            values.add(replacement.supersededBy() == null ? Sql.object(null)
                    : s.successorIds().argument(replacement.supersededBy()));
        }
        values.add(s.ids().argument(seen.id()));
        parts.sql().update("updating fact " + seen.id(), update, u -> {
            for (int i = 0; i < values.size(); i++) {
                u.bind(i, values.get(i));
            }
        });
    }

    /** An action that would set a column the table lacks is refused: it cannot be recorded, so nothing is. */
    private void requireColumnFor(StoreSchema s, String column, boolean needed, Fact fact) throws StoreException {
        if (needed && !s.has(column)) {
            throw new StoreException(parts.location() + ": table " + s.tableName() + " has no column " + column
                    + ", so fact " + fact.id() + " cannot be changed there; nothing was changed (export the store"
                    + " to a memscope store to act on it)");
        }
    }

    @Override
    public Cardinality declaredCardinality(String predicate) throws StoreException {
        List<Cardinality> found = parts.sql().list("reading the cardinality of " + predicate, "SELECT "
                + q("cardinality") + " FROM " + tables.predicates() + " WHERE " + q("predicate") + " = ?"
                + parts.dialect().forUpdate(), q -> q.bind(0, predicate), rs -> Cardinality.parse(rs.getString(1)));
        return found.isEmpty() ? null : found.get(found.size() - 1);
    }

    @Override
    public void setCardinality(String predicate, Cardinality cardinality) throws StoreException {
        own.update("declaring " + predicate, "DELETE FROM " + tables.predicates() + " WHERE " + q("predicate")
                + " = ?", u -> u.bind(0, predicate));
        if (cardinality != null) {
            own.update("declaring " + predicate, "INSERT INTO " + tables.predicates() + " (" + q("predicate")
                    + ", " + q("cardinality") + ") VALUES (?, ?)", u -> u.bind(0, predicate)
                    .bind(1, cardinality.jsonName()));
        }
    }

    @Override
    public List<RecheckFlag> flags() throws StoreException {
        return own.flags();
    }

    @Override
    public void putFlag(RecheckFlag flag) throws StoreException {
        own.putFlag(flag);
    }

    @Override
    public void removeFlag(FactId factId) throws StoreException {
        own.removeFlag(factId);
    }

    @Override
    public List<AuditEntry> auditLog() throws StoreException {
        return own.auditLog();
    }

    @Override
    public void auditNewestFirst(java.util.function.Predicate<AuditEntry> visit) throws StoreException {
        own.auditNewestFirst(visit);
    }

    @Override
    public void appendAudit(AuditEntry entry) throws StoreException {
        own.append(entry);
    }

    private String q(String name) {
        return parts.dialect().quote(name);
    }
}
