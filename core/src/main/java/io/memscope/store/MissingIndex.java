package io.memscope.store;

import java.util.List;

/** An index a store lacks for fast analysis: where it goes, and the statement that creates it. */
public record MissingIndex(String table, List<String> columns, String statement) {
    public MissingIndex {
        columns = List.copyOf(columns);
    }

    /** As an operator reads it: {@code facts(subject, predicate, ...)}. */
    public String shown() {
        return table + "(" + String.join(", ", columns) + ")";
    }
}
