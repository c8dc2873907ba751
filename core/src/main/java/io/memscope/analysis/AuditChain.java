package io.memscope.analysis;

import io.memscope.model.AuditEntry;
import io.memscope.model.CardinalityChange;
import io.memscope.model.Fact;
import io.memscope.model.FactChange;
import io.memscope.model.FactId;
import io.memscope.model.FlagChange;
import io.memscope.model.RecheckFlag;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The audit log's hash chain. Each entry is hashed over its canonical form, a compact JSON text with a
 * fixed field order (UTF-8, timestamps ISO-8601 in UTC with {@code Z}, ids as numbers or strings as the
 * store has them) that ends with the previous entry's hash, so changing, removing, reordering or
 * inserting any entry breaks every hash from there on. The canonical form is written by hand, not by a
 * JSON library, so no library upgrade can change what the hashes were computed over.
 */
public final class AuditChain {
    /** The previous hash of the first entry. */
    public static final String GENESIS = "0".repeat(64);

    private AuditChain() {
    }

    /** Why verification stopped: the first sequence number (position, counting from 1) that does not hold. */
    public record ChainBreak(long sequence, String reason) {
    }

    /**
     * A new entry following {@code previous} (null for the first), with its sequence number, previous hash
     * and own hash filled in.
     */
    public static AuditEntry seal(AuditEntry draft, AuditEntry previous) {
        long sequence = previous == null ? 1 : previous.sequence() + 1;
        String previousHash = previous == null ? GENESIS : previous.hash();
        AuditEntry linked = new AuditEntry(sequence, draft.time(), draft.operator(), draft.action(), draft.facts(),
                draft.cardinalities(), draft.flags(), draft.reason(), draft.undoes(), previousHash, null);
        return linked.withHash(hash(linked));
    }

    /** SHA-256 (lower-case hex) of the entry's canonical form; the entry's own hash is not part of it. */
    public static String hash(AuditEntry entry) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(sha.digest(utf8(canonical(entry))));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /**
     * UTF-8 by hand: the analysis layer stays free of I/O packages (java.nio.charset included), and the
     * encoding of the hashed text must never depend on a platform default.
     */
    static byte[] utf8(String s) {
        byte[] out = new byte[s.length() * 3];
        int n = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (Character.isSurrogate((char) cp)) {
                cp = '?'; // an unpaired surrogate, replaced as String.getBytes(UTF_8) does
            }
            if (cp < 0x80) {
                out[n++] = (byte) cp;
            } else if (cp < 0x800) {
                out[n++] = (byte) (0xC0 | cp >> 6);
                out[n++] = (byte) (0x80 | cp & 0x3F);
            } else if (cp < 0x10000) {
                out[n++] = (byte) (0xE0 | cp >> 12);
                out[n++] = (byte) (0x80 | cp >> 6 & 0x3F);
                out[n++] = (byte) (0x80 | cp & 0x3F);
            } else {
                out[n++] = (byte) (0xF0 | cp >> 18);
                out[n++] = (byte) (0x80 | cp >> 12 & 0x3F);
                out[n++] = (byte) (0x80 | cp >> 6 & 0x3F);
                out[n++] = (byte) (0x80 | cp & 0x3F);
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** The first sequence number at which the chain is broken, or empty when it is intact. */
    public static OptionalLong verify(List<AuditEntry> entries) {
        return firstBreak(entries).map(b -> OptionalLong.of(b.sequence())).orElse(OptionalLong.empty());
    }

    /**
     * Walks the log in stored order: entry number {@code n} must carry sequence {@code n}, the previous
     * entry's hash, and a hash that matches its content.
     */
    public static Optional<ChainBreak> firstBreak(List<AuditEntry> entries) {
        String expectedPrevious = GENESIS;
        long position = 0;
        for (AuditEntry e : entries) {
            position++;
            if (e.sequence() != position) {
                return Optional.of(new ChainBreak(position, "entry #" + position + " is missing or out of order"
                        + " (found #" + e.sequence() + " in its place)"));
            }
            if (!expectedPrevious.equals(e.previousHash())) {
                return Optional.of(new ChainBreak(position, "entry #" + position
                        + " does not follow the entry before it (an entry was removed, inserted or altered)"));
            }
            if (!hash(e).equals(e.hash())) {
                return Optional.of(new ChainBreak(position, "entry #" + position + " was altered"));
            }
            expectedPrevious = e.hash();
        }
        return Optional.empty();
    }

    /** The log's head, {@code N HASH}: its newest entry's sequence number and hash ({@code 0} and genesis when empty). */
    public record Head(long sequence, String hash) {
        /** Reads {@code N:HASH} or {@code N HASH}; throws IllegalArgumentException with the reason otherwise. */
        public static Head parse(String text) {
            String[] parts = text.strip().split("[:\\s]+");
            if (parts.length != 2 || !parts[1].matches("[0-9a-f]{64}")) {
                throw new IllegalArgumentException("\"" + text + "\" is not N:HASH (a sequence number and a 64-digit hex hash)");
            }
            try {
                return new Head(Long.parseLong(parts[0]), parts[1]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("\"" + parts[0] + "\" is not a sequence number");
            }
        }

        @Override
        public String toString() {
            return sequence + " " + hash;
        }
    }

    /** The newest entry's number and hash. */
    public static Head head(List<AuditEntry> entries) {
        return entries.isEmpty() ? new Head(0, GENESIS)
                : new Head(entries.get(entries.size() - 1).sequence(), entries.get(entries.size() - 1).hash());
    }

    /**
     * Whether the log still holds {@code anchor}, a head seen earlier: entry N with the same hash. A log cut
     * short (its newest entries deleted) lacks entry N; a log re-hashed consistently from an altered entry
     * has another hash at N. Either is something no one who can only append could have done.
     */
    public static Optional<String> anchorProblem(List<AuditEntry> entries, Head anchor) {
        if (anchor.sequence() == 0) {
            return Optional.empty();
        }
        if (entries.size() < anchor.sequence()) {
            return Optional.of("entry #" + anchor.sequence() + " is missing: the log ends at #" + entries.size()
                    + " (entries were removed)");
        }
        AuditEntry at = entries.get((int) anchor.sequence() - 1);
        if (at.sequence() != anchor.sequence() || !anchor.hash().equals(at.hash())) {
            return Optional.of("entry #" + anchor.sequence() + " has another hash than " + abbreviated(anchor.hash())
                    + " (the log was rewritten from there or before)");
        }
        return Optional.empty();
    }

    private static String abbreviated(String hash) {
        return hash.length() > 12 ? hash.substring(0, 12) + "…" : hash;
    }

    /** The exact text an entry's hash is computed over. */
    public static String canonical(AuditEntry e) {
        Canon c = new Canon();
        c.open();
        c.key("sequence").number(e.sequence());
        c.key("time").instant(e.time());
        c.key("operator").string(e.operator());
        c.key("action").string(e.action());
        c.key("reason").string(e.reason());
        c.key("undoes").raw(e.undoes() == null ? "null" : Long.toString(e.undoes()));
        c.key("facts").openArray();
        for (FactChange change : e.facts()) {
            c.element().open();
            c.key("before");
            fact(c, change.before());
            c.key("after");
            fact(c, change.after());
            c.close();
        }
        c.closeArray();
        c.key("cardinalities").openArray();
        for (CardinalityChange change : e.cardinalities()) {
            c.element().open();
            c.key("predicate").string(change.predicate());
            c.key("before").string(change.before() == null ? null : change.before().jsonName());
            c.key("after").string(change.after() == null ? null : change.after().jsonName());
            c.close();
        }
        c.closeArray();
        c.key("flags").openArray();
        for (FlagChange change : e.flags()) {
            c.element().open();
            c.key("before");
            flag(c, change.before());
            c.key("after");
            flag(c, change.after());
            c.close();
        }
        c.closeArray();
        c.key("previous_hash").string(e.previousHash());
        c.close();
        return c.toString();
    }

    private static void fact(Canon c, Fact f) {
        c.open();
        c.key("id").id(f.id());
        c.key("subject").string(f.subject());
        c.key("predicate").string(f.predicate());
        c.key("value").string(f.value());
        c.key("value_kind").string(f.valueKind().name());
        c.key("valid_from").instant(f.validFrom());
        c.key("valid_to").instant(f.validTo());
        c.key("superseded_by").id(f.supersededBy());
        c.key("recorded_at").instant(f.recordedAt());
        c.key("source").string(f.source());
        c.key("agent").string(f.agent());
        c.key("confidence").raw(f.confidence() == null ? "null" : Double.toString(f.confidence()));
        c.close();
    }

    private static void flag(Canon c, RecheckFlag f) {
        if (f == null) {
            c.raw("null");
            return;
        }
        c.open();
        c.key("fact_id").id(f.factId());
        c.key("reason").string(f.reason());
        c.key("flagged_at").instant(f.flaggedAt());
        c.key("operator").string(f.operator());
        c.key("spread_from").id(f.spreadFrom());
        c.close();
    }

    /** A minimal JSON writer: commas are managed by a flag, strings escaped as RFC 8259 requires. */
    private static final class Canon {
        private final StringBuilder out = new StringBuilder(512);
        private boolean needComma;

        Canon open() {
            out.append('{');
            needComma = false;
            return this;
        }

        Canon close() {
            out.append('}');
            needComma = true;
            return this;
        }

        Canon openArray() {
            out.append('[');
            needComma = false;
            return this;
        }

        Canon closeArray() {
            out.append(']');
            needComma = true;
            return this;
        }

        Canon element() {
            comma();
            return this;
        }

        Canon key(String name) {
            comma();
            quote(name);
            out.append(':');
            return this;
        }

        void number(long n) {
            out.append(n);
            needComma = true;
        }

        void raw(String text) {
            out.append(text);
            needComma = true;
        }

        void string(String s) {
            if (s == null) {
                raw("null");
            } else {
                quote(s);
                needComma = true;
            }
        }

        void instant(Instant t) {
            string(t == null ? null : t.toString());
        }

        void id(FactId id) {
            if (id == null) {
                raw("null");
            } else if (id.isNumeric()) {
                number(id.number());
            } else {
                string(id.toString());
            }
        }

        private void comma() {
            if (needComma) {
                out.append(',');
            }
            needComma = false;
        }

        private void quote(String s) {
            out.append('"');
            for (int i = 0; i < s.length(); i++) {
                char ch = s.charAt(i);
                switch (ch) {
                    case '"' -> out.append("\\\"");
                    case '\\' -> out.append("\\\\");
                    case '\n' -> out.append("\\n");
                    case '\r' -> out.append("\\r");
                    case '\t' -> out.append("\\t");
                    default -> {
                        if (ch < 0x20) {
                            out.append(String.format("\\u%04x", (int) ch));
                        } else {
                            out.append(ch);
                        }
                    }
                }
            }
            out.append('"');
        }

        @Override
        public String toString() {
            return out.toString();
        }
    }
}
