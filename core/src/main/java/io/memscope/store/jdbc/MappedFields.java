package io.memscope.store.jdbc;

import io.memscope.store.StoreException;

import java.sql.Types;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Turns a mapped source that is not simply a column into SQL: {@code payload.user_id} walks into the JSON
 * column {@code payload} (PostgreSQL's {@code ->>}, SQLite's {@code json_extract}), and {@code a|b} takes the
 * first of its sources that is not NULL. A column whose name is exactly the dotted text is that column:
 * the table's own names come first. A missing key reads as NULL, as a NULL column would.
 */
final class MappedFields {
    /** Fields that hold times: a JSON text is cast to a timestamp with time zone where SQL compares them. */
    static final List<String> TIMES = List.of("valid_from", "valid_to", "recorded_at");

    private MappedFields() {
    }

    /** Whether {@code source} asks for more than the column it names (judged before the catalog is read). */
    static boolean isExpression(String source) {
        return source.indexOf('.') >= 0 || source.indexOf('|') >= 0;
    }

    /**
     * The field read from {@code source}, or null when it is one column of the table (read as usual).
     *
     * @throws StoreException naming the field and source when a column is missing, a key is empty, or the
     *                        database cannot walk into JSON (H2)
     */
    static MappedField resolve(String field, String source, Map<String, Column> physical, SqlDialect dialect,
                               String table, String location) throws StoreException {
        if (physical.containsKey(source.toLowerCase(Locale.ROOT))) {
            return null;
        }
        String where = location + ": --map " + field + "=" + source;
        List<String> alternatives = Arrays.stream(source.split("\\|", -1)).map(String::strip).toList();
        boolean time = TIMES.contains(field);
        List<UnaryOperator<String>> parts = new ArrayList<>();
        Column first = null;
        for (String alt : alternatives) {
            if (alt.isEmpty()) {
                throw new StoreException(where + ": an empty source between the | signs");
            }
            Column col = physical.get(alt.toLowerCase(Locale.ROOT));
            if (col != null) {
                first = first == null ? col : first;
                parts.add(plain(col, dialect, alternatives.size() > 1 && !time));
                continue;
            }
            int dot = alt.indexOf('.');
            Column base = dot < 0 ? null : physical.get(alt.substring(0, dot).toLowerCase(Locale.ROOT));
            if (base == null) {
                throw new StoreException(location + " has no column " + (dot < 0 ? alt : alt.substring(0, dot))
                        + " (mapped to " + field + ") in table " + table);
            }
            List<String> keys = Arrays.asList(alt.substring(dot + 1).split("\\.", -1));
            if (keys.stream().anyMatch(String::isBlank)) {
                throw new StoreException(where + ": an empty key in " + alt);
            }
            parts.add(path(base, keys, dialect, time, where));
        }
        Column type = time ? timeColumn(dialect, first, source) : textColumn(dialect, first, source,
                alternatives.size());
        UnaryOperator<String> sql = parts.size() == 1 ? parts.get(0) : alias -> "COALESCE("
                + String.join(", ", parts.stream().map(p -> p.apply(alias)).toList()) + ")";
        return new MappedField(source, type, sql);
    }

    private static UnaryOperator<String> plain(Column col, SqlDialect dialect, boolean asText) {
        boolean cast = asText && dialect == SqlDialect.POSTGRESQL && !isText(col);
        return alias -> cast ? "CAST(" + alias + "." + col.quoted() + " AS text)" : alias + "." + col.quoted();
    }

    private static UnaryOperator<String> path(Column base, List<String> keys, SqlDialect dialect, boolean time,
                                              String where) throws StoreException {
        switch (dialect) {
            case POSTGRESQL -> {
                String type = base.typeName().toLowerCase(Locale.ROOT);
                // a text column holding JSON is read as jsonb, so the operators apply to it too
                String cast = type.equals("json") || type.equals("jsonb") ? "" : "::jsonb";
                StringBuilder walk = new StringBuilder();
                for (int i = 0; i < keys.size(); i++) {
                    walk.append(i == keys.size() - 1 ? "->>" : "->").append(literal(keys.get(i)));
                }
                return alias -> {
                    String text = "(" + alias + "." + base.quoted() + cast + ")" + walk;
                    return time ? "(" + text + ")::timestamptz" : "(" + text + ")";
                };
            }
            case SQLITE -> {
                StringBuilder jsonPath = new StringBuilder("$");
                for (String key : keys) {
                    if (key.indexOf('"') >= 0) {
                        throw new StoreException(where + ": a JSON key with a double quote cannot be read from SQLite");
                    }
                    jsonPath.append(".\"").append(key).append('"');
                }
                String p = literal(jsonPath.toString());
                return alias -> "json_extract(" + alias + "." + base.quoted() + ", " + p + ")";
            }
            default -> throw new StoreException(where + ": H2 has no JSON path operator; map the field to a"
                    + " column of its own");
        }
    }

    private static String literal(String text) {
        return "'" + text.replace("'", "''") + "'";
    }

    private static boolean isText(Column col) {
        return switch (col.jdbcType()) {
            case Types.VARCHAR, Types.CHAR, Types.LONGVARCHAR, Types.NVARCHAR, Types.NCHAR, Types.LONGNVARCHAR,
                 Types.CLOB -> true;
            default -> col.typeName().toLowerCase(Locale.ROOT).contains("text");
        };
    }

    /** A time from JSON is ISO-8601 text, cast to timestamptz on PostgreSQL, parsed as text on SQLite. */
    private static Column timeColumn(SqlDialect dialect, Column first, String source) {
        if (dialect == SqlDialect.SQLITE) {
            return new Column(source, null, Types.VARCHAR, "TEXT");
        }
        if (first != null && !first.hasTimeZone()) {
            return new Column(source, null, first.jdbcType(), first.typeName()); // COALESCE of naive columns
        }
        return new Column(source, null, Types.TIMESTAMP_WITH_TIMEZONE, "timestamptz");
    }

    private static Column textColumn(SqlDialect dialect, Column first, String source, int alternatives) {
        if (first != null && alternatives == 1) {
            return new Column(source, null, first.jdbcType(), first.typeName());
        }
        return new Column(source, null, Types.VARCHAR, dialect.textType());
    }
}
