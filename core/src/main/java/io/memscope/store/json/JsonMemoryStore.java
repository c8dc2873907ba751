package io.memscope.store.json;

import io.memscope.model.AnalysisReport;
import io.memscope.model.AuditEntry;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.PackedSubjectList;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.model.RecheckFlag;
import io.memscope.model.StoreSummary;
import io.memscope.model.SubjectSummary;
import io.memscope.store.EditWork;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreDescriptor;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreKind;
import io.memscope.store.StoreSource;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A memory store exported as JSON (object form, bare array, or JSON Lines), read once into a compact
 * columnar index and answered from memory. Edits ({@link #edit}) run under the file's {@link JsonWriteLock}
 * and replace the file atomically through {@link JsonStoreSave}, which copies every byte the edit did not
 * change; the index then takes the edit over, so it always reflects the file on disk.
 */
public final class JsonMemoryStore implements MemoryStore, StoreSource.Described {
    private final Path file;
    private final StoreDescriptor descriptor;
    private final StoreSource source;
    private LoadedStore store;
    /** The file as it was when {@link #store} was read from it; an edit rereads when it differs. */
    private FileFingerprint loadedFrom;
    /** The file's attributes as the index now shows it, for {@link #externalChange}: no hash, read every few seconds. */
    private volatile FileFingerprint shown;

    private JsonMemoryStore(Path file, boolean readOnly, LoadedStore store, FileFingerprint loadedFrom,
            FileFingerprint shown) {
        this.file = file;
        this.source = store.source();
        // Writing back into another system's export is not offered: the operator exports to memscope's format.
        this.descriptor = new StoreDescriptor(StoreKind.JSON, file.toString(),
                readOnly || source.format().isForeign());
        this.store = store;
        this.loadedFrom = loadedFrom;
        this.shown = shown;
    }

    public static JsonMemoryStore open(Path file, boolean readOnly) throws StoreException {
        return open(file, readOnly, Progress.NONE);
    }

    /**
     * Reads the whole file, reporting bytes read of the file size.
     *
     * @throws StoreException                when the file is missing, unreadable or not a valid store (one-line message)
     * @throws Progress.CancelledException when {@code progress} reports a cancel while reading
     */
    public static JsonMemoryStore open(Path file, boolean readOnly, Progress progress) throws StoreException {
        return open(file, readOnly, null, progress);
    }

    /**
     * Reads the file as {@code format}, or as the format its field names show when {@code format} is null.
     * A foreign format (Graphiti, Mem0, Supersede) is always opened read-only.
     */
    public static JsonMemoryStore open(Path file, boolean readOnly, StoreFormat format, Progress progress)
            throws StoreException {
        Objects.requireNonNull(file, "file");
        // Taken before reading: if the file is replaced meanwhile, the next edit sees a difference and rereads.
        FileFingerprint fingerprint = readOnly ? null : FileFingerprint.of(file);
        FileFingerprint shown = fingerprint != null ? fingerprint : attributesIfReadable(file);
        return new JsonMemoryStore(file, readOnly, JsonStoreReader.read(file, format, progress), fingerprint, shown);
    }

    @Override
    public StoreDescriptor descriptor() {
        return descriptor;
    }

    /** The format the file was read as, where each field came from, and how many links were inferred. */
    @Override
    public StoreSource source() {
        return source;
    }

    @Override
    public StoreSummary summary() throws StoreException {
        return JsonStoreAnalysis.summary(loaded().facts());
    }

    @Override
    public AnalysisReport analyze(Progress progress) throws StoreException {
        return JsonStoreAnalysis.analyze(loaded(), descriptor.location(), progress);
    }

    @Override
    public PredicateCardinalities cardinalities() throws StoreException {
        return loaded().cardinalities();
    }

    @Override
    public List<SubjectSummary> subjects(Progress progress) throws StoreException {
        LoadedStore s = loaded();
        FactTable table = s.facts();
        GroupIndex groups = s.groups();
        // packed, as the SQL stores' lists are: a SubjectSummary and an Instant per subject were 100 000 pairs
        // of objects at 1 M facts, made as the window's open ends and copied by its next young collections
        PackedSubjectList.Builder subjects = new PackedSubjectList.Builder();
        for (int rank = 0; rank < table.subjectCount(); rank++) {
            long latest = Timestamps.NULL;
            for (int i = groups.subjectFrom(rank); i < groups.subjectTo(rank); i++) {
                latest = Math.max(latest, table.latestMoment(groups.row(i)));
            }
            subjects.add(table.subjectName(rank), groups.subjectTo(rank) - groups.subjectFrom(rank),
                    Timestamps.instant(latest));
            if ((rank & 0xFFF) == 0) {
                progress.checkCancelled();
            }
        }
        return subjects.build();
    }

    @Override
    public List<Fact> factsOf(String subject) throws StoreException {
        return facts(subject, null, null);
    }

    @Override
    public List<Fact> factsAsOf(String subject, String predicate, Instant asOf) throws StoreException {
        return facts(subject, predicate, Objects.requireNonNull(asOf, "asOf"));
    }

    /** The subject's facts in canonical order, optionally of one predicate and valid at one instant. */
    private List<Fact> facts(String subject, String predicate, Instant asOf) throws StoreException {
        return loaded().facts(subject, predicate, asOf);
    }

    @Override
    public Optional<Fact> fact(FactId id) throws StoreException {
        FactTable table = loaded().facts();
        int row = table.rowOf(id);
        return row < 0 ? Optional.empty() : Optional.of(table.fact(row));
    }

    @Override
    public List<Dependency> dependenciesOf(FactId id) throws StoreException {
        return loaded().dependencies().involving(id);
    }

    @Override
    public void forEachFact(FactConsumer consumer, Progress progress) throws StoreException {
        forEachFact(consumer, progress, true);
    }

    /** The details (recorded_at, source, agent, confidence, metadata) cost a decoded string or an object a fact. */
    @Override
    public void forEachFactBrief(FactConsumer consumer, Progress progress) throws StoreException {
        forEachFact(consumer, progress, false);
    }

    private void forEachFact(FactConsumer consumer, Progress progress, boolean details) throws StoreException {
        LoadedStore s = loaded();
        GroupIndex groups = s.groups();
        for (int i = 0; i < groups.size(); i++) {
            int row = groups.row(i);
            consumer.accept(details ? s.facts().fact(row) : s.facts().factForAnalysis(row));
            if ((i & 0xFFF) == 0) {
                progress.update("reading facts", i, groups.size());
                progress.checkCancelled();
            }
        }
    }

    @Override
    public boolean hasSourceSentences() throws StoreException {
        return loaded().facts().anySourceSentence();
    }

    @Override
    public void forEachDependency(DependencyConsumer consumer) throws StoreException {
        DependencyList dependencies = loaded().dependencies();
        for (int i = 0; i < dependencies.size(); i++) {
            consumer.accept(dependencies.get(i));
        }
    }

    @Override
    public synchronized List<RecheckFlag> flags() throws StoreException {
        return loaded().flags();
    }

    @Override
    public synchronized List<AuditEntry> auditLog() throws StoreException {
        return loaded().audit();
    }

    /**
     * Runs the work on an in-memory session over the current content (read again first if another program
     * changed the file since memscope read it), then writes the whole store atomically and reads it back.
     */
    @Override
    public void checkCanEdit() throws StoreException {
        if (descriptor.readOnly()) {
            throw new StoreException(descriptor.location() + ": opened read-only; memscope changes nothing in it");
        }
        if (JsonStoreReader.isJsonLines(file)) {
            throw new StoreException(descriptor.location() + ": a JSON Lines file holds facts only, so memscope"
                    + " cannot keep its audit log there; export it to a .json store to make changes");
        }
        if (!java.nio.file.Files.isWritable(file)) {
            throw new StoreException(descriptor.location() + ": permission denied: memscope may not write this file;"
                    + " open it read-only to inspect it");
        }
        ReplacedFile.target(file, descriptor.location()); // refuses a file with other hard links
    }

    @Override
    public synchronized <T> T edit(EditWork<T> work) throws StoreException {
        checkCanEdit();
        loaded();
        Path target = ReplacedFile.target(file, descriptor.location());
        // held from the check below to the rename, so no other memscope bases an action on the same version
        try (JsonWriteLock lock = JsonWriteLock.acquire(target, descriptor.location(), JsonWriteLock.WAIT_MILLIS)) {
            // Attributes first: hashing a big file for every action cost a second a decision. A rewrite in
            // place that kept size and time passes here but not the full check just before the rename.
            if (!loadedFrom.sameAttributes(file)) { // replaced or changed since it was read: read it again
                loadedFrom = FileFingerprint.of(file);
                store = JsonStoreReader.read(file, Progress.NONE);
            }
            JsonEditSession session = new JsonEditSession(store, descriptor.location());
            T result = work.run(session);
            if (session.changed()) {
                FileFingerprint saved = JsonStoreSave.save(target, descriptor.location(), session, loadedFrom);
                // The saved file need not be parsed again: the edit says what it holds. Should that fail, the
                // old fingerprint stays, so the next edit finds the file changed and reads it again.
                store = session.saved();
                loadedFrom = saved;
            }
            shown = loadedFrom; // an edit that found the file changed read it again: the window refreshes from it
            return result;
        }
    }

    /** The file's attributes, or null where it cannot be read: the reader says why, in its own words. */
    private static FileFingerprint attributesIfReadable(Path file) {
        try {
            return FileFingerprint.written(file, null);
        } catch (StoreException e) {
            return null;
        }
    }

    /** Not synchronized: asked every few seconds, it must not wait behind an edit or an analysis. */
    @Override
    public Optional<String> externalChange() {
        if (store == null || shown == null) {
            return Optional.empty();
        }
        try {
            return shown.sameAttributes(file) ? Optional.empty()
                    : Optional.of(descriptor.location() + " was changed by another program since memscope read it");
        } catch (StoreException e) {
            return Optional.of(descriptor.location() + " is no longer readable: it was moved, removed or locked");
        }
    }

    /** Frees the index; the file was closed when reading finished. */
    @Override
    public void close() {
        store = null;
    }

    private LoadedStore loaded() throws StoreException {
        LoadedStore s = store;
        if (s == null) {
            throw new StoreException(descriptor.location() + ": the store is closed");
        }
        return s;
    }
}
