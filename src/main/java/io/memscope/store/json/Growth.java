package io.memscope.store.json;

/** How the columns grow while a file is read: by half, so a million facts cost few copies and little slack. */
final class Growth {
    static final int MAX_ARRAY = Integer.MAX_VALUE - 16;

    private Growth() {
    }

    static int next(int current) {
        long grown = Math.max(16L, current + (current >> 1));
        if (current >= MAX_ARRAY) {
            throw new IllegalStateException("too many facts for one JSON store");
        }
        return (int) Math.min(grown, MAX_ARRAY);
    }
}
