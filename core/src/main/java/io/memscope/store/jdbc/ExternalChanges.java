package io.memscope.store.jdbc;

import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * What a SQL store looked like when memscope first asked after opening or after its own edit (row counts,
 * or a file's stamp), against what it looks like now. Asked from a background thread while edits run on
 * another, so the first look is kept atomically.
 */
final class ExternalChanges {
    private final String location;
    private final AtomicReference<long[]> seen = new AtomicReference<>();

    ExternalChanges(String location) {
        this.location = location;
    }

    /** The change from the first look to {@code now}, in words; the first look itself says nothing. */
    Optional<String> since(long[] now, boolean fileStamp) {
        long[] first = seen.compareAndExchange(null, now);
        if (first == null || Arrays.equals(first, now)) {
            return Optional.empty();
        }
        String what = fileStamp ? "the file was written"
                : "facts " + first[0] + " → " + now[0] + ", closed " + first[1] + " → " + now[1];
        return Optional.of(location + " was changed by another program since memscope read it (" + what + ")");
    }

    /** memscope changed the store itself: the next look is a first look again. */
    void forget() {
        seen.set(null);
    }
}
