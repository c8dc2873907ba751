package io.memscope.store;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How memscope read a store, to be shown beside what it found: the format, and where each memscope field
 * came from ({@code mapping}: field name to a description of its source, in field order; only the fields
 * whose source is not the field of the same name), and how many {@code superseded_by} links memscope
 * inferred rather than read.
 */
public record StoreSource(StoreFormat format, Map<String, String> mapping, long inferredLinks) {
    /** A store in memscope's own format with every field under its own name. */
    public static final StoreSource NATIVE = new StoreSource(StoreFormat.MEMSCOPE, Map.of(), 0);

    public StoreSource {
        mapping = Collections.unmodifiableMap(new LinkedHashMap<>(mapping));
    }

    /** Implemented by stores that can say how they were read; others are {@link #NATIVE}. */
    public interface Described {
        StoreSource source();
    }

    public static StoreSource of(MemoryStore store) {
        return store instanceof Described d ? d.source() : NATIVE;
    }
}
