package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.memscope.model.Progress;
import io.memscope.model.SubjectSummary;
import io.memscope.store.StoreFormat;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The first subjects of a JSON store, read from the head of the file, so the window can show subjects
 * while the whole file is still being indexed: a JSON file has no index to page through, and reading a
 * million facts takes seconds. Each subject comes with the facts seen so far, so counts may be partial:
 * it is a preview, replaced by the real list when the store is open.
 *
 * <p>Reading is bounded: it stops at the first subject beyond the limit, and never reads more than a
 * tenth of the file (at most {@value #MAX_HEAD_BYTES} bytes), so it cannot noticeably lengthen the open.
 * It reads memscope's own format and Supersede's (facts one after the other, in any of the three forms);
 * Graphiti and Mem0 exports name their subjects in records that may come anywhere in the file, so they
 * get no preview rather than a wrong one. A file it cannot read gets no preview either: the full open
 * reports what is wrong with it.
 */
public final class JsonSubjectPreview {
    static final long MIN_HEAD_BYTES = 64 * 1024;
    static final long MAX_HEAD_BYTES = 8 * 1024 * 1024;
    private static final int CHECK_CANCEL_EVERY = 1024;

    private final JsonParser p;
    /** Supersede's exports write naive timestamps, read as UTC there (as its full reader does). */
    private final boolean naiveTimestampsAsUtc;
    private final int limit;
    private final Progress progress;
    /** Subject name to {facts seen, latest moment seen}, in name order. */
    private final Map<String, long[]> seen = new TreeMap<>();
    private int facts;

    private JsonSubjectPreview(JsonParser p, boolean naiveTimestampsAsUtc, int limit, Progress progress) {
        this.p = p;
        this.naiveTimestampsAsUtc = naiveTimestampsAsUtc;
        this.limit = limit;
        this.progress = progress;
    }

    /**
     * Up to {@code limit} subjects from the head of {@code file}, in name order; empty when the file is not
     * one this preview reads or something in its head is wrong. Never throws for a bad file.
     *
     * @throws Progress.CancelledException when {@code progress} says the operator cancelled
     */
    public static List<SubjectSummary> read(Path file, int limit, Progress progress) {
        StoreFormat format;
        long budget;
        try {
            long size = Files.size(file);
            budget = Math.max(MIN_HEAD_BYTES, Math.min(MAX_HEAD_BYTES, size / 10));
            format = FormatSniffer.sniff(file);
        } catch (IOException | RuntimeException e) {
            return List.of(); // missing, a directory, unreadable...: the open says so
        }
        if (format != StoreFormat.MEMSCOPE && format != StoreFormat.SUPERSEDE) {
            return List.of();
        }
        progress.checkCancelled();
        JsonFactory factory = JsonStoreReader.newFactory();
        Head head = null;
        JsonSubjectPreview preview = null;
        try (Head in = new Head(Files.newInputStream(file), budget);
             JsonParser p = factory.createParser(in)) {
            head = in;
            preview = new JsonSubjectPreview(p, format == StoreFormat.SUPERSEDE, limit, progress);
            preview.readHead(JsonStoreReader.isJsonLines(file));
            return preview.subjects();
        } catch (IOException | FieldProblem | RuntimeException e) {
            if (e instanceof Progress.CancelledException cancelled) {
                throw cancelled;
            }
            // Running out of head bytes mid-fact ends the preview, with what was read before; anything
            // else means the head is not what the full reader accepts, and no preview is better than a wrong one.
            return head != null && head.cut && preview != null ? preview.subjects() : List.of();
        }
    }

    private void readHead(boolean jsonLines) throws IOException, FieldProblem {
        JsonToken t = p.nextToken();
        if (jsonLines) {
            for (; t != null; t = p.nextToken()) {
                if (t != JsonToken.START_OBJECT || !take()) {
                    return;
                }
            }
        } else if (t == JsonToken.START_ARRAY) {
            readFacts();
        } else if (t == JsonToken.START_OBJECT) {
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                if (p.nextToken() == JsonToken.START_ARRAY && key.equals("facts")) {
                    readFacts();
                    return;
                }
                p.skipChildren(); // a description, or sections written before the facts
            }
        }
    }

    /** The elements of the facts array, up to the limit; the parser stands on its START_ARRAY. */
    private void readFacts() throws IOException, FieldProblem {
        for (JsonToken t = p.nextToken(); t == JsonToken.START_OBJECT; t = p.nextToken()) {
            if (!take()) {
                return;
            }
        }
    }

    /**
     * Reads the fact the parser stands on; false when its subject is one more than the preview shows. Only
     * the subject and the validity are read (as the full reader reads them), every other field is skipped
     * unread: the preview is the first thing the open does, in a JVM that has not compiled the reader yet.
     */
    private boolean take() throws IOException, FieldProblem {
        String name = null;
        long from = Timestamps.NULL;
        long to = Timestamps.NULL;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String field = p.currentName();
            JsonToken value = p.nextToken();
            switch (field) {
                case "subject" -> name = JsonFields.string(p, value, field);
                case "valid_from" -> from = timestamp(value, field);
                case "valid_to" -> to = timestamp(value, field);
                default -> p.skipChildren();
            }
        }
        if (name == null) {
            throw JsonFields.problem(p, "\"subject\" is missing");
        }
        long[] subject = seen.get(name);
        if (subject == null) {
            if (seen.size() == limit) {
                return false;
            }
            subject = new long[]{0, Timestamps.NULL};
            seen.put(name, subject);
        }
        subject[0]++;
        subject[1] = Math.max(subject[1], Math.max(from, to)); // as the full index counts it
        if (++facts % CHECK_CANCEL_EVERY == 0) {
            progress.checkCancelled();
        }
        return true;
    }

    private long timestamp(JsonToken value, String field) throws IOException, FieldProblem {
        return naiveTimestampsAsUtc ? JsonFields.lenientTimestamp(p, value, field) : JsonFields.timestamp(p, value, field);
    }

    private List<SubjectSummary> subjects() {
        List<SubjectSummary> out = new ArrayList<>(seen.size());
        seen.forEach((name, s) -> out.add(new SubjectSummary(name, s[0], Timestamps.instant(s[1]))));
        return out;
    }

    /** The first {@code budget} bytes of the file, then end of input; {@link #cut} tells the two ends apart. */
    private static final class Head extends FilterInputStream {
        private long left;
        private boolean cut;

        Head(InputStream in, long budget) {
            super(in);
            this.left = budget;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (left <= 0) {
                cut = in.available() > 0 || in.read() >= 0; // more file beyond the head?
                return -1;
            }
            int n = in.read(b, off, (int) Math.min(len, left));
            if (n > 0) {
                left -= n;
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = in.skip(Math.min(n, Math.max(0, left)));
            left -= skipped;
            return skipped;
        }
    }
}
