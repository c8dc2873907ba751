package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads the facts of one store document, the elements of its facts array or the lines of a JSON Lines file,
 * while a {@link DraftPipeline} indexes them on another thread; in a big file the second half is read at once
 * by a {@link TailRead}, and taken here when it joins cleanly. Apart from {@link JsonStoreReader}, which reads
 * the file and the document around the facts: the split and its bookkeeping concern the facts alone.
 */
final class FactSequenceReader {
    /** How many facts between progress reports and cancel checks. */
    private static final int REPORT_EVERY = 4096;

    private final Path file;
    private final StoreFormat format;
    private final JsonErrors errors;
    private final Progress progress;
    private final LoadingTable facts;
    /** The sections of the same document, which take the tail's sections with its facts. */
    private final SideSections sections;
    /** Files from this size are read in two halves at once (see {@link TailRead}); MAX_VALUE: never. */
    private final long splitFrom;
    private final long fileSize;
    private int factNumber;
    /** Where this reader's facts start and end in the bytes it reads, to estimate how many there will be. */
    private long factsFrom;
    private long factsTo;
    /** The second half of the file, read on another thread, until it is taken or given up. */
    private TailRead tail;
    /** The tail reader read everything after the boundary, sections and end of file included. */
    private boolean restReadByTail;

    /** @param fileSize the length of what is read: the file, or a tail behind its prefix */
    FactSequenceReader(Path file, StoreFormat format, long fileSize, long splitFrom, JsonErrors errors,
                       Progress progress, LoadingTable facts, SideSections sections) {
        this.file = file;
        this.format = format;
        this.fileSize = fileSize;
        this.splitFrom = splitFrom;
        this.errors = errors;
        this.progress = progress;
        this.facts = facts;
        this.sections = sections;
    }

    /** Whether the facts read took the second half from a {@link TailRead}: nothing is left to read then. */
    boolean tookTail() {
        return restReadByTail;
    }

    /** The elements of a facts array; the parser stands on its START_ARRAY. */
    void readArray(JsonParser p, TailRead.Form form) throws IOException, StoreException {
        FactObjectReader reader = factReader(p);
        startTail(p, form);
        JsonToken first = p.nextToken();
        if (inPipeline(p, pipeline -> elements(reader, p, pipeline, first)) && !takeTail()) {
            // the tail is unusable: read on from its first fact, where the parser stands
            inPipeline(p, pipeline -> elements(reader, p, pipeline, JsonToken.START_OBJECT));
        }
        dropTail();
    }

    /** One fact object per line; blank lines are fine, two facts on one line are not. */
    void readLines(JsonParser p) throws IOException, StoreException {
        FactObjectReader reader = factReader(p);
        JsonToken first = p.nextToken();
        if (first == null) {
            throw errors.whole("the file is empty (only white space)");
        }
        startTail(p, TailRead.Form.LINES);
        if (inPipeline(p, pipeline -> lines(reader, p, pipeline, first)) && !takeTail()) {
            // the tail is unusable: read on from its first fact, where the parser stands
            inPipeline(p, pipeline -> lines(reader, p, pipeline, JsonToken.START_OBJECT));
        }
        dropTail();
    }

    /** Gives the tail up, if one is still being read: its thread stops, and this reader reads the rest itself. */
    void dropTail() {
        if (tail != null) {
            tail.cancel();
            tail = null;
            factsTo = fileSize; // this reader reads the rest itself now
        }
    }

    private FactObjectReader factReader(JsonParser p) {
        return format == StoreFormat.SUPERSEDE ? new FactObjectReader(p, errors, "object", true)
                : new FactObjectReader(p, errors);
    }

    /** Reads the array's elements from {@code first} on; true when it stopped at the tail's first fact. */
    private boolean elements(FactObjectReader reader, JsonParser p, DraftPipeline pipeline, JsonToken first)
            throws IOException, StoreException {
        for (JsonToken t = first; t != JsonToken.END_ARRAY; t = p.nextToken()) {
            if (atTail(p, t)) {
                return true;
            }
            factNumber++;
            if (t != JsonToken.START_OBJECT) {
                throw errors.at(p.currentTokenLocation(),
                        "fact #" + factNumber + " must be an object, found " + JsonErrors.describe(t));
            }
            readFact(reader, p, pipeline);
        }
        return false;
    }

    /** Reads facts from {@code first} on; true when it stopped at the tail's first fact. */
    private boolean lines(FactObjectReader reader, JsonParser p, DraftPipeline pipeline, JsonToken first)
            throws IOException, StoreException {
        int lastLine = 0; // the tail's first fact starts a line, so a read from there starts afresh
        for (JsonToken t = first; t != null; t = p.nextToken()) {
            if (atTail(p, t)) {
                return true;
            }
            factNumber++;
            if (t != JsonToken.START_OBJECT) {
                throw errors.at(p.currentTokenLocation(), "a JSON Lines file holds one fact object per line, found "
                        + JsonErrors.describe(t));
            }
            if (TokenStart.line(p) == lastLine) {
                throw errors.at(p.currentTokenLocation(),
                        "a second fact on the same line; JSON Lines holds one fact per line");
            }
            readFact(reader, p, pipeline);
            lastLine = TokenStart.line(p);
        }
        return false;
    }

    private void readFact(FactObjectReader reader, JsonParser p, DraftPipeline pipeline)
            throws IOException, StoreException {
        FactDraft d = pipeline.next();
        reader.read(d, factNumber);
        pipeline.publish();
        if (factNumber % REPORT_EVERY == 0) {
            long at = p.currentLocation().getByteOffset();
            facts.table().expectRows(factNumber + factNumber * (factsTo - at) / Math.max(1, at - factsFrom));
            progress.update("Reading " + file.getFileName(), at + (tail == null ? 0 : tail.bytesRead()), fileSize);
            progress.checkCancelled();
        }
    }

    /** What reads the facts on this thread while {@link DraftPipeline} indexes them on another. */
    private interface PipelineReader {
        /** @return whether reading stopped at the tail's first fact */
        boolean read(DraftPipeline pipeline) throws IOException, StoreException;
    }

    /**
     * Runs {@code reading} with the facts indexed on a second thread; an error keeps the file's order
     * (see {@link DraftPipeline}), and the second thread never outlives the call.
     *
     * @return whether reading stopped at the tail's first fact
     */
    private boolean inPipeline(JsonParser p, PipelineReader reading) throws IOException, StoreException {
        DraftPipeline pipeline = new DraftPipeline(d -> facts.append(d, d.line, d.column), file.toString());
        boolean finished = false;
        try {
            boolean atTail = reading.read(pipeline);
            pipeline.finish();
            finished = true;
            return atTail;
        } catch (StoreException e) {
            throw pipeline.abandon(e);
        } catch (JsonProcessingException e) {
            throw pipeline.abandon(errors.translate(e, p.currentLocation()));
        } finally {
            if (!finished) {
                pipeline.stop();
            }
        }
    }

    /** Starts reading the second half on another thread, when the file is big enough to gain from it. */
    private void startTail(JsonParser p, TailRead.Form form) {
        factsFrom = Math.max(0, p.currentLocation().getByteOffset());
        factsTo = fileSize;
        if (fileSize >= splitFrom) {
            tail = TailRead.start(file, format, form, p.currentLocation().getByteOffset(), fileSize, progress);
            if (tail != null) {
                factsTo = tail.boundary();
            }
        }
    }

    /**
     * Whether the token {@code t} the parser stands on is the tail's first fact. Once the parser is past the
     * boundary without stopping there, the boundary was not between two facts and the tail is given up.
     */
    private boolean atTail(JsonParser p, JsonToken t) {
        if (tail == null) {
            return false;
        }
        long at = TokenStart.byteOffset(p);
        if (at < tail.boundary()) {
            return false;
        }
        if (at == tail.boundary() && t == JsonToken.START_OBJECT) {
            return true;
        }
        dropTail();
        return false;
    }

    /**
     * Takes the tail's facts and sections as if this reader had read them, once the facts before the boundary
     * are all indexed. Returns false, taking nothing, when the tail is unusable or would not have been read the
     * same here: a duplicate id (or an id and its string twin) across the halves, a section that both halves
     * hold, or a column that both would make too large.
     */
    private boolean takeTail() throws StoreException {
        TailRead reading = tail;
        tail = null;
        factsTo = fileSize; // if the tail is not taken, this reader reads the rest itself
        FactSequenceReader rest = reading.await();
        if (rest == null || facts.sharesIdWith(rest.facts) || sections.sharesSectionWith(rest.sections)
                || !facts.canAppend(rest.facts)) {
            return false; // read on from the boundary here: a too-large column is then refused at its fact
        }
        facts.appendAll(rest.facts);
        sections.appendAll(rest.sections);
        factNumber += rest.factNumber;
        restReadByTail = true;
        return true;
    }
}
