package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import io.memscope.model.AuditEntry;
import io.memscope.model.Cardinality;
import io.memscope.model.FactId;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.model.RecheckFlag;
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
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Streams a JSON store file into a {@link FactTable} with Jackson's {@link JsonParser}: never a tree,
 * so memory is the compact columns plus Jackson's small buffers, whatever the file size. Accepts the
 * three forms of the store contract: {@code {"facts": [...], ...}}, a bare array of facts, and JSON
 * Lines ({@code .jsonl} / {@code .ndjson}). Only reads: the file is opened read-only.
 */
final class JsonStoreReader {
    static final int MAX_NESTING_DEPTH = 100;
    static final int MAX_STRING_LENGTH = 1_000_000;
    /** How many facts between progress reports and cancel checks. */
    private static final int REPORT_EVERY = 4096;
    private static final Set<String> SECTIONS = Set.of("facts", "dependencies", "predicates", "flags", "audit");

    private final Path file;
    /** Null until {@link #read()} has looked at the file, when none was asked for. */
    private StoreFormat format;
    /** The foreign shape {@link #read()} found, or null for memscope's own format. */
    private ForeignFormat shape;
    private final JsonErrors errors;
    private final Progress progress;
    private final JsonFactory factory;
    private final FactTable table = new FactTable();
    private final DependencyList dependencies = new DependencyList();
    private final Map<String, Cardinality> cardinalities = new TreeMap<>();
    private final List<RecheckFlag> flags = new ArrayList<>();
    private final List<AuditEntry> audit = new ArrayList<>();
    /** Top-level keys memscope does not read, in file order: another tool's, kept on a rewrite. */
    private final Set<String> otherMembers = new java.util.LinkedHashSet<>();
    /** Refuses ids 1 and "1" in one store. */
    private final MixedIdTypes idTypes = new MixedIdTypes();
    /** The top-level keys read so far, to refuse a section that appears twice. */
    private final Set<String> seenSections = new HashSet<>();
    /** Files from this size are read in two halves at once (see {@link TailRead}); MAX_VALUE: never. */
    private final long splitFrom;
    private long fileSize;
    private int factNumber;
    /** Where this reader's facts start and end in the bytes it reads, to estimate how many there will be. */
    private long factsFrom;
    private long factsTo;
    /** The second half of the file, read on another thread, until it is taken or given up. */
    private TailRead tail;
    /** The tail reader read everything after the boundary, sections and end of file included. */
    private boolean restReadByTail;

    /** @param splitFrom files from this size are read in two halves at once; tests lower it to split small files */
    JsonStoreReader(Path file, StoreFormat format, Progress progress, long splitFrom) {
        this.file = file;
        this.format = format;
        this.errors = new JsonErrors(file.toString());
        this.progress = progress;
        this.factory = newFactory();
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
     * document, into a reader whose table and sections are still loading, for the first half's reader to take.
     */
    static JsonStoreReader readPart(Path file, StoreFormat format, InputStream in, long length, Progress progress)
            throws StoreException {
        JsonStoreReader part = new JsonStoreReader(file, format, progress, Long.MAX_VALUE);
        part.fileSize = length;
        part.parse(() -> in);
        return part;
    }

    static boolean isJsonLines(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".jsonl") || name.endsWith(".ndjson");
    }

    /** Whether the last {@link #read} took the second half from a {@link TailRead}. */
    boolean tookTail() {
        return restReadByTail;
    }

    LoadedStore read() throws StoreException {
        checkFile();
        shape = FormatSniffer.detect(file, format, errors);
        format = shape == null ? StoreFormat.MEMSCOPE : shape.system();
        try {
            parse(() -> Files.newInputStream(file));
        } finally {
            dropTail();
        }
        progress.update("Indexing " + file.getFileName(), fileSize, fileSize);
        table.finishLoading();
        dependencies.trim();
        return new LoadedStore(table, GroupIndex.build(table), dependencies,
                new PredicateCardinalities(cardinalities), flags, audit, source(table.inferredLinks()), otherMembers);
    }

    /** Where {@link #parse} reads from. */
    private interface Source {
        InputStream open() throws IOException;
    }

    /** Reads the document {@code source} opens (and this closes) into this reader's table and sections. */
    private void parse(Source source) throws StoreException {
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
            readLines(p);
        } else {
            readDocument(p);
        }
    }

    /** A shape translated record by record ({@link ForeignFormat.Records}), then indexed. */
    private void readForeign(JsonParser p, ForeignFormat.Records records) throws IOException, StoreException {
        ForeignFormat.ForeignFacts read = records.read(new ForeignFormat.Input(p, isJsonLines(file), errors, file));
        for (FactDraft d : read.drafts()) {
            append(d, d.line, -1);
        }
        cardinalities.putAll(read.cardinalities());
    }

    private FactObjectReader factReader(JsonParser p) {
        return format == StoreFormat.SUPERSEDE ? new FactObjectReader(p, errors, "object", true)
                : new FactObjectReader(p, errors);
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
            readFacts(p, TailRead.Form.ARRAY);
        } else {
            throw errors.at(p.currentTokenLocation(), "the top level must be an object with a \"facts\" array"
                    + " or an array of facts, found " + JsonErrors.describe(t));
        }
        if (restReadByTail) {
            return; // the tail's reader read to the end of the file, and found nothing after the value
        }
        if (p.nextToken() != null) {
            throw errors.at(p.currentTokenLocation(), "unexpected content after the end of the top-level JSON value");
        }
    }

    private void readObjectForm(JsonParser p) throws IOException, StoreException {
        JsonLocation start = p.currentTokenLocation();
        Set<String> seen = seenSections;
        SectionReader sections = new SectionReader(p, errors);
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String key = p.currentName();
            JsonLocation keyAt = p.currentTokenLocation();
            JsonToken value = p.nextToken();
            if (SECTIONS.contains(key) && !seen.add(key)) {
                throw errors.at(keyAt, "\"" + key + "\" appears twice in the top-level object");
            }
            switch (key) {
                case "facts" -> {
                    requireArray(value, key, keyAt);
                    readFacts(p, TailRead.Form.OBJECT);
                    if (restReadByTail) {
                        return; // the tail's reader read the members after the facts
                    }
                }
                case "dependencies" -> {
                    requireArray(value, key, keyAt);
                    sections.dependencies(dependencies);
                }
                case "predicates" -> {
                    requireArray(value, key, keyAt);
                    sections.predicates(cardinalities);
                }
                // Recheck flags and the audit log: memscope's own state.
                case "flags" -> {
                    requireArray(value, key, keyAt);
                    new OwnSections(p, errors).flags(flags);
                }
                case "audit" -> {
                    requireArray(value, key, keyAt);
                    new OwnSections(p, errors).audit(audit);
                }
                default -> { // unknown top-level keys belong to other tools: skipped, and kept on a rewrite
                    otherMembers.add(key);
                    p.skipChildren();
                }
            }
        }
        if (!seen.contains("facts")) {
            throw errors.at(start, "the top-level object has no \"facts\" array");
        }
    }

    /** Adds a read fact; {@code line} and {@code column} (-1: none) name where it is in messages only. */
    private void append(FactDraft d, long line, long column) throws StoreException {
        int first = table.rowOf(d.id);
        if (first >= 0) {
            throw errors.whole(where(line, column) + ": duplicate id " + d.id + " (first at line "
                    + table.lineOf(first) + ")");
        }
        int twin = idTypes.twinRow(table, d.id);
        if (twin >= 0) {
            throw errors.whole(where(line, column) + ": id " + quoted(d.id) + " and id " + quoted(table.id(twin))
                    + " at line " + table.lineOf(twin) + " are one number and one string, which commands and"
                    + " the window cannot tell apart; give every fact an id of one type");
        }
        try {
            table.append(d);
        } catch (IllegalStateException tooLarge) {
            throw errors.whole(where(line, column) + ": " + tooLarge.getMessage());
        }
        idTypes.appended(table, d.id);
    }

    private static String quoted(FactId id) {
        return id.isNumeric() ? id.toString() : "\"" + id + "\"";
    }

    private static String where(long line, long column) {
        return "line " + line + (column < 0 ? "" : ", column " + column);
    }

    private void requireArray(JsonToken value, String key, JsonLocation keyAt) throws StoreException {
        if (value != JsonToken.START_ARRAY) {
            throw errors.at(keyAt, "\"" + key + "\" must be an array, found " + JsonErrors.describe(value));
        }
    }

    /** The elements of a facts array; the parser stands on its START_ARRAY. */
    private void readFacts(JsonParser p, TailRead.Form form) throws IOException, StoreException {
        FactObjectReader reader = factReader(p);
        startTail(p, form);
        JsonToken first = p.nextToken();
        if (inPipeline(p, pipeline -> elements(reader, p, pipeline, first)) && !takeTail()) {
            // the tail is unusable: read on from its first fact, where the parser stands
            inPipeline(p, pipeline -> elements(reader, p, pipeline, JsonToken.START_OBJECT));
        }
        dropTail();
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
     * same here: a duplicate id (or an id and its string twin) across the halves, a section that both halves hold, or a column that both
     * would make too large.
     */
    private boolean takeTail() throws StoreException {
        TailRead reading = tail;
        tail = null;
        factsTo = fileSize; // if the tail is not taken, this reader reads the rest itself
        JsonStoreReader rest = reading.await();
        if (rest == null || table.sharesIdWith(rest.table) || idTypes.mayClashWith(rest.idTypes) || sharesSectionWith(rest)
                || !table.canAppend(rest.table)) {
            return false; // read on from the boundary here: a too-large column is then refused at its fact
        }
        table.appendAll(rest.table);
        dependencies.appendAll(rest.dependencies);
        cardinalities.putAll(rest.cardinalities);
        flags.addAll(rest.flags);
        audit.addAll(rest.audit);
        otherMembers.addAll(rest.otherMembers);
        factNumber += rest.factNumber;
        restReadByTail = true;
        return true;
    }

    /** Whether a section read after the facts was also read before them (the serial read refuses that). */
    private boolean sharesSectionWith(JsonStoreReader rest) {
        for (String key : rest.seenSections) {
            if (!key.equals("facts") && seenSections.contains(key)) {
                return true;
            }
        }
        return false;
    }

    private void dropTail() {
        if (tail != null) {
            tail.cancel();
            tail = null;
            factsTo = fileSize; // this reader reads the rest itself now
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
        DraftPipeline pipeline = new DraftPipeline(d -> append(d, d.line, d.column), file.toString());
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

    /** One fact object per line; blank lines are fine, two facts on one line are not. */
    private void readLines(JsonParser p) throws IOException, StoreException {
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
            table.expectRows(factNumber + factNumber * (factsTo - at) / Math.max(1, at - factsFrom));
            progress.update("Reading " + file.getFileName(), at + (tail == null ? 0 : tail.bytesRead()), fileSize);
            progress.checkCancelled();
        }
    }
}
