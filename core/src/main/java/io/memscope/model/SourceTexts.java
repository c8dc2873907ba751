package io.memscope.model;

/**
 * What makes a fact's {@code source} a text that can be read (an utterance or a passage the memory system took
 * the fact from) rather than a label of where it came from ({@code conversation}, {@code episode 12}): two
 * spaces at least. Stores answer {@link io.memscope.store.MemoryStore#hasSourceSentences} by this one rule, so
 * a JSON store and its SQL copy agree.
 */
public final class SourceTexts {
    /** The fewest spaces of a source that reads as a sentence: three words. */
    public static final int MIN_SPACES = 2;
    /**
     * A SQL table of more facts than this is asked about the sources of its {@link #SAMPLE} lowest ids only:
     * asking every row reads the whole table (docs/adr/0027), where a store whose sources are what was said
     * has them throughout.
     */
    public static final long ASKED_WHOLE_UP_TO = 200_000;
    public static final int SAMPLE = 10_000;

    private SourceTexts() {
    }

    public static boolean isSentence(String source) {
        if (source == null) {
            return false;
        }
        int spaces = 0;
        for (int i = 0; i < source.length() && spaces < MIN_SPACES; i++) {
            if (source.charAt(i) == ' ') {
                spaces++;
            }
        }
        return spaces >= MIN_SPACES;
    }
}
