package io.memscope.store.json;

/**
 * A string's hash with its bits mixed, for the open-addressing tables that keep the low bits (the id index,
 * the subject and predicate names): {@code String.hashCode} of numbered names ("user:0000001",
 * "user:0000002", …) differs only in its low bits, which linear probing turns into long runs of taken slots.
 */
final class TextHash {
    private TextHash() {
    }

    static int of(String s) {
        int h = s.hashCode() * 0x85EBCA6B;
        return h ^ (h >>> 15) ^ 0x5bd1e995;
    }
}
