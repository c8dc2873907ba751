package io.memscope.store.jdbc;

import java.util.List;

/**
 * The schema memscope creates for a new store: the brief's facts table with every optional column,
 * the dependency table and memscope's predicate cardinalities. Names are quoted lower case so H2 and
 * PostgreSQL catalogs show them alike. The facts index ({@link StoreIndexes#ANALYSIS_INDEX}) gives the
 * analysis and the overview their rows in (subject, predicate) order without reading the table, and a
 * subject's facts at a seek; the dependency indexes serve recheck propagation both ways.
 */
final class StoreDdl {
    private StoreDdl() {
    }

    static String predicatesTable(SqlDialect d) {
        return "CREATE TABLE " + d.quote("memscope_predicates") + " (" + d.quote("predicate") + " "
                + d.textType() + " PRIMARY KEY, " + d.quote("cardinality") + " " + d.textType() + " NOT NULL)";
    }

    /** @param idType {@code BIGINT} or the dialect's text type, decided from the first id written */
    static List<String> factTables(SqlDialect d, String idType) {
        String text = d.textType();
        String ts = "TIMESTAMP WITH TIME ZONE";
        return List.of(
                "CREATE TABLE " + d.quote("facts") + " ("
                        + d.quote("id") + " " + idType + " PRIMARY KEY, "
                        + d.quote("subject") + " " + text + " NOT NULL, "
                        + d.quote("predicate") + " " + text + " NOT NULL, "
                        + d.quote("value") + " " + text + ", "
                        + d.quote("valid_from") + " " + ts + ", "
                        + d.quote("valid_to") + " " + ts + ", "
                        + d.quote("superseded_by") + " " + idType + ", "
                        + d.quote("recorded_at") + " " + ts + ", "
                        + d.quote("source") + " " + text + ", "
                        + d.quote("agent") + " " + text + ", "
                        + d.quote("confidence") + " DOUBLE PRECISION, "
                        // what a foreign source recorded beyond the contract (JSON object), and a guessed link
                        + d.quote("metadata") + " " + text + ", "
                        + d.quote("inferred_link") + " BOOLEAN)",
                "CREATE TABLE " + d.quote("fact_dependencies") + " (" + d.quote("fact_id") + " " + idType
                        + " NOT NULL, " + d.quote("depends_on") + " " + idType + " NOT NULL)");
    }

    /** Created after the bulk insert, which is faster than maintaining them row by row. */
    static List<String> indexes(SqlDialect d) {
        return List.of(
                index(d, StoreIndexes.ANALYSIS_INDEX, "facts",
                        StoreIndexes.analysisColumns(true).toArray(String[]::new)),
                index(d, "fact_dependencies_fact_id", "fact_dependencies", "fact_id"),
                index(d, "fact_dependencies_depends_on", "fact_dependencies", "depends_on"));
    }

    static String insertFact(SqlDialect d) {
        return "INSERT INTO " + d.quote("facts") + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    }

    /** The mark of an end without a time, added only to a store that has such a fact ({@link StoreSchema#UNKNOWN_END}). */
    static String unknownEndColumn(SqlDialect d) {
        return "ALTER TABLE " + d.quote("facts") + " ADD COLUMN " + d.quote(StoreSchema.UNKNOWN_END) + " BOOLEAN";
    }

    static String markUnknownEnd(SqlDialect d) {
        return "UPDATE " + d.quote("facts") + " SET " + d.quote(StoreSchema.UNKNOWN_END) + " = TRUE WHERE "
                + d.quote("id") + " = ?";
    }

    static String insertDependency(SqlDialect d) {
        return "INSERT INTO " + d.quote("fact_dependencies") + " VALUES (?, ?)";
    }

    static String insertPredicate(SqlDialect d) {
        return "INSERT INTO " + d.quote("memscope_predicates") + " VALUES (?, ?)";
    }

    private static String index(SqlDialect d, String name, String table, String... columns) {
        return "CREATE INDEX " + d.quote(name) + " ON " + d.quote(table) + " ("
                + String.join(", ", java.util.Arrays.stream(columns).map(d::quote).toList()) + ")";
    }
}
