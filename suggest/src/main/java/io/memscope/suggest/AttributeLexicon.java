package io.memscope.suggest;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The attributes a person has that memory stores keep under many names ({@code attributes.txt}): the small
 * local model finds {@code employer} and {@code works for} less alike than {@code lives in} and
 * {@code works in}, so what it cannot tell is looked up here. Unknown phrases are left to the model and the
 * value domains.
 */
final class AttributeLexicon {
    private static final String RESOURCE = "attributes.txt";
    private static final String NEVER_CHANGES = "(never changes)";
    private static final int MAX_ASKED = 50_000;
    /** Words that restate a listed name when looking it up, beside {@link Decoys#GENERIC}: articles and units. */
    private static final Set<String> ARTICLES = Set.of("a", "an", "the", "my", "kg", "lb", "lbs", "cm", "bpm");
    private static final AttributeLexicon BUILT_IN = load();

    /** Each phrase's {@link Phrases#key} and the attribute it names. */
    private final Map<String, String> attributes;
    /** Phrases ending in a preposition ({@code relocated to}), longest first: they also name a longer phrase's. */
    private final List<List<String>> frames;
    /** Attributes no later value replaces, such as a birthplace. */
    private final Set<String> fixed;
    /** What each predicate asked about named: a pass asks about a few predicates many times. */
    private final Map<String, Optional<String>> asked = new java.util.concurrent.ConcurrentHashMap<>();
    /** Every listed phrase as its stems, longest first. */
    private final List<List<String>> phrases;

    private AttributeLexicon(Map<String, String> attributes, List<List<String>> frames, Set<String> fixed) {
        this.attributes = attributes;
        this.frames = frames;
        this.fixed = fixed;
        List<List<String>> all = new ArrayList<>();
        for (String key : attributes.keySet()) {
            all.add(List.of(key.split(" ")));
        }
        all.sort(Comparator.<List<String>>comparingInt(List::size).reversed().thenComparing(f -> String.join(" ", f)));
        this.phrases = List.copyOf(all);
    }

    static AttributeLexicon builtIn() {
        return BUILT_IN;
    }

    /** The attribute the predicate names, or empty when the list does not know it. */
    Optional<String> attributeOf(String predicate) {
        Optional<String> known = asked.get(predicate);
        if (known == null) {
            known = lookUp(predicate);
            if (asked.size() < MAX_ASKED) { // the list is one for the whole JVM: a window opens many stores
                asked.put(predicate, known);
            }
        }
        return known;
    }

    private Optional<String> lookUp(String predicate) {
        String key = Phrases.key(predicate);
        String exact = attributes.get(key);
        if (exact != null) {
            return Optional.of(exact);
        }
        List<String> words = Phrases.stems(predicate);
        if (words.size() > 1 && Decoys.namesOtherPerson(words.get(0))) {
            // "daughter's teacher" names the teacher, of someone else: the veto of other people says whose
            Optional<String> theirs = attributeOf(String.join(" ", words.subList(1, words.size())));
            if (theirs.isPresent()) {
                return theirs;
            }
        }
        List<String> named = new ArrayList<>(words.size());
        for (String w : words) {
            if (!Decoys.GENERIC.contains(w) && !ARTICLES.contains(w)) {
                named.add(w);
            }
        }
        if (named.size() > 1 && Decoys.FUNCTION_WORDS.contains(named.get(named.size() - 1))
                && named.size() < words.size() - 1) {
            // "has a gym membership at": the listed phrase within words that restate it, and a preposition
            String framed = attributes.get(String.join(" ", named.subList(0, named.size() - 1)));
            if (framed != null) {
                return Optional.of(framed);
            }
        }
        if (!named.isEmpty() && named.size() < words.size()) {
            // "employer name", "primary email", "drives a": the listed phrase with words that restate it
            String restated = attributes.get(String.join(" ", named));
            if (restated != null) {
                return Optional.of(restated);
            }
        }
        for (List<String> phrase : phrases) {
            // a listed phrase, then words that only say more of it ("joined as a senior engineer")
            // but not "landlord of": whom the subject is landlord to, the other direction of "landlord"
            if (words.size() > phrase.size() && words.subList(0, phrase.size()).equals(phrase)
                    && Decoys.FUNCTION_WORDS.contains(words.get(phrase.size()))
                    && !(words.size() == phrase.size() + 1 && words.get(phrase.size()).equals("of"))
                    && !Decoys.FUNCTION_WORDS.contains(phrase.get(phrase.size() - 1))) {
                return Optional.of(attributes.get(String.join(" ", phrase)));
            }
        }
        for (List<String> frame : frames) {
            int n = frame.size();
            // a frame ends a longer phrase ("started a new job at"), or begins one whose rest is a phrase of its
            // own ("relocated to for the new job"), never one that names a thing of its own ("lives in note")
            if (words.size() > n && (words.subList(words.size() - n, words.size()).equals(frame)
                    || words.subList(0, n).equals(frame) && Decoys.FUNCTION_WORDS.contains(words.get(n)))) {
                return Optional.of(attributes.get(String.join(" ", frame)));
            }
        }
        return Optional.empty();
    }

    /** Whether the predicate is one of the list's phrases as written there, not one read around it. */
    boolean listsExactly(String predicate) {
        return attributes.containsKey(Phrases.key(predicate));
    }

    /** Whether the predicate names an attribute no later value replaces ({@code hometown}). */
    boolean neverChanges(String predicate) {
        return attributeOf(predicate).map(fixed::contains).orElse(false);
    }

    private static AttributeLexicon load() {
        Set<String> fixed = new HashSet<>();
        Map<String, String> attributes = new HashMap<>();
        List<List<String>> frames = new ArrayList<>();
        ListResource.read(RESOURCE, (head, phrases) -> {
            String attribute = head;
            if (attribute.endsWith(NEVER_CHANGES)) {
                attribute = attribute.substring(0, attribute.length() - NEVER_CHANGES.length()).strip();
                fixed.add(attribute);
            }
            for (String phrase : phrases) {
                List<String> stems = Phrases.stems(phrase);
                String key = String.join(" ", stems);
                String earlier = attributes.putIfAbsent(key, attribute);
                if (earlier != null && !earlier.equals(attribute)) {
                    throw new IllegalStateException(RESOURCE + ": \"" + phrase + "\" names both " + earlier
                            + " and " + attribute);
                }
                if (stems.size() > 1 && Decoys.FUNCTION_WORDS.contains(stems.get(stems.size() - 1))) {
                    frames.add(stems);
                }
                // agents write field names in plain letters ("laege", "toemning"), the list as the language
                // writes them; a predicate's own accents are kept, since they may tell a tense ("travaillé")
                for (String spelt : new String[] {Letters.plain(phrase), Letters.umlautsOut(phrase)}) {
                    if (!spelt.equals(phrase)) {
                        attributes.putIfAbsent(String.join(" ", Phrases.stems(spelt)), attribute);
                    }
                }
            }
        });
        frames.sort(Comparator.<List<String>>comparingInt(List::size).reversed().thenComparing(f -> String.join(" ", f)));
        return new AttributeLexicon(Map.copyOf(attributes), List.copyOf(frames), Set.copyOf(fixed));
    }
}
