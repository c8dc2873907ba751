package io.memscope.store.json;

import io.memscope.model.FactId;
import io.memscope.store.StoreException;

/**
 * The fact table of a store being read, with what refuses a fact before it is added: an id already loaded, or
 * one a command could not tell from another ({@link MixedIdTypes}). Both the reader of the file's structure and
 * the reader of its facts add to it, and the two halves of a split read ({@link TailRead}) are joined here.
 */
final class LoadingTable {
    private final JsonErrors errors;
    private final FactTable table = new FactTable();
    /** Refuses ids 1 and "1" in one store. */
    private final MixedIdTypes idTypes = new MixedIdTypes();

    LoadingTable(JsonErrors errors) {
        this.errors = errors;
    }

    FactTable table() {
        return table;
    }

    /** Adds a read fact; {@code line} and {@code column} (-1: none) name where it is in messages only. */
    void append(FactDraft d, long line, long column) throws StoreException {
        int first = table.rowOf(d.id);
        if (first >= 0) {
            throw errors.whole(where(line, column) + ": duplicate id " + d.id + " (first at line "
                    + table.lineOf(first) + ")");
        }
        int twin = idTypes.twinRow(table, d.id);
        if (twin >= 0) {
            throw errors.whole(where(line, column) + ": id " + quoted(d.id) + " and id " + quoted(table.id(twin))
                    + " at line " + table.lineOf(twin) + " are one number and one string, which commands and"
                    + " the window cannot tell apart; give every fact an id of one type");
        }
        try {
            table.append(d);
        } catch (IllegalStateException tooLarge) {
            throw errors.whole(where(line, column) + ": " + tooLarge.getMessage());
        }
        idTypes.appended(table, d.id);
    }

    /** Whether the facts share an id, or an id and its string twin, with {@code rest}'s: they are not joined then. */
    boolean sharesIdWith(LoadingTable rest) {
        return table.sharesIdWith(rest.table) || idTypes.mayClashWith(rest.idTypes);
    }

    /** Whether {@link #appendAll} can take {@code rest}: no column would pass what one array holds. */
    boolean canAppend(LoadingTable rest) {
        return table.canAppend(rest.table);
    }

    /** Appends {@code rest}'s facts, read after the boundary of a split read; nothing is appended after them. */
    void appendAll(LoadingTable rest) {
        table.appendAll(rest.table);
    }

    private static String quoted(FactId id) {
        return id.isNumeric() ? id.toString() : "\"" + id + "\"";
    }

    private static String where(long line, long column) {
        return "line " + line + (column < 0 ? "" : ", column " + column);
    }
}
