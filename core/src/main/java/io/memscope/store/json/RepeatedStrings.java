package io.memscope.store.json;

/**
 * The text of fields a store repeats from fact to fact (subject, predicate, source, agent), handed out
 * as the same {@code String} each time the same text comes again soon. A file otherwise makes a new
 * String for each of those fields of every fact, garbage that made the collector grow the heap far past
 * what the open store keeps (ADR 0001). The same instance
 * also makes the string tables' look-ups cheap (hash cached, equal by identity).
 *
 * <p>A direct-mapped cache: each text has one slot by its hash, and a different text in that slot is
 * simply replaced. It costs a hash and a comparison of the parser's characters; a text that does not
 * repeat (a miss) costs those on top of the String it needed anyway. One per parsing thread.
 */
final class RepeatedStrings {
    private static final int SLOTS = 4096;
    /** Longer texts are rarely repeated field values; comparing them would cost more than it saves. */
    private static final int MAX_LENGTH = 64;

    private final String[] slots = new String[SLOTS];

    String of(char[] chars, int offset, int length) {
        if (length > MAX_LENGTH) {
            return new String(chars, offset, length);
        }
        int h = 0;
        for (int i = offset, end = offset + length; i < end; i++) {
            h = 31 * h + chars[i];
        }
        int slot = (h ^ (h >>> 12)) & (SLOTS - 1);
        String known = slots[slot];
        if (known != null && sameText(known, chars, offset, length)) {
            return known;
        }
        String text = new String(chars, offset, length);
        slots[slot] = text;
        return text;
    }

    private static boolean sameText(String s, char[] chars, int offset, int length) {
        if (s.length() != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (s.charAt(i) != chars[offset + i]) {
                return false;
            }
        }
        return true;
    }
}
