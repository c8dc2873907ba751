package io.memscope.store.json;

import io.memscope.model.FactId;
import io.memscope.model.ValueKind;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The fields of the fact being read, reused for every fact so reading allocates no per-fact object
 * besides the strings Jackson hands over. Timestamps are epoch micros or {@link Timestamps#NULL}.
 */
final class FactDraft {
    FactId id;
    String subject;
    String predicate;
    String value;
    ValueKind valueKind = ValueKind.TEXT;
    long validFrom = Timestamps.NULL;
    long validTo = Timestamps.NULL;
    FactId supersededBy;
    long recordedAt = Timestamps.NULL;
    String source;
    String agent;
    double confidence = Double.NaN;
    /** Null until the fact has a field beyond the contract's; most native stores never allocate one. */
    Map<String, String> metadata;
    boolean inferredLink;
    boolean unknownEnd;
    int line;
    /** Where the fact starts on its line, or -1 when the reader does not know (foreign formats). */
    int column = -1;

    /** Keeps a source field; a name already taken gets a numbered suffix so neither value is lost. */
    void putMetadata(String key, String value) {
        if (metadata == null) {
            metadata = new LinkedHashMap<>();
        }
        String k = key;
        for (int n = 2; metadata.containsKey(k); n++) {
            k = key + " (" + n + ")";
        }
        metadata.put(k, value);
    }

    void clear() {
        id = null;
        subject = null;
        predicate = null;
        value = null;
        valueKind = ValueKind.TEXT;
        validFrom = Timestamps.NULL;
        validTo = Timestamps.NULL;
        supersededBy = null;
        recordedAt = Timestamps.NULL;
        source = null;
        agent = null;
        confidence = Double.NaN;
        metadata = null;
        inferredLink = false;
        unknownEnd = false;
        line = 0;
        column = -1;
    }
}
