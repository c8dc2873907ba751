package io.memscope.store.json;

import io.memscope.model.FactId;

import java.util.HashMap;
import java.util.Map;

/**
 * Finds, while a store loads, an id that commands could not tell from another: a command reads a typed id
 * as a number first, so beside fact 17 a fact "17" (or "017") could never be named, and both printed alike.
 * Such a store is refused rather than kept apart everywhere.
 */
final class MixedIdTypes {
    /** String ids that read as a number but are not written as Java writes it ("017", "+17"), by that number. */
    private final Map<Long, Integer> oddNumberStrings = new HashMap<>();

    /** The row of an already loaded id a command would confuse with {@code id}; -1 when there is none. */
    int twinRow(FactTable table, FactId id) {
        if (id.isNumeric()) {
            int row = table.rowOf(FactId.of(Long.toString(id.number())));
            return row >= 0 ? row : oddNumberStrings.getOrDefault(id.number(), -1);
        }
        Long number = asNumber(id.toString());
        return number == null ? -1 : table.rowOf(FactId.of(number));
    }

    /** Whether numeric ids, and string ids that read as numbers, were appended: only together can they clash. */
    private boolean numbers;
    private boolean numberLikeStrings;

    /** Notes an id just appended to {@code table}. */
    void appended(FactTable table, FactId id) {
        Long number = id.isNumeric() ? null : asNumber(id.toString());
        numbers |= id.isNumeric();
        numberLikeStrings |= number != null;
        if (number != null && !Long.toString(number).equals(id.toString())) {
            oddNumberStrings.put(number, table.rowOf(id));
        }
    }

    /**
     * Whether ids noted here and ids noted in {@code other} (the other half of a file read in two) could be
     * twins; the halves are then not joined, and the serial read finds the twin and names both lines.
     */
    boolean mayClashWith(MixedIdTypes other) {
        return numbers && other.numberLikeStrings || numberLikeStrings && other.numbers;
    }

    /** The number {@code Long.parseLong} reads from the text, or null; UUIDs never reach the exception. */
    private static Long asNumber(String text) {
        int n = text.length();
        if (n == 0 || n > 20) {
            return null;
        }
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (!(c >= '0' && c <= '9') && !(i == 0 && (c == '-' || c == '+'))) {
                return null;
            }
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException outOfRange) {
            return null;
        }
    }
}
