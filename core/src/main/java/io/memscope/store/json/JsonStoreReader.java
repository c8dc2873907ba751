package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreSource;

import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Streams a JSON store file into a {@link FactTable} with Jackson's {@link JsonParser}: never a tree,
 * so memory is the compact columns plus Jackson's small buffers, whatever the file size. Accepts the
 * three forms of the store contract: {@code {"facts": [...], ...}}, a bare array of facts, and JSON
 * Lines ({@code .jsonl} / {@code .ndjson}). Only reads: the file is opened read-only. This class reads the
 * file and the document around the facts; {@link FactSequenceReader} reads the facts, {@link SideSections}
 * holds the rest.
 */
final class JsonStoreReader {
    static final int MAX_NESTING_DEPTH = 100;
    static final int MAX_STRING_LENGTH = 1_000_000;

    private final Path file;
    /** Null until {@link #read()} has looked at the file, when none was asked for. */
    private StoreFormat format;
    /** The foreign shape {@link #read()} found, or null for memscope's own format. */
    private ForeignFormat shape;
    private final JsonErrors errors;
    private final Progress progress;
    private final JsonFactory factory;
    private final LoadingTable facts;
    private final SideSections sections;
    /** Files from this size are read in two halves at once (see {@link TailRead}); MAX_VALUE: never. */
    private final long splitFrom;
    private long fileSize;
    /** Reads the document's facts; made by {@link #parse}, once the format and the size are known. */
    private FactSequenceReader sequence;

    /** @param splitFrom files from this size are read in two halves at once; tests lower it to split small files */
    JsonStoreReader(Path file, StoreFormat format, Progress progress, long splitFrom) {
        this.file = file;
        this.format = format;
        this.errors = new JsonErrors(file.toString());
        this.progress = progress;
        this.factory = newFactory();
        this.facts = new LoadingTable(errors);
        this.sections = new SideSections(errors);
        this.splitFrom = splitFrom;
    }

    /**
     * The parser settings every read of a store file uses. Absurd nesting or giant strings are refused early
     * with a clear message instead of exhausting memory; confidences go through Jackson's correctly rounded
     * fast parser rather than Double.parseDouble's slower path.
     */
    static JsonFactory newFactory() {
        return JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(MAX_NESTING_DEPTH)
                        .maxStringLength(MAX_STRING_LENGTH)
                        .build())
                .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
                .build();
    }

    /** @throws Progress.CancelledException when {@code progress} says the operator cancelled */
    static LoadedStore read(Path file, Progress progress) throws StoreException {
        return read(file, null, progress);
    }

    /**
     * @param format the format to read the file as, or null to decide from its field names
     * @throws Progress.CancelledException when {@code progress} says the operator cancelled
     */
    static LoadedStore read(Path file, StoreFormat format, Progress progress) throws StoreException {
        long splitFrom = Runtime.getRuntime().availableProcessors() >= 2 ? TailRead.SPLIT_FROM_BYTES : Long.MAX_VALUE;
        return new JsonStoreReader(file, format, progress, splitFrom).read();
    }

    /**
     * Reads {@code in}, the part of {@code file} after a {@link TailRead} boundary behind a prefix that makes it a
     * document. Returns the reader of its facts, whose table and sections are still loading, for the first half's
     * reader to take.
     */
    static FactSequenceReader readPart(Path file, StoreFormat format, InputStream in, long length, Progress progress)
            throws StoreException {
        JsonStoreReader part = new JsonStoreReader(file, format, progress, Long.MAX_VALUE);
        part.fileSize = length;
        part.parse(() -> in);
        return part.sequence;
    }

    static boolean isJsonLines(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".jsonl") || name.endsWith(".ndjson");
    }

    /** Whether the last {@link #read} took the second half from a {@link TailRead}. */
    boolean tookTail() {
        return sequence != null && sequence.tookTail();
    }

    LoadedStore read() throws StoreException {
        checkFile();
        shape = FormatSniffer.detect(file, format, errors);
        format = shape == null ? StoreFormat.MEMSCOPE : shape.system();
        try {
            parse(() -> Files.newInputStream(file));
        } finally {
            sequence.dropTail();
        }
        progress.update("Indexing " + file.getFileName(), fileSize, fileSize);
        FactTable table = facts.table();
        table.finishLoading();
        return sections.loaded(table, source(table.inferredLinks()));
    }

    /** Where {@link #parse} reads from. */
    private interface Source {
        InputStream open() throws IOException;
    }

    /** Reads the document {@code source} opens (and this closes) into this reader's table and sections. */
    private void parse(Source source) throws StoreException {
        // first, so that read() can always give up the sequence's tail
        sequence = new FactSequenceReader(file, format, fileSize, splitFrom, errors, progress, facts, sections);
        try (InputStream in = source.open();
             JsonParser p = factory.createParser(in)) {
            try {
                if (shape instanceof ForeignFormat.Records records) {
                    readForeign(p, records);
                } else {
                    readNative(p);
                }
            } catch (JsonProcessingException e) {
                throw errors.translate(e, p.currentLocation());
            }
        } catch (CharConversionException e) {
            throw errors.whole("malformed text encoding: " + e.getMessage());
        } catch (NoSuchFileException e) {
            throw errors.whole("no such file");
        } catch (AccessDeniedException e) {
            throw errors.whole("cannot be read: permission denied");
        } catch (IOException e) {
            throw errors.whole("cannot be read: " + e.getMessage());
        }
    }

    /** Inferred links are counted from the facts, so an export of a Graphiti store still reports them. */
    private StoreSource source(long inferredLinks) {
        return new StoreSource(format, shape == null ? Map.of() : shape.mapping(), inferredLinks);
    }

    /** memscope's own format, and Supersede's, which differs only in naming the value {@code object}. */
    private void readNative(JsonParser p) throws IOException, StoreException {
        if (isJsonLines(file)) {
            sequence.readLines(p);
        } else {
            readDocument(p);
        }
    }

    /** A shape translated record by record ({@link ForeignFormat.Records}), then indexed. */
    private void readForeign(JsonParser p, ForeignFormat.Records records) throws IOException, StoreException {
        ForeignFormat.ForeignFacts read = records.read(new ForeignFormat.Input(p, isJsonLines(file), errors, file));
        for (FactDraft d : read.drafts()) {
            facts.append(d, d.line, -1);
        }
        sections.addCardinalities(read.cardinalities());
    }

    private void checkFile() throws StoreException {
        if (!Files.exists(file)) {
            throw errors.whole("no such file");
        }
        if (Files.isDirectory(file)) {
            throw errors.whole("is a directory, not a JSON file");
        }
        if (!Files.isReadable(file)) {
            throw errors.whole("cannot be read: permission denied");
        }
        try {
            fileSize = Files.size(file);
        } catch (IOException e) {
            throw errors.whole("cannot be read: " + e.getMessage());
        }
        if (fileSize == 0) {
            throw errors.whole("the file is empty");
        }
    }

    private void readDocument(JsonParser p) throws IOException, StoreException {
        JsonToken t = p.nextToken();
        if (t == null) {
            throw errors.whole("the file is empty (only white space)");
        }
        if (t == JsonToken.START_OBJECT) {
            readObjectForm(p);
        } else if (t == JsonToken.START_ARRAY) {
            sequence.readArray(p, TailRead.Form.ARRAY);
        } else {
            throw errors.at(p.currentTokenLocation(), "the top level must be an object with a \"facts\" array"
                    + " or an array of facts, found " + JsonErrors.describe(t));
        }
        if (sequence.tookTail()) {
            return; // the tail's reader read to the end of the file, and found nothing after the value
        }
        if (p.nextToken() != null) {
            throw errors.at(p.currentTokenLocation(), "unexpected content after the end of the top-level JSON value");
        }
    }

    private void readObjectForm(JsonParser p) throws IOException, StoreException {
        JsonLocation start = p.currentTokenLocation();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String key = p.currentName();
            JsonLocation keyAt = p.currentTokenLocation();
            JsonToken value = p.nextToken();
            if (sections.readMember(p, key, keyAt, value)) {
                sequence.readArray(p, TailRead.Form.OBJECT);
                if (sequence.tookTail()) {
                    return; // the tail's reader read the members after the facts
                }
            }
        }
        if (!sections.hasFacts()) {
            throw errors.at(start, "the top-level object has no \"facts\" array");
        }
    }
}
