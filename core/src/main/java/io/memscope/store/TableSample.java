package io.memscope.store;

import java.util.ArrayList;
import java.util.List;

/**
 * A table of a SQL store as it is offered for mapping: its columns with their types, the keys found in a
 * bounded sample of its JSON columns (dotted paths such as {@code payload.user_id}), and, for a table
 * memscope reads without a mapping (its own {@code facts}, Mem0's pgvector table, LangGraph's store), the
 * sentence that says so. Read only; nothing of the store is changed to make it.
 *
 * @param textTimes      whether a text column may hold the times (SQLite keeps them as text)
 * @param builtIn        what memscope reads the table as without a mapping, or empty
 * @param builtInMapping the mapping that opens it so (naming only the table, or memscope's default), or null
 * @param jsonNote       why no JSON key is offered although the table has JSON columns (H2), or empty
 */
public record TableSample(String table, List<ColumnInfo> columns, List<JsonKey> jsonKeys, int rowsRead,
                          boolean textTimes, String builtIn, TableMapping builtInMapping, String jsonNote) {
    /** What a column or a JSON key holds, as far as memscope's fields care. */
    public enum Kind { TEXT, NUMBER, UUID, TIME, BOOLEAN, OBJECT, OTHER }

    /** A column by its real name and its database type name. */
    public record ColumnInfo(String name, String type, Kind kind) {
    }

    /** A key found inside a JSON column, by its path from the column ({@code payload.user_id}). */
    public record JsonKey(String path, Kind kind) {
    }

    public TableSample {
        columns = List.copyOf(columns);
        jsonKeys = List.copyOf(jsonKeys);
        builtIn = builtIn == null ? "" : builtIn;
        jsonNote = jsonNote == null ? "" : jsonNote;
    }

    /** Whether memscope reads this table as it is, with no mapping. */
    public boolean needsNoMapping() {
        return builtInMapping != null;
    }

    /** Every source a field may be read from: the columns, then the JSON paths, in the order found. */
    public List<String> sources() {
        List<String> all = new ArrayList<>();
        columns.forEach(c -> all.add(c.name()));
        jsonKeys.forEach(k -> all.add(k.path()));
        return all;
    }
}
