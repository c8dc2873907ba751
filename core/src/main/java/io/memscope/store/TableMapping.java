package io.memscope.store;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which table holds the facts and which column holds each fact field, for SQL stores whose names are not
 * memscope's ({@code --table memories --map value=object,valid_from=valid_at}). {@code columns} names only
 * the fields whose column is not named like the field; names match case-insensitively. The field
 * {@code metadata} may name a column of JSON objects; columns nobody maps are kept as metadata anyway.
 * A source may walk into a JSON column ({@code subject=payload.user_id}: dots separate the keys) and may
 * list alternatives, the first that is not NULL winning ({@code subject=payload.user_id|payload.agent_id});
 * a column whose name is exactly such a text is that column.
 */
public record TableMapping(String table, Map<String, String> columns) {
    /** The fact fields a column can be mapped to, in the order they are shown. */
    public static final List<String> FIELDS = List.of("id", "subject", "predicate", "value", "valid_from",
            "valid_to", "superseded_by", "recorded_at", "source", "agent", "confidence", "metadata");
    public static final TableMapping DEFAULT = new TableMapping("facts", Map.of());

    /** Column names often used for each field, in order of preference, for {@link #propose}. */
    private static final Map<String, List<String>> SYNONYMS = synonyms();

    /** @throws IllegalArgumentException when a key is not a fact field or a name is blank */
    public TableMapping {
        if (table == null || table.isBlank()) {
            throw new IllegalArgumentException("the table name is empty");
        }
        for (Map.Entry<String, String> e : columns.entrySet()) {
            if (!FIELDS.contains(e.getKey())) {
                throw new IllegalArgumentException("\"" + e.getKey() + "\" is not a fact field (fields: "
                        + String.join(", ", FIELDS) + ")");
            }
            if (e.getValue() == null || e.getValue().isBlank()) {
                throw new IllegalArgumentException("no column given for " + e.getKey());
            }
        }
        Map<String, String> ordered = new LinkedHashMap<>();
        for (String field : FIELDS) {
            String column = columns.get(field);
            if (column != null && !column.equalsIgnoreCase(field)) {
                ordered.put(field, column.strip());
            }
        }
        columns = java.util.Collections.unmodifiableMap(ordered);
        table = table.strip();
    }

    /**
     * Reads {@code --map}: {@code field=column} pairs separated by commas, e.g. {@code value=object,valid_from=valid_at}
     * or {@code value=payload.data}.
     *
     * @param table the table, or null for {@code facts}
     * @param map   the pairs, or null for none
     * @throws IllegalArgumentException with a one-line reason when the text is not such a list
     */
    public static TableMapping parse(String table, String map) {
        Map<String, String> columns = new LinkedHashMap<>();
        if (map != null && !map.isBlank()) {
            for (String pair : map.split(",")) {
                int eq = pair.indexOf('=');
                if (eq < 0) {
                    throw new IllegalArgumentException("\"" + pair.strip() + "\" is not field=column");
                }
                String field = pair.substring(0, eq).strip().toLowerCase(Locale.ROOT);
                if (columns.put(field, pair.substring(eq + 1).strip()) != null) {
                    throw new IllegalArgumentException(field + " is mapped twice");
                }
            }
        }
        return new TableMapping(table == null ? DEFAULT.table : table, columns);
    }

    /** The column that holds {@code field}: the mapped one, else the field's own name. */
    public String columnFor(String field) {
        return columns.getOrDefault(field, field);
    }

    public boolean isDefault() {
        return columns.isEmpty() && table.equalsIgnoreCase(DEFAULT.table);
    }

    /**
     * A mapping for a table with these columns: a field keeps a column of its own name, else takes the first
     * free column among the names memory systems commonly use for it (valid_at for valid_from, object or
     * memory for value, ...). Fields nothing matches are left to the operator.
     */
    public static TableMapping propose(String table, Collection<String> columnNames) {
        Map<String, String> byLower = new LinkedHashMap<>();
        for (String c : columnNames) {
            byLower.putIfAbsent(c.toLowerCase(Locale.ROOT), c);
        }
        Set<String> taken = new TreeSet<>();
        for (String field : FIELDS) {
            if (byLower.containsKey(field)) {
                taken.add(field);
            }
        }
        Map<String, String> proposed = new LinkedHashMap<>();
        for (String field : FIELDS) {
            if (byLower.containsKey(field)) {
                continue;
            }
            for (String candidate : SYNONYMS.getOrDefault(field, List.of())) {
                if (byLower.containsKey(candidate) && taken.add(candidate)) {
                    proposed.put(field, byLower.get(candidate));
                    break;
                }
            }
        }
        return new TableMapping(table, proposed);
    }

    private static Map<String, List<String>> synonyms() {
        Map<String, List<String>> s = new LinkedHashMap<>();
        s.put("id", List.of("uuid", "fact_id", "memory_id", "edge_id", "pk"));
        s.put("subject", List.of("entity", "subject_id", "user_id", "source_node", "source_node_uuid", "owner"));
        s.put("predicate", List.of("relation", "relation_type", "attribute", "property", "key", "name"));
        s.put("value", List.of("object", "memory", "content", "target_node_uuid", "target", "fact", "text", "val"));
        s.put("valid_from", List.of("valid_at", "valid_since", "effective_from", "start_time", "starts_at"));
        s.put("valid_to", List.of("invalid_at", "valid_until", "effective_to", "end_time", "ends_at",
                "expired_at"));
        s.put("superseded_by", List.of("replaced_by", "superseded_by_id", "successor_id", "next_id"));
        s.put("recorded_at", List.of("created_at", "inserted_at", "ingested_at", "recorded"));
        s.put("source", List.of("episode", "episodes", "provenance", "origin"));
        s.put("agent", List.of("agent_id", "actor", "actor_id", "writer"));
        s.put("confidence", List.of("score", "certainty", "probability"));
        s.put("metadata", List.of("meta", "attributes", "extra", "properties"));
        return s;
    }
}
