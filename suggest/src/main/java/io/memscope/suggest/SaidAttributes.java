package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.model.SourceTexts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A later fact whose source is what the user said, naming a current fact's attribute in their own words, and
 * whose value is another, replaces that fact under whatever predicate the agent filed it: {@code arvesti_tyyp} =
 * "mehaaniline", later {@code meter_type} = "kaugloetav (smart)" said as "Elektrilevi vahetas arvesti ära, nüüd
 * on kaugloetav". Agents name one attribute in many languages and words, so no alias joins the two predicates;
 * the old predicate's own word in the user's sentence does. The sentence must also give a word of the new value
 * or say that something changed.
 */
final class SaidAttributes {
    static final double SCORE = 0.6;
    private static final Pattern WORDS = Phrases.WORD_BREAKS;
    private static final Comparator<Fact> BY_TIME = Comparator.comparing(Fact::validFrom).thenComparing(Fact::id);

    private final ImplicitSupersessions supersessions;

    SaidAttributes(ImplicitSupersessions supersessions) {
        this.supersessions = supersessions;
    }

    /** For each current fact of the entity, the first later fact said in words that name its attribute. */
    List<Suggestion.ImplicitSupersession> in(List<Fact> current) {
        List<Fact> said = new ArrayList<>();
        for (Fact f : current) {
            if (f.validFrom() != null && f.value() != null && SourceTexts.isSentence(f.source())
                    && !f.metadata().containsKey(Sentences.SENTENCE) && !Sentences.isSentencePredicate(f.predicate())) {
                said.add(f);
            }
        }
        if (said.isEmpty()) {
            return List.of();
        }
        said.sort(BY_TIME);
        List<String[]> folded = new ArrayList<>(said.size());
        for (Fact f : said) {
            String[] words = WORDS.split(f.source().strip());
            for (int i = 0; i < words.length; i++) {
                words[i] = NamedAttributes.fold(words[i]);
            }
            folded.add(words);
        }
        // when each predicate first held a value in the entity, so "held one before" is one look per pair
        java.util.Map<String, java.time.Instant> firstOf = new java.util.HashMap<>();
        for (Fact f : current) {
            if (f.validFrom() != null) {
                firstOf.merge(f.predicate(), f.validFrom(), (x, y) -> x.isBefore(y) ? x : y);
            }
        }
        List<Suggestion.ImplicitSupersession> found = new ArrayList<>();
        for (Fact old : current) {
            if (!old.isCurrent() || old.validFrom() == null || old.value() == null || SourceSentences.isReading(old)) {
                continue;
            }
            List<String> attribute = NamedAttributes.attributeWords(old);
            if (attribute.isEmpty()) {
                continue;
            }
            for (int k = 0; k < said.size(); k++) {
                Fact next = said.get(k);
                if (!next.validFrom().isAfter(old.validFrom()) || next.predicate().equals(old.predicate())) {
                    continue;
                }
                // the sentence's words first: most name no attribute, and then the vetoes need not be asked
                String named = named(attribute, folded.get(k), next);
                if (named != null && replaces(old, next, firstOf)) {
                    found.add(new Suggestion.ImplicitSupersession(old.id(), next.id(),
                            Suggestion.round(Math.min(SCORE, supersessions.entityScore(old, next))), why(old, next, named)));
                    break;
                }
            }
        }
        return found;
    }

    /** Whether {@code next} can replace {@code old} at all, whatever its source says. */
    private boolean replaces(Fact old, Fact next, java.util.Map<String, java.time.Instant> firstOf) {
        if (supersessions.entityScore(old, next) < 0 || supersessions.attributesApart(old, next)
                || Phrases.key(old.value()).equals(Phrases.key(next.value())) || Restatements.same(old, next)) {
            return false;
        }
        // the later predicate held a value of its own before: an attribute apart
        java.time.Instant first = firstOf.get(next.predicate());
        return first == null || first.isAfter(old.validFrom());
    }

    /**
     * The attribute's word as the sentence says it, or null when the sentence does not name it, tells a wish or
     * a former value, names another person's, or neither gives a word of the new value nor says it changed.
     */
    private static String named(List<String> attribute, String[] words, Fact next) {
        int at = -1;
        for (int i = 0; i < words.length && at < 0; i++) {
            for (String a : attribute) {
                if (NamedAttributes.sameWord(a, words[i])) {
                    at = i;
                    break;
                }
            }
        }
        if (at < 0) {
            return null;
        }
        Set<String> value = new HashSet<>();
        for (String w : WORDS.split(next.value().strip())) {
            if (w.length() > 1) {
                value.add(NamedAttributes.fold(w));
            }
        }
        boolean change = false;
        boolean near = false;
        for (int i = 0; i < words.length; i++) {
            if (Decoys.wishOrFormer(words[i]) || i < at && Decoys.namesOtherPerson(words[i])) {
                return null; // "wants a new dentist", "my wife's doctor"
            }
            change |= NamedAttributes.CHANGE_WORDS.contains(words[i]);
            near |= i != at && value.contains(words[i]);
        }
        return change || near ? words[at] : null;
    }

    private static String why(Fact old, Fact next, String named) {
        return "fact " + old.id() + " (" + old.subject() + " " + old.predicate() + " \"" + old.value()
                + "\") is still current, and the later fact " + next.id() + " (" + next.subject() + " "
                + next.predicate() + " \"" + next.value() + "\") was said in words that name the same attribute (\""
                + named + "\"): \"" + next.source() + "\"; an update filed under another predicate, which no alias joins";
    }
}
