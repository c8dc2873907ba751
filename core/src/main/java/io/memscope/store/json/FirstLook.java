package io.memscope.store.json;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * What {@link FormatSniffer} saw of a file's head, for the shapes to recognise themselves: the form, the
 * top-level keys read so far with the field names of the first record of each array, or the field names of
 * the first record of a bare array or JSON Lines. Only names, never values: a shape is told by its fields.
 */
final class FirstLook {
    enum Form { OBJECT, ARRAY, LINES, OTHER }

    /**
     * The fields only memscope's own facts have; a record with any of them is read (and judged) as memscope's.
     * Not {@code id}: every system's records have one.
     */
    static final Set<String> NATIVE_FIELDS = Set.of("subject", "predicate", "value", "valid_from", "valid_to",
            "superseded_by");

    final Form form;
    /** Top-level key to the fields of its array's first record; empty when the array is empty or not one. */
    private final Map<String, Set<String>> sections = new LinkedHashMap<>();
    /** Fields of the first record of a bare array or JSON Lines; empty when there is none. */
    private final Set<String> record = new LinkedHashSet<>();

    FirstLook(Form form) {
        this.form = form;
    }

    static FirstLook ofRecord(Form form, Set<String> fields) {
        FirstLook look = new FirstLook(form);
        look.record.addAll(fields);
        return look;
    }

    void addSection(String key, Set<String> firstRecord) {
        sections.put(key, Collections.unmodifiableSet(new LinkedHashSet<>(firstRecord)));
    }

    boolean isObject() {
        return form == Form.OBJECT;
    }

    /** A bare array or JSON Lines whose first record is known. */
    boolean isRecords() {
        return (form == Form.ARRAY || form == Form.LINES) && !record.isEmpty();
    }

    boolean hasKey(String key) {
        return sections.containsKey(key);
    }

    /** The first record's fields of the top-level array {@code key}; empty when absent, empty or not records. */
    Set<String> section(String key) {
        return sections.getOrDefault(key, Set.of());
    }

    Set<String> keys() {
        return sections.keySet();
    }

    Set<String> record() {
        return record;
    }

    /** Whether {@code fields} hold any of {@code names}. */
    static boolean anyOf(Set<String> fields, String... names) {
        for (String n : names) {
            if (fields.contains(n)) {
                return true;
            }
        }
        return false;
    }
}
