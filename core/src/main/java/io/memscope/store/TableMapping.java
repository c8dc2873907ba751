package io.memscope.store;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Which table holds the facts and which column holds each fact field, for SQL stores whose names are not
 * memscope's ({@code --table memories --map value=object,valid_from=valid_at}). {@code columns} names only
 * the fields whose column is not named like the field; names match case-insensitively. The field
 * {@code metadata} may name a column of JSON objects; columns nobody maps are kept as metadata anyway.
 * A source may walk into a JSON column ({@code subject=payload.user_id}: dots separate the keys) and may
 * list alternatives, the first that is not NULL winning ({@code subject=payload.user_id|payload.agent_id});
 * a column whose name is exactly such a text is that column. {@link MappingProposal} proposes one for a table.
 */
public record TableMapping(String table, Map<String, String> columns) {
    /** The fact fields a column can be mapped to, in the order they are shown. */
    public static final List<String> FIELDS = List.of("id", "subject", "predicate", "value", "valid_from",
            "valid_to", "superseded_by", "recorded_at", "source", "agent", "confidence", "metadata");
    public static final TableMapping DEFAULT = new TableMapping("facts", Map.of());

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
}
