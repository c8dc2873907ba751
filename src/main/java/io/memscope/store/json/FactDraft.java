package io.memscope.store.json;

import io.memscope.model.FactId;
import io.memscope.model.ValueKind;

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
    int line;

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
        line = 0;
    }
}
