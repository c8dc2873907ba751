package io.memscope.store;

import java.util.Locale;

public enum StoreKind {
    H2("H2"), POSTGRESQL("PostgreSQL"), SQLITE("SQLite"), JSON("JSON"), NEO4J("Neo4j");

    private final String displayName;

    StoreKind(String displayName) {
        this.displayName = displayName;
    }

    public String displayName() {
        return displayName;
    }

    /**
     * The kind of store a location names, judged by its form alone (nothing is read, so the window can say
     * it while the store is still being opened); null for a location memscope does not read.
     */
    public static StoreKind of(String location) {
        if (location == null) {
            return null;
        }
        String lower = location.toLowerCase(Locale.ROOT);
        if (lower.startsWith("jdbc:")) {
            return lower.startsWith("jdbc:h2:") ? H2 : lower.startsWith("jdbc:postgresql:") ? POSTGRESQL
                    : lower.startsWith("jdbc:sqlite:") ? SQLITE : null;
        }
        if (lower.matches("(neo4j|bolt)(\\+s|\\+ssc)?://.*")) {
            return NEO4J;
        }
        if (lower.endsWith(".mv.db")) {
            return H2;
        }
        if (lower.endsWith(".db") || lower.endsWith(".sqlite") || lower.endsWith(".sqlite3")) {
            // by name only; the opener reads the file's header before it trusts the name (SqliteFiles)
            return SQLITE;
        }
        if (lower.endsWith(".json") || lower.endsWith(".jsonl") || lower.endsWith(".ndjson")) {
            return JSON;
        }
        return null;
    }
}
