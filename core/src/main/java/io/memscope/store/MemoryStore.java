package io.memscope.store;

import io.memscope.model.AnalysisReport;
import io.memscope.model.AuditEntry;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.model.RecheckFlag;
import io.memscope.model.StoreSummary;
import io.memscope.model.SubjectSummary;

import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * An open memory store. Adapters push work down to where the data is: SQL stores let the database
 * count and find candidates; the JSON store answers from its compact in-memory index. All adapters
 * must give identical answers for the same content (a shared test suite checks this).
 */
public interface MemoryStore extends AutoCloseable {

    StoreDescriptor descriptor();

    /** Counts of the overview. */
    StoreSummary summary() throws StoreException;

    /**
     * About how many facts the store holds, for a progress bar; -1 when that is not known cheaply. A SQL
     * store must not scan its table just to draw a bar (that was a third of an export's time).
     */
    default long estimatedFactCount() throws StoreException {
        return summary().facts();
    }

    /** Counts and every finding, as {@code check} reports them. */
    AnalysisReport analyze(Progress progress) throws StoreException;

    /**
     * As {@link #analyze(Progress)}, handing findings to {@code early} as soon as a part of the analysis has
     * them, before the whole report is ready: on a big store the first ones come long before the last. Each
     * finding is handed over at most once, from any thread, in no particular order, and the report holds
     * them all again. A store that finds everything at once hands nothing early.
     */
    default AnalysisReport analyze(Progress progress, java.util.function.Consumer<List<Finding>> early)
            throws StoreException {
        return analyze(progress);
    }

    PredicateCardinalities cardinalities() throws StoreException;

    /** Every subject in name order, with its number of facts and latest change; cheap enough to run first on open. */
    List<SubjectSummary> subjects(Progress progress) throws StoreException;

    /**
     * {@link #subjects}, {@link #summary} and how the store was read, as the window opens and refreshes with
     * them. A store that can read them in one pass does (a SQL table: one GROUP BY instead of two scans).
     */
    default StoreOverview overview(Progress progress) throws StoreException {
        return new StoreOverview(subjects(progress), summary(), StoreSource.of(this));
    }

    /**
     * The first subjects by name with their counts where the store can give them at once, before
     * {@link #overview} has read them all (an indexed table can: the window shows them while the rest is
     * counted); empty where that would take as long as the whole list.
     */
    default List<SubjectSummary> firstSubjects(int limit) throws StoreException {
        return List.of();
    }

    /** All facts of one subject, ordered by predicate, then valid_from (missing first), then id. */
    List<Fact> factsOf(String subject) throws StoreException;

    /** The facts of a subject (optionally one predicate) valid at {@code asOf}, by the brief's as-of rule. */
    List<Fact> factsAsOf(String subject, String predicate, Instant asOf) throws StoreException;

    Optional<Fact> fact(FactId id) throws StoreException;

    /** Dependencies in which the fact is either side. */
    List<Dependency> dependenciesOf(FactId id) throws StoreException;

    /**
     * Streams every fact, grouped by subject and then predicate, without holding them all in memory
     * (exports and copies of million-fact stores go through here).
     */
    void forEachFact(FactConsumer consumer, Progress progress) throws StoreException;

    /**
     * Streams every fact as {@link #forEachFact} does, grouped the same way, except that a store may leave out
     * what decides nothing in a pass over subjects, predicates, values and times: recorded_at, source, agent,
     * confidence and metadata. The suggester's first pass reads this way; anything that shows or writes a fact
     * reads {@link #forEachFact}.
     */
    default void forEachFactBrief(FactConsumer consumer, Progress progress) throws StoreException {
        forEachFact(consumer, progress);
    }

    /**
     * Where the store reads its facts faster without their values (a SQL table whose index holds every other
     * column): streams every fact as {@link #forEachFactBrief} does but with a null value, and returns true. A
     * store that cannot returns false having read nothing. A big store may be read in parts at once, each on its
     * own thread and holding whole subjects, grouped as {@link #forEachFact} groups them: each part goes to a
     * {@link FactPart} of its own from {@code parts}, which is called on the part's thread. A pass that needs only
     * some values reads them afterwards with {@link #valuesOf}.
     */
    default boolean forEachFactWithoutValue(Supplier<FactPart> parts, Progress progress) throws StoreException {
        return false;
    }

    /** Receives the facts of one part of {@link #forEachFactWithoutValue}, then its end. */
    interface FactPart extends FactConsumer {
        /** After the part's last fact. */
        void end() throws StoreException;
    }

    /**
     * The values of the facts {@code ids} names (null where a fact has none); ids no fact has are left out. By
     * default one pass over the store; SQL stores look the ids up.
     */
    default Map<FactId, String> valuesOf(Collection<FactId> ids) throws StoreException {
        Set<FactId> wanted = new HashSet<>(ids);
        Map<FactId, String> values = new HashMap<>();
        if (!wanted.isEmpty()) {
            forEachFactBrief(f -> {
                if (wanted.contains(f.id())) {
                    values.putIfAbsent(f.id(), f.value());
                }
            }, Progress.NONE);
        }
        return values;
    }

    /**
     * Streams the facts of the named subjects, grouped as {@link #forEachFact} groups them: for a pass that
     * needs a few subjects of a big store. By default one pass over the store, keeping theirs; SQL stores look
     * the subjects up.
     */
    default void forEachFactOf(Collection<String> subjects, FactConsumer consumer, Progress progress)
            throws StoreException {
        Set<String> wanted = new HashSet<>(subjects);
        if (!wanted.isEmpty()) {
            forEachFact(f -> {
                if (wanted.contains(f.subject())) {
                    consumer.accept(f);
                }
            }, progress);
        }
    }

    /**
     * Whether some fact's source is a text that can be read ({@link io.memscope.model.SourceTexts#isSentence}),
     * which the suggester then reads beside the fact. By default one pass over the store; JSON and SQL stores
     * ask their source column, a SQL table of more than {@link io.memscope.model.SourceTexts#ASKED_WHOLE_UP_TO}
     * facts only of its {@link io.memscope.model.SourceTexts#SAMPLE} lowest ids.
     */
    default boolean hasSourceSentences() throws StoreException {
        boolean[] found = {false};
        forEachFact(f -> found[0] |= io.memscope.model.SourceTexts.isSentence(f.source()), Progress.NONE);
        return found[0];
    }

    /**
     * Streams only the current facts (what a snapshot export needs). SQL stores filter in the
     * database, so a snapshot does not read the history it leaves out.
     */
    default void forEachCurrentFact(FactConsumer consumer, Progress progress) throws StoreException {
        forEachFact(f -> {
            if (f.isCurrent()) {
                consumer.accept(f);
            }
        }, progress);
    }

    /** Every dependency of the store, streamed. */
    void forEachDependency(DependencyConsumer consumer) throws StoreException;

    /**
     * The dependencies whose two facts are both current: what a snapshot export keeps. By default each side is
     * looked up; SQL stores answer in one query instead of two lookups per dependency.
     */
    default void forEachCurrentDependency(DependencyConsumer consumer) throws StoreException {
        forEachDependency(d -> {
            if (isCurrent(d.factId()) && isCurrent(d.dependsOn())) {
                consumer.accept(d);
            }
        });
    }

    private boolean isCurrent(FactId id) throws StoreException {
        return fact(id).map(Fact::isCurrent).orElse(false);
    }

    /** Every recheck flag, ordered by fact id; empty for a store memscope never wrote to. */
    default List<RecheckFlag> flags() throws StoreException {
        return List.of();
    }

    /** The audit log, oldest first; empty for a store memscope never wrote to. */
    default List<AuditEntry> auditLog() throws StoreException {
        return List.of();
    }

    /**
     * Runs {@code work} in one transaction: all its changes are stored, together, when it returns, and
     * none when it throws. A store opened read-only refuses with a {@link StoreException} and writes nothing.
     *
     * @throws ConflictException when the work found the store changed since the operator saw it
     */
    default <T> T edit(EditWork<T> work) throws StoreException {
        throw new StoreException(descriptor().location() + ": this kind of store cannot be changed by memscope");
    }

    /**
     * Throws the refusal {@link #edit} would give before doing any work, or returns when an edit may be tried:
     * so a command that writes something else first (an export put on the record) does not write it for
     * nothing. By default a store opened read-only refuses.
     */
    default void checkCanEdit() throws StoreException {
        if (descriptor().readOnly()) {
            throw new StoreException(descriptor().location() + ": opened read-only; memscope changes nothing in it");
        }
    }

    /**
     * What another program changed in the store since memscope last read or wrote it, in one sentence; empty
     * when nothing changed or the store cannot tell. Cheap enough to ask every few seconds: it reads file
     * attributes or row counts, never the facts, so the window can offer a reload instead of finding the
     * change only when an action is refused.
     */
    default Optional<String> externalChange() throws StoreException {
        return Optional.empty();
    }

    /**
     * The indexes the store lacks for fast analysis (an H2 or PostgreSQL table memscope did not write); empty
     * where the store has none to miss. Every answer is right without them, only slower.
     */
    default List<MissingIndex> missingIndexes() throws StoreException {
        return List.of();
    }

    /**
     * Creates {@link #missingIndexes()} in a writable store and returns those it created; a store opened
     * read-only refuses with a {@link StoreException}.
     */
    default List<MissingIndex> createMissingIndexes() throws StoreException {
        if (descriptor().readOnly()) {
            throw new StoreException(descriptor().location() + ": opened read-only; memscope changes nothing in it");
        }
        return List.of();
    }

    /**
     * A deep check that the store can be read whole, as {@code check --deep} asks: every row of every table
     * and every index entry of a SQL store (a normal analysis reads only what it needs). Returns the damage
     * found, one line each; empty when every part was read. A JSON store was read whole when it opened.
     */
    default List<String> verifyIntegrity(Progress progress) throws StoreException {
        return List.of();
    }

    /**
     * Up to {@code limit} facts whose value, subject, predicate, source or agent contains {@code text} (case
     * is ignored), in the order the store walks them. By default every fact is read once; SQL stores search
     * in the database.
     */
    default List<Fact> search(String text, int limit, Progress progress) throws StoreException {
        String wanted = text.strip().toLowerCase(java.util.Locale.ROOT);
        List<Fact> found = new java.util.ArrayList<>();
        if (wanted.isEmpty() || limit <= 0) {
            return found;
        }
        try {
            forEachFact(f -> {
                if (FactSearch.matches(f, wanted)) {
                    found.add(f);
                    if (found.size() >= limit) {
                        throw FactSearch.ENOUGH;
                    }
                }
            }, progress);
        } catch (FactSearch.Enough enough) {
            // the limit was reached: the walk stops there
        }
        return found;
    }

    /** Receives facts from {@link #forEachFact}; may stop the walk by throwing. */
    @FunctionalInterface
    interface FactConsumer {
        void accept(Fact fact) throws StoreException;
    }

    @FunctionalInterface
    interface DependencyConsumer {
        void accept(Dependency dependency) throws StoreException;
    }

    @Override
    void close() throws StoreException;
}
