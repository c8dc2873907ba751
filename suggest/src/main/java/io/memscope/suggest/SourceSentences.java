package io.memscope.suggest;

import io.memscope.model.Fact;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A fact's {@code source} read as a sentence of its subject, where it is what the user said ("User: we moved to
 * Ghent last week"): {@link Sentences} reads the words once the speaker's label and pronoun are set aside, and
 * the reading is kept only where it names an attribute {@link AttributeLexicon} knows.
 */
final class SourceSentences {
    private SourceSentences() {
    }

    /** Words after which an utterance says what the speaker's attribute is: "we moved to Ghent". */
    private static final Set<String> SPEAKERS = Set.of("i", "we", "i'm", "i've", "we've", "we're", "i’m", "i’ve",
            "we’ve", "we’re", "im", "ive");
    /** Words from which an utterance names the speaker's attribute: "my new address is 12 Elm Street". */
    private static final Set<String> POSSESSIVES = Set.of("my", "our");
    /** A label before the text, as "User:" or "Email from client:" begins a source. */
    private static final Pattern SOURCE_LABEL = Pattern.compile("^[^:\\s][^:]{0,40}:\\s+");
    private static final int MAX_LABEL_WORDS = 4;
    /** Where one sentence of a source ends: "...last week. The kids love it", not "Dr. Okafor". */
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[\\p{Ll}\\p{N}]{2}[.!?])\\s+|(?<=[!?;])\\s+");

    /**
     * The fact's source read as a sentence of its subject ("User: we moved to Ghent last week" reads
     * {@code moved to} = {@code Ghent}), where it names an attribute the list knows: provenance is more often a
     * label ("conversation 12", "crm import") than a statement, so a reading that names nothing known is left
     * out. The reading starts after the speaker ("we ...") or at what is theirs ("my ..."), or at the start.
     */
    static Optional<Fact> of(Fact fact) {
        String source = fact.source();
        if (!io.memscope.model.SourceTexts.isSentence(source)) {
            return Optional.empty();
        }
        String text = source.strip();
        java.util.regex.Matcher label = SOURCE_LABEL.matcher(text);
        if (label.find() && Sentences.SPACES.split(label.group().strip()).length <= MAX_LABEL_WORDS) {
            text = text.substring(label.end());
        }
        for (String piece : SENTENCE_END.split(text)) {
            String[] words = Sentences.SPACES.split(Sentences.EDGE_PUNCTUATION.matcher(piece).replaceAll(""));
            Optional<Fact> read = ofSourceSentence(fact, source, words);
            if (read.isPresent()) {
                return read;
            }
        }
        return Optional.empty();
    }

    /** Whether the fact is a reading of a stored fact's source, whose value is a guess at what was said. */
    static boolean isReading(Fact fact) {
        String sentence = fact.metadata().get(Sentences.SENTENCE);
        return sentence != null && sentence.startsWith("source \"");
    }

    private static Optional<Fact> ofSourceSentence(Fact fact, String source, String[] words) {
        List<Integer> starts = new ArrayList<>();
        for (int i = 0; i < words.length - 1; i++) {
            String w = Sentences.plain(words[i]);
            if (SPEAKERS.contains(w)) {
                starts.add(i + 1);
            } else if (POSSESSIVES.contains(w)) {
                starts.add(i);
            }
        }
        starts.add(0); // a source that speaks of no one ("Moved to Ghent")
        for (int from : starts) {
            int end = firstValueEnd(words, from);
            if (end - from < 2) {
                continue;
            }
            String said = String.join(" ", Arrays.copyOfRange(words, from, end));
            Fact sentence = new Fact(fact.id(), fact.subject(), "source", said, fact.valueKind(), fact.validFrom(),
                    fact.validTo(), fact.supersededBy(), fact.recordedAt(), source, fact.agent(), fact.confidence(),
                    Map.of(), fact.inferredLink());
            Optional<Fact> read = Sentences.asFact(sentence);
            if (read.isPresent() && from == 0 && starts.size() == 1 && !read.get().predicate().contains(" ")) {
                continue; // "vet PMS sync" names where the fact came from, not what anyone said
            }
            if (read.isPresent() && AttributeLexicon.builtIn().attributeOf(read.get().predicate()).isPresent()) {
                Fact r = read.get();
                return Optional.of(new Fact(fact.id(), fact.subject(), r.predicate(), r.value(), fact.valueKind(),
                        fact.validFrom(), fact.validTo(), fact.supersededBy(), fact.recordedAt(), source, fact.agent(),
                        fact.confidence(), Map.of(Sentences.SENTENCE, "source \"" + source + "\""), fact.inferredLink()));
            }
        }
        return Optional.empty();
    }

    /**
     * Where the first name after {@code from} ends: the words of an utterance after its value say more about it
     * ("Dr. Okafor at Smile Clinic"), not what the attribute is; the sentence's end where it names none.
     */
    private static int firstValueEnd(String[] words, int from) {
        int i = from + 1;
        while (i < words.length && !isName(words[i])) {
            i++;
        }
        while (i < words.length && isName(words[i])) {
            i++;
        }
        return i;
    }

    private static boolean isName(String word) {
        String w = Sentences.EDGE_PUNCTUATION.matcher(word).replaceAll("");
        return !w.isEmpty() && !w.equals("I") && (Character.isUpperCase(w.codePointAt(0)) || Character.isDigit(w.codePointAt(0)));
    }
}
