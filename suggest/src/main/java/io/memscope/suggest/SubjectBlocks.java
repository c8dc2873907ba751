package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Progress;
import io.memscope.model.SourceTexts;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Facts one subject at a time, replayed from the start on every call: the suggester reads a store twice and
 * holds one subject's facts at a time, never the store.
 */
public interface SubjectBlocks {
    void forEach(Block block) throws StoreException;

    /** One subject's facts, in the order the source gives them. */
    interface Block {
        void accept(String subject, List<Fact> facts) throws StoreException;
    }

    /** Facts already in memory, grouped by subject in the order subjects first appear. */
    static SubjectBlocks of(List<Fact> facts) {
        Map<String, List<Fact>> bySubject = new LinkedHashMap<>();
        for (Fact f : facts) {
            bySubject.computeIfAbsent(f.subject(), s -> new ArrayList<>()).add(f);
        }
        boolean sourceSentences = facts.stream().anyMatch(f -> SourceTexts.isSentence(f.source()));
        return new SubjectBlocks() {
            @Override
            public void forEach(Block block) throws StoreException {
                for (Map.Entry<String, List<Fact>> e : bySubject.entrySet()) {
                    block.accept(e.getKey(), e.getValue());
                }
            }

            @Override
            public boolean hasSourceSentences() {
                return sourceSentences;
            }
        };
    }

    /**
     * The same blocks, but a source may leave out each fact's recorded_at, source, agent, confidence and
     * metadata ({@link MemoryStore#forEachFactBrief}): for a pass that reads only subjects, predicates, values
     * and times.
     */
    default void forEachBrief(Block block) throws StoreException {
        forEach(block);
    }

    /**
     * The blocks of the named subjects only, as {@link #forEach} gives them: for the second pass, where few
     * subjects can hold a suggestion. By default a pass over every block.
     */
    default void forEachOf(java.util.Set<String> subjects, Block block) throws StoreException {
        forEach((subject, facts) -> {
            if (subjects.contains(subject)) {
                block.accept(subject, facts);
            }
        });
    }

    /**
     * The same blocks, each fact without its value, where the source reads faster so
     * ({@link MemoryStore#forEachFactWithoutValue}); false, having read nothing, where it does not. A big source
     * is read in parts at once: each part's blocks go to a {@link Part} of its own, on the part's thread.
     */
    default boolean forEachWithoutValues(Supplier<Part> parts) throws StoreException {
        return false;
    }

    /** The blocks of one part of a source read in parts, then its end. */
    interface Part extends Block {
        void end() throws StoreException;
    }

    /**
     * Whether some fact's source reads as a sentence ({@link SourceTexts#isSentence}): then the first pass reads
     * the facts whole, since a brief read leaves sources out.
     */
    default boolean hasSourceSentences() throws StoreException {
        return false;
    }

    /** The values of facts by id, for a pass read {@link #forEachWithoutValues without them}. */
    default Map<FactId, String> valuesOf(Collection<FactId> ids) throws StoreException {
        throw new UnsupportedOperationException("these facts are always read with their values");
    }

    /**
     * A store's facts through {@link MemoryStore#forEachFact}, which streams them grouped by subject: a block
     * ends where the subject changes.
     */
    static SubjectBlocks of(MemoryStore store, Progress progress) {
        int[] passes = {0};
        return new SubjectBlocks() {
            @Override
            public void forEach(Block block) throws StoreException {
                BlockCutter blocks = new BlockCutter(block);
                store.forEachFact(blocks::add, inPass(++passes[0], progress));
                blocks.end();
            }

            @Override
            public void forEachBrief(Block block) throws StoreException {
                BlockCutter blocks = new BlockCutter(block);
                store.forEachFactBrief(blocks::add, inPass(++passes[0], progress));
                blocks.end();
            }

            @Override
            public void forEachOf(java.util.Set<String> subjects, Block block) throws StoreException {
                BlockCutter blocks = new BlockCutter(block);
                store.forEachFactOf(subjects, blocks::add, inPass(++passes[0], progress));
                blocks.end();
            }

            @Override
            public boolean forEachWithoutValues(Supplier<Part> parts) throws StoreException {
                boolean read = false;
                try {
                    read = store.forEachFactWithoutValue(() -> {
                        Part part = parts.get();
                        BlockCutter blocks = new BlockCutter(part);
                        return new MemoryStore.FactPart() {
                            @Override
                            public void accept(Fact fact) throws StoreException {
                                blocks.add(fact);
                            }

                            @Override
                            public void end() throws StoreException {
                                blocks.end();
                                part.end();
                            }
                        };
                    }, inPass(++passes[0], progress));
                    return read;
                } finally {
                    if (!read) {
                        passes[0]--; // not read, or stopped to be read again: the next pass is still the first
                    }
                }
            }

            @Override
            public Map<FactId, String> valuesOf(Collection<FactId> ids) throws StoreException {
                return store.valuesOf(ids);
            }

            @Override
            public boolean hasSourceSentences() throws StoreException {
                return store.hasSourceSentences();
            }
        };
    }

    /** The store's progress, its step naming the pass: a window shows "reading facts" twice. */
    private static Progress inPass(int pass, Progress progress) {
        String which = pass == 1 ? " (first pass)" : pass == 2 ? " (second pass)" : " (pass " + pass + ")";
        return new Progress() {
            @Override
            public void update(String step, long done, long total) {
                progress.update(step + which, done, total);
            }

            @Override
            public boolean isCancelled() {
                return progress.isCancelled();
            }
        };
    }
}
