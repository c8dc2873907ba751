package io.memscope.store.jdbc;

import io.memscope.model.Cardinality;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreSource;
import io.memscope.store.TableMapping;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Tables other memory systems keep, read with a mapping memscope knows: Mem0's pgvector collection
 * ({@code id uuid, vector, payload jsonb}) and LangGraph's BaseStore ({@code store(prefix, key, value, ...)}),
 * which hold only each item's latest state, and Hindsight's and Letta's tables with their history
 * ({@link HindsightTables}, {@link LettaTables}). All are only read (their owners write them). A table is taken for one of them by its exact columns, when the store has no
 * {@code facts} table and no {@code --map} was given, or when {@code --table} names such a table.
 */
final class KnownTables {
    /**
     * A table recognised: how to read it and what to say about it beside the report. {@code relation} is set
     * when the facts come from a query over several tables; {@code described} then says where each field
     * came from, since the query's own column names would say nothing.
     */
    record Known(TableMapping mapping, Map<String, MappedField> fields, List<String> skipped, StoreFormat format,
                 String history, Map<String, Cardinality> cardinalities, StoreSchema.Relation relation,
                 Map<String, String> described) {

        Known(TableMapping mapping, Map<String, MappedField> fields, List<String> skipped, StoreFormat format,
              String history, Map<String, Cardinality> cardinalities) {
            this(mapping, fields, skipped, format, history, cardinalities, null, Map.of());
        }

        StoreSchema schema(Connection c, SqlDialect dialect, String location) throws SQLException, StoreException {
            return relation != null ? StoreSchema.discover(c, dialect, location, relation)
                    : StoreSchema.discover(c, dialect, location, mapping, fields, skipped);
        }

        StoreSource source(Map<String, String> fromSchema) {
            Map<String, String> shown = new LinkedHashMap<>(relation != null ? described : fromSchema);
            shown.put("history", history);
            return new StoreSource(format, shown, 0);
        }
    }

    private static final Set<String> MEM0_COLUMNS = Set.of("id", "vector", "payload");
    private static final Set<String> LANGGRAPH_REQUIRED = Set.of("prefix", "key", "value");
    private static final Set<String> LANGGRAPH_COLUMNS =
            Set.of("prefix", "key", "value", "created_at", "updated_at", "expires_at", "ttl_minutes");

    private KnownTables() {
    }

    /**
     * The known table this store should be read as, or empty for memscope's reading. {@code mem0Asked} is
     * {@code --format mem0}: then a Mem0 table must be found, and its absence is the error.
     */
    static Optional<Known> find(Connection c, SqlDialect dialect, String location, TableMapping mapping,
                                boolean mem0Asked) throws SQLException, StoreException {
        if (!mapping.columns().isEmpty()) {
            if (mem0Asked) {
                throw new StoreException(location + ": Mem0's table is read as Mem0 writes it; --map does not apply");
            }
            return Optional.empty();
        }
        Catalog catalog = new Catalog(c, dialect);
        List<String> candidates = new ArrayList<>();
        if (!mapping.isDefault()) {
            catalog.table(mapping.table()).ifPresent(candidates::add);
        } else if (catalog.table(TableMapping.DEFAULT.table()).isEmpty() || mem0Asked) {
            candidates.addAll(tableNames(c));
        }
        for (String table : candidates) {
            Map<String, Column> columns = catalog.columns(table);
            if (!mem0Asked && dialect == SqlDialect.POSTGRESQL && HindsightTables.isLive(table, columns)) {
                return Optional.of(HindsightTables.known(catalog, table, columns, dialect, location));
            }
            if (!mem0Asked && dialect == SqlDialect.POSTGRESQL && LettaTables.isBlock(table, columns)) {
                return Optional.of(LettaTables.known(catalog, table, columns, dialect, location));
            }
            if (isMem0(columns, dialect)) {
                return Optional.of(mem0(table, columns, dialect, location));
            }
            // LangGraph has no H2 store, and H2 could not walk into the value's JSON anyway
            if (!mem0Asked && dialect != SqlDialect.H2 && isLangGraph(columns)) {
                return Optional.of(langGraph(table, columns, dialect, location));
            }
        }
        if (mem0Asked) {
            throw new StoreException(location + ": no table in Mem0's pgvector shape (id uuid, vector, payload jsonb)"
                    + (mapping.isDefault() ? "" : " named " + mapping.table()));
        }
        return Optional.empty();
    }

    /**
     * What a table with these columns is read as without a mapping, said for the operator, or empty: one of
     * the tables above, recognised by the same test as when it is opened.
     */
    static Optional<String> builtIn(String table, Map<String, Column> columns, SqlDialect dialect) {
        if (dialect == SqlDialect.POSTGRESQL && HindsightTables.isLive(table, columns)) {
            return Optional.of("Hindsight's memory_units: memscope reads it with invalidated_memory_units beside it"
                    + " (bank as subject, fact type as predicate, text as value); no mapping is needed");
        }
        if (dialect == SqlDialect.POSTGRESQL && LettaTables.isBlock(table, columns)) {
            return Optional.of("Letta's block table: memscope reads it with block_history beside it (the block as"
                    + " subject, label as predicate, value as value); no mapping is needed");
        }
        if (isMem0(columns, dialect)) {
            return Optional.of("Mem0's pgvector table: memscope reads it with its built-in mapping (owner from"
                    + " payload.user_id, agent_id or run_id, text from payload.data); no mapping is needed");
        }
        if (dialect != SqlDialect.H2 && isLangGraph(columns)) {
            return Optional.of("LangGraph's store table: memscope reads it with its built-in mapping (namespace"
                    + " as subject, key as predicate, value.content as value); no mapping is needed");
        }
        return Optional.empty();
    }

    private static boolean isMem0(Map<String, Column> columns, SqlDialect dialect) {
        if (dialect != SqlDialect.POSTGRESQL || !columns.keySet().equals(MEM0_COLUMNS)) {
            return false;
        }
        String payload = columns.get("payload").typeName().toLowerCase(Locale.ROOT);
        return columns.get("id").typeName().equalsIgnoreCase("uuid") && (payload.equals("jsonb") || payload.equals("json"));
    }

    private static boolean isLangGraph(Map<String, Column> columns) {
        return columns.keySet().containsAll(LANGGRAPH_REQUIRED) && LANGGRAPH_COLUMNS.containsAll(columns.keySet());
    }

    /**
     * Mem0 names a memory's owner by user, else agent, else run; {@code data} is the memory's text. The
     * vector is never read: it is large and says nothing a reviewer reads.
     */
    private static Known mem0(String table, Map<String, Column> columns, SqlDialect dialect, String location)
            throws StoreException {
        Map<String, MappedField> fields = new LinkedHashMap<>();
        fields.put("subject", MappedFields.resolve("subject", "payload.user_id|payload.agent_id|payload.run_id",
                columns, dialect, table, location));
        fields.put("predicate", constant("memory", dialect));
        fields.put("value", MappedFields.resolve("value", "payload.data", columns, dialect, table, location));
        fields.put("valid_from", MappedFields.resolve("valid_from", "payload.created_at", columns, dialect, table,
                location));
        TableMapping mapping = new TableMapping(table, Map.of("metadata", "payload"));
        // one memory does not contradict another: Mem0 keeps many memories per user
        return new Known(mapping, fields, List.of("vector"), StoreFormat.MEM0,
                "none: Mem0's table holds each memory's latest text; its changes are in Mem0's history.db",
                Map.of("memory", Cardinality.MANY));
    }

    /**
     * LangGraph's namespace (stored dot-joined in {@code prefix}) is the subject and the item's key its
     * predicate; a LangMem memory keeps its text under {@code content}, other items are shown whole.
     */
    private static Known langGraph(String table, Map<String, Column> columns, SqlDialect dialect, String location)
            throws StoreException {
        Column prefix = columns.get("prefix");
        Column key = columns.get("key");
        Map<String, MappedField> fields = new LinkedHashMap<>();
        fields.put("id", new MappedField("prefix + \"/\" + key", new Column("id", null, Types.VARCHAR,
                dialect.textType()), alias -> "(" + alias + "." + prefix.quoted() + " || '/' || " + alias + "."
                + key.quoted() + ")"));
        fields.put("value", MappedFields.resolve("value", "value.content|value", columns, dialect, table, location));
        List<String> times = new ArrayList<>();
        for (String name : List.of("updated_at", "created_at")) {
            if (columns.containsKey(name)) {
                times.add(name);
            }
        }
        Map<String, String> renamed = new LinkedHashMap<>();
        renamed.put("subject", "prefix");
        renamed.put("predicate", "key");
        renamed.put("metadata", "value");
        if (times.size() == 2) {
            fields.put("valid_from", MappedFields.resolve("valid_from", "updated_at|created_at", columns, dialect,
                    table, location));
        } else if (times.size() == 1) {
            renamed.put("valid_from", times.get(0));
        }
        if (columns.containsKey("created_at")) {
            renamed.put("recorded_at", "created_at");
        }
        return new Known(new TableMapping(table, renamed), fields, List.of(), StoreFormat.MEMSCOPE,
                "none: LangGraph's store holds each item's latest value only", Map.of());
    }

    /** A text constant that PostgreSQL will also order and group by (a bare literal there is a position). */
    private static MappedField constant(String text, SqlDialect dialect) {
        return new MappedField("\"" + text + "\"", new Column(text, null, Types.VARCHAR, dialect.textType()),
                alias -> "CAST('" + text + "' AS " + dialect.textType() + ")");
    }

    private static List<String> tableNames(Connection c) throws SQLException {
        List<String> names = new ArrayList<>();
        try (ResultSet rs = c.getMetaData().getTables(c.getCatalog(), c.getSchema(), "%", new String[]{"TABLE"})) {
            while (rs.next()) {
                names.add(rs.getString("TABLE_NAME"));
            }
        }
        return names;
    }
}
