package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.memscope.model.Fact;
import io.memscope.model.FactId;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes an edited store as a copy of the file it was read from, byte for byte, except for the fact records
 * the edit changed ({@link RecordPatch}) and memscope's own sections that changed ({@link OwnSectionBytes}).
 * The file is parsed once to find where those start and end (byte offsets of tokens), and read a second
 * time in step to copy everything between them; so numbers, timestamps, unknown fields and keys, spacing
 * and even text Jackson would not round-trip all stay as the other program wrote them.
 */
final class StorePatch {
    private static final int PREDICATES = 0;
    private static final int FLAGS = 1;
    private static final int AUDIT = 2;
    private static final String[] NAMES = {"predicates", "flags", "audit"};

    private final JsonParser p;
    private final InputStream raw;
    private final OutputStream out;
    private final Map<Integer, Fact[]> changedRows = new TreeMap<>();
    private final int rows;
    /** The new array of each own section that changed, null where the file's may stay. */
    private final byte[][] sections = new byte[NAMES.length][];
    private final boolean[] present = new boolean[NAMES.length];
    private final byte[] buffer = new byte[1 << 16];
    private long copied;

    private StorePatch(JsonParser p, InputStream raw, OutputStream out, JsonEditSession edit) throws IOException {
        this.p = p;
        this.raw = raw;
        this.out = out;
        LoadedStore base = edit.base();
        this.rows = base.facts().size();
        for (Map.Entry<FactId, Fact> r : edit.replacements().entrySet()) {
            int row = base.facts().rowOf(r.getKey());
            changedRows.put(row, new Fact[] {base.facts().fact(row), r.getValue()});
        }
        if (!edit.cardinalities().equals(base.cardinalities().declared())) {
            sections[PREDICATES] = OwnSectionBytes.predicates(new LinkedHashMap<>(edit.cardinalities()));
        }
        if (!new java.util.HashSet<>(edit.allFlags()).equals(new java.util.HashSet<>(base.flags()))) {
            sections[FLAGS] = OwnSectionBytes.flags(edit.allFlags());
        }
        if (!edit.allAudit().equals(base.audit())) {
            sections[AUDIT] = OwnSectionBytes.audit(edit.allAudit());
        }
    }

    /**
     * Writes the edited store to {@code out}.
     *
     * @throws IOException when {@code original} no longer holds what {@code edit} was based on
     */
    static void write(Path original, JsonEditSession edit, OutputStream out) throws IOException {
        try (JsonParser p = JsonStoreReader.newFactory().createParser(Files.newInputStream(original));
             InputStream raw = new BufferedInputStream(Files.newInputStream(original), 1 << 16)) {
            new StorePatch(p, raw, out, edit).write();
        }
    }

    private void write() throws IOException {
        JsonToken t = p.nextToken();
        if (TokenStart.byteOffset(p) < 0) { // Jackson reads UTF-16 and UTF-32 as characters, without byte offsets
            throw new IOException("memscope saves UTF-8 files only, and this one is in another encoding;"
                    + " export it to a new .json store to make changes");
        }
        if (t == JsonToken.START_OBJECT) {
            objectForm();
        } else if (t == JsonToken.START_ARRAY) {
            bareArray();
        } else {
            throw new IOException("its top level is no longer an object or an array");
        }
        raw.transferTo(out);
    }

    private void objectForm() throws IOException {
        long lastValueEnd = -1;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String key = p.currentName();
            JsonToken value = p.nextToken();
            long start = TokenStart.byteOffset(p);
            int own = java.util.List.of(NAMES).indexOf(key);
            if (key.equals("facts")) {
                lastValueEnd = facts();
            } else {
                lastValueEnd = RecordPatch.valueEnd(p, value);
                if (own >= 0) {
                    present[own] = true;
                    if (sections[own] != null) {
                        replace(start, lastValueEnd, sections[own]);
                    }
                }
            }
        }
        if (p.currentToken() != JsonToken.END_OBJECT) {
            throw new IOException("its top-level object is no longer well formed");
        }
        copyTo(lastValueEnd);
        for (int i = 0; i < NAMES.length; i++) {
            if (!present[i] && sections[i] != null) {
                out.write(OwnSectionBytes.member(NAMES[i], sections[i]));
            }
        }
    }

    /** A bare array of facts becomes the object form, since only that holds memscope's sections. */
    private void bareArray() throws IOException {
        copyTo(TokenStart.byteOffset(p));
        out.write("{\n  \"facts\": ".getBytes(StandardCharsets.UTF_8));
        copyTo(facts());
        for (int i = 0; i < NAMES.length; i++) {
            if (sections[i] != null) {
                out.write(OwnSectionBytes.member(NAMES[i], sections[i]));
            }
        }
        out.write("\n}".getBytes(StandardCharsets.UTF_8));
    }

    /** The facts array the parser stands on, its changed records patched; returns where the array ends. */
    private long facts() throws IOException {
        int row = 0;
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
            if (t != JsonToken.START_OBJECT || row >= rows) {
                throw new IOException("its facts are no longer those memscope read");
            }
            long start = TokenStart.byteOffset(p);
            p.skipChildren();
            Fact[] change = changedRows.get(row);
            if (change != null) {
                long end = TokenStart.byteOffset(p) + 1;
                copyTo(start);
                byte[] record = raw.readNBytes((int) (end - start));
                copied = end;
                out.write(RecordPatch.apply(record, change[0], change[1]));
            }
            row++;
        }
        if (row != rows) {
            throw new IOException("it holds " + row + " facts, not the " + rows + " memscope read");
        }
        return TokenStart.byteOffset(p) + 1;
    }

    private void replace(long start, long end, byte[] with) throws IOException {
        copyTo(start);
        out.write(with);
        raw.skipNBytes(end - start);
        copied = end;
    }

    private void copyTo(long offset) throws IOException {
        long n = offset - copied;
        if (n < 0) {
            throw new IOException("its layout could not be followed (byte " + offset + " after " + copied + ")");
        }
        while (n > 0) {
            int read = raw.read(buffer, 0, (int) Math.min(n, buffer.length));
            if (read < 0) {
                throw new IOException("it ended early");
            }
            out.write(buffer, 0, read);
            n -= read;
        }
        copied = offset;
    }
}
