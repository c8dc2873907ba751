package io.memscope.store;

import java.util.Locale;

/**
 * How the facts of a store were written: memscope's own contract, or the export of another memory system
 * that memscope translates on reading. Foreign formats are opened read-only; exporting one writes
 * memscope's format.
 */
public enum StoreFormat {
    MEMSCOPE("memscope"), GRAPHITI("graphiti"), MEM0("mem0"), SUPERSEDE("supersede");

    private final String jsonName;

    StoreFormat(String jsonName) {
        this.jsonName = jsonName;
    }

    /** The name used by {@code --format} and in {@code check --json}. */
    public String jsonName() {
        return jsonName;
    }

    public boolean isForeign() {
        return this != MEMSCOPE;
    }

    /** The format named {@code name} (any case), or null when there is none. */
    public static StoreFormat parse(String name) {
        for (StoreFormat f : values()) {
            if (f.jsonName.equals(name.strip().toLowerCase(Locale.ROOT))) {
                return f;
            }
        }
        return null;
    }
}
