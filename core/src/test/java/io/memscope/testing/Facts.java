package io.memscope.testing;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.ValueKind;

import java.time.Instant;

/** Terse fact construction for tests: times are whole days since 2024-01-01, -1 meaning null. */
public final class Facts {
    public static final Instant BASE = Instant.parse("2024-01-01T00:00:00Z");

    private Facts() {
    }

    public static Instant day(int d) {
        return BASE.plusSeconds(86_400L * d);
    }

    /** A fact of subject {@code s}, predicate {@code p}; {@code to} &lt; 0 means current, {@code next} &lt; 0 means none. */
    public static Fact fact(long id, String s, String p, String value, int from, int to, long next) {
        return new Fact(FactId.of(id), s, p, value, ValueKind.TEXT, day(from), to < 0 ? null : day(to),
                next < 0 ? null : FactId.of(next), null, null, null, null);
    }

    public static Fact undated(long id, String s, String p, String value) {
        return new Fact(FactId.of(id), s, p, value, ValueKind.TEXT, null, null, null, null, null, null, null);
    }
}
