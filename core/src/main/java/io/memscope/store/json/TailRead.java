package io.memscope.store.json;

import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;

import java.io.ByteArrayInputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Reads the second half of a big store file on another core while the caller reads the first half:
 * Jackson's tokenising of one file is one thread's work, and it was what bounded opening a large store.
 *
 * <p>The split is a guess the caller confirms. From the middle of the facts, the next place that looks like the
 * start of a fact on a new line (after {@code ,} and a line break, a {@code {}) becomes the boundary. A raw line
 * break cannot sit inside a JSON string, so the bytes there are outside any string; but they could be inside a
 * fact's nested array. A file on one line has no such place; there the guess is the next {@code },{}, which
 * could be inside a string as well. The tail is read as the document {@code {"facts":[} + the rest of the file
 * (or {@code [} + the rest, or the rest of a JSON Lines file), which is what the serial reader would meet there if the
 * boundary is a fact of the facts array: the same grammar, the same nesting depth. The caller's own parser
 * confirms that, by arriving at the boundary on a fact of the facts array, before it takes the tail.
 *
 * <p>Anything unexpected in the tail (a parse error, a bad field, a duplicate id, a guess that was wrong) makes
 * it unusable, never an error: the caller then reads on from the boundary itself, so every message about the
 * file, with its line and column, is the one a serial read gives.
 */
final class TailRead {
    /** Smaller files are read on one thread: the second thread would cost more than it saves. */
    static final long SPLIT_FROM_BYTES = 16L << 20;
    /** How far past the middle a boundary is looked for before giving up on the split. */
    private static final int SEARCH_BYTES = 1 << 20;

    /** What the caller is reading, which decides the tail's prefix and the boundary looked for. */
    enum Form {
        /** The facts array of {@code {"facts": [...], ...}}. */
        OBJECT("{\"facts\":["),
        /** A bare top-level array of facts. */
        ARRAY("["),
        /** JSON Lines: a fact per line, no prefix. */
        LINES("");

        private final byte[] prefix;

        Form(String prefix) {
            this.prefix = prefix.getBytes(StandardCharsets.US_ASCII);
        }
    }

    private final Path file;
    private final long boundary;
    private final Thread thread;
    private volatile boolean cancelled;
    private volatile long bytesRead;
    private volatile FactSequenceReader read;
    /** Set when the tail ran out of memory: the read as a whole then fails, see {@link #await}. */
    private volatile OutOfMemoryError outOfMemory;

    private TailRead(Path file, StoreFormat format, Form form, long boundary, long fileSize, Progress outer) {
        this.file = file;
        this.boundary = boundary;
        long length = form.prefix.length + fileSize - boundary;
        Progress progress = new Progress() {
            @Override
            public void update(String step, long done, long total) {
                bytesRead = Math.max(0, done - form.prefix.length);
            }

            /** Also the operator's cancel: the caller may be waiting in {@link #await}, where it does not check. */
            @Override
            public boolean isCancelled() {
                return cancelled || outer.isCancelled();
            }
        };
        thread = new Thread(() -> run(format, form, length, progress), "memscope-read-tail");
        thread.setDaemon(true);
    }

    /**
     * Starts reading from the first fact boundary after the middle of {@code [from, fileSize)}.
     *
     * @param outer the caller's progress, whose cancel stops the tail too
     * @return null when there is no boundary near the middle (the caller reads it all)
     */
    static TailRead start(Path file, StoreFormat format, Form form, long from, long fileSize, Progress outer) {
        if (from < 0) {
            return null;
        }
        long boundary = findBoundary(file, from + (fileSize - from) / 2, form);
        if (boundary < 0) {
            return null;
        }
        TailRead tail = new TailRead(file, format, form, boundary, fileSize, outer);
        tail.thread.start();
        return tail;
    }

    /** The byte offset of the tail's first fact. */
    long boundary() {
        return boundary;
    }

    /** How many bytes past the boundary the tail has read, for the progress bar. */
    long bytesRead() {
        return bytesRead;
    }

    /**
     * Waits for the tail to be read.
     *
     * @return its reader, which read to the end of the file without a problem; null when the tail is unusable
     */
    FactSequenceReader await() throws StoreException {
        try {
            thread.join();
        } catch (InterruptedException e) {
            cancel();
            Thread.currentThread().interrupt();
            throw new StoreException(file + ": interrupted while reading", e);
        }
        if (outOfMemory != null) {
            throw outOfMemory;
        }
        return read;
    }

    /** The caller will not take the tail: its thread stops at its next check (a few thousand facts). */
    void cancel() {
        cancelled = true;
    }

    private void run(StoreFormat format, Form form, long length, Progress progress) {
        try (InputStream in = new SequenceInputStream(new ByteArrayInputStream(form.prefix), from(file, boundary))) {
            read = JsonStoreReader.readPart(file, format, in, length, progress);
        } catch (Exception unusable) {
            // Whatever went wrong, the caller reads on from the boundary and reports it with the file's own
            // lines and columns; this thread's view of the file starts in the middle and would misplace it.
        } catch (OutOfMemoryError full) {
            // Not a reason to read on alone: the heap is as full for the caller, which would only grind on
            // in the collector before running out itself. It fails now, with the memory message.
            outOfMemory = full;
        }
    }

    private static InputStream from(Path file, long offset) throws IOException {
        FileInputStream in = new FileInputStream(file.toFile());
        try {
            in.getChannel().position(offset);
            return in;
        } catch (IOException e) {
            in.close();
            throw e;
        }
    }

    /**
     * The first place at or after {@code middle} that looks like the start of a fact: for JSON Lines a {@code {}
     * first on a line; otherwise a {@code {} after a {@code ,} and a line break, or, in a file without line
     * breaks between its facts (a compact {@code json.dumps}, say), the first {@code {} after a {@code }} and a
     * {@code ,}. That last one can be inside a string too; the caller's confirmation gives such a guess up like
     * any other. Returns -1 when there is none within {@link #SEARCH_BYTES}, or the file cannot be read here.
     */
    static long findBoundary(Path file, long middle, Form form) {
        ByteBuffer window = ByteBuffer.allocate(SEARCH_BYTES);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            while (window.hasRemaining() && channel.read(window, middle + window.position()) > 0) {
                // read until the window is full or the file ends
            }
        } catch (IOException e) {
            return -1;
        }
        byte[] bytes = window.array();
        int length = window.position();
        boolean lineBreak = false;
        byte lastMark = 0;
        byte markBefore = 0;
        long compact = -1;
        for (int i = 0; i < length; i++) {
            byte b = bytes[i];
            if (b == '\n') {
                lineBreak = true;
                continue;
            }
            if (b == ' ' || b == '\t' || b == '\r') {
                continue;
            }
            if (b == '{') {
                if (lineBreak && (form == Form.LINES || lastMark == ',')) {
                    return middle + i;
                }
                if (compact < 0 && form != Form.LINES && lastMark == ',' && markBefore == '}') {
                    compact = middle + i; // taken only if no fact starts a line in the whole window
                }
            }
            markBefore = lastMark;
            lastMark = b;
            lineBreak = false;
        }
        return compact;
    }
}
