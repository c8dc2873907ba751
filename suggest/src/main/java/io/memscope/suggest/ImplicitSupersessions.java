package io.memscope.suggest;

import io.memscope.model.Fact;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Within one entity (subjects that alias each other), a current fact is replaced by the next later fact of
 * the same attribute (predicates that alias each other) when the values differ. Only pairs an alias implies
 * are proposed: two current facts under one subject and one predicate are a contradiction {@code check}
 * already reports.
 */
final class ImplicitSupersessions {
    private static final long FIRST_DAY_OF_YEAR_0 = LocalDate.of(0, 1, 1).toEpochDay();
    private static final long LAST_DAY_OF_YEAR_9999 = LocalDate.of(9999, 12, 31).toEpochDay();
    private static final Comparator<Fact> BY_TIME = Comparator.comparing(Fact::validFrom).thenComparing(Fact::id);

    private final AliasGraph predicateLinks;
    private final Map<String, Suggestion.SubjectAlias> subjectLinks;

    /** The links to follow: subject links keyed by {@link #key}; only those at or above the threshold. */
    ImplicitSupersessions(AliasGraph predicateLinks, Map<String, Suggestion.SubjectAlias> subjectLinks) {
        this.predicateLinks = predicateLinks;
        this.subjectLinks = subjectLinks;
    }

    static String key(String a, String b) {
        return a.compareTo(b) <= 0 ? a + "\u0000" + b : b + "\u0000" + a;
    }

    /** The facts of one entity, of any of its subjects; facts without valid_from have no time order. */
    List<Suggestion.ImplicitSupersession> in(List<Fact> entityFacts) {
        List<Fact> timed = new ArrayList<>();
        for (Fact f : entityFacts) {
            if (f.validFrom() != null && !f.endsBeforeStart()) {
                timed.add(f);
            }
        }
        timed.sort(BY_TIME);
        // each (subject, predicate) of the entity once, with where its facts are in time order, so a current
        // fact's successor is looked up among the attributes it can alias rather than among all later facts
        Map<String, Map<String, Integer>> keys = new HashMap<>();
        List<Fact> keyFacts = new ArrayList<>();
        List<List<Integer>> positions = new ArrayList<>();
        int[] keyOf = new int[timed.size()];
        for (int i = 0; i < timed.size(); i++) {
            Fact f = timed.get(i);
            Map<String, Integer> ofSubject = keys.computeIfAbsent(f.subject(), s -> new HashMap<>());
            Integer k = ofSubject.get(f.predicate());
            if (k == null) {
                k = keyFacts.size();
                ofSubject.put(f.predicate(), k);
                keyFacts.add(f);
                positions.add(new ArrayList<>());
            }
            keyOf[i] = k;
            positions.get(k).add(i);
        }
        int keyCount = keyFacts.size();
        double[] linked = new double[keyCount * keyCount];
        java.util.Arrays.fill(linked, Double.NaN);
        List<Suggestion.ImplicitSupersession> found = new ArrayList<>();
        for (int i = 0; i < timed.size(); i++) {
            Fact old = timed.get(i);
            if (!old.isCurrent()) {
                continue;
            }
            int next = -1;
            double score = 0;
            for (int k = 0; k < keyCount; k++) {
                double link = link(linked, keyCount, keyOf[i], k, keyFacts);
                if (link < 0) {
                    continue;
                }
                int j = firstAfter(timed, positions.get(k), old.validFrom());
                if (j >= 0 && (next < 0 || j < next)) {
                    next = j;
                    score = link;
                }
            }
            if (next >= 0) {
                decide(old, timed.get(next), score).ifPresent(found::add);
            }
        }
        return found;
    }

    /** The weaker of the two aliases that join two (subject, predicate) keys, or -1 when they are not joined. */
    private double link(double[] linked, int keyCount, int a, int b, List<Fact> keyFacts) {
        double score = linked[a * keyCount + b];
        if (Double.isNaN(score)) {
            double attribute = attributeScore(keyFacts.get(a), keyFacts.get(b));
            double entity = attribute < 0 ? -1 : entityScore(keyFacts.get(a), keyFacts.get(b));
            score = attribute < 0 || entity < 0 ? -1 : Math.min(attribute, entity);
            linked[a * keyCount + b] = score;
        }
        return score;
    }

    /** The first of {@code at} (positions in time order) whose fact starts after {@code t}, or -1. */
    private static int firstAfter(List<Fact> timed, List<Integer> at, Instant t) {
        int lo = 0;
        int hi = at.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (timed.get(at.get(mid)).validFrom().isAfter(t)) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo < at.size() ? at.get(lo) : -1;
    }

    /** The first later fact of an alias of the old one's attribute and entity replaces it if its value differs. */
    private Optional<Suggestion.ImplicitSupersession> decide(Fact old, Fact next, double score) {
        if (sameValue(old, next)) {
            return Optional.empty();
        }
        boolean sentences = old.metadata().containsKey(Sentences.SENTENCE)
                || next.metadata().containsKey(Sentences.SENTENCE);
        if (!sentences && old.subject().equals(next.subject()) && old.predicate().equals(next.predicate())) {
            return Optional.empty();
        }
        return Optional.of(new Suggestion.ImplicitSupersession(old.id(), next.id(), Suggestion.round(score),
                why(old, next)));
    }

    /** 1 for one predicate, the alias chain's score for two, -1 when no chain joins them. */
    private double attributeScore(Fact a, Fact b) {
        if (a.predicate().equals(b.predicate())) {
            return 1.0;
        }
        return predicateLinks.chain(a.predicate(), b.predicate()).map(AliasGraph.Chain::score).orElse(-1.0);
    }

    /** 1 for one subject, the subject alias's score for two, -1 when they are not aliased. */
    double entityScore(Fact a, Fact b) {
        if (a.subject().equals(b.subject())) {
            return 1.0;
        }
        Suggestion.SubjectAlias alias = subjectLinks.get(key(a.subject(), b.subject()));
        return alias == null ? -1 : alias.score();
    }

    /**
     * Equal once trimmed and case-folded, or once everything but letters and digits is set aside ({@code +49 151
     * 2345 6789} / {@code +49 151 23456789}); one contains the other ({@code Detroit} / {@code Detroit, MI}) unless
     * the longer adds a word of rank ({@code Nurse} / {@code Charge Nurse} is a promotion); or one is the other's
     * initials ({@code NYC} / {@code New York City}, {@code NYC} / {@code New York}).
     */
    static boolean sameValue(Fact a, Fact b) {
        String va = a.normalizedValue();
        String vb = b.normalizedValue();
        if (va.equals(vb)) {
            return true;
        }
        String la = lettersAndDigits(va);
        String lb = lettersAndDigits(vb);
        if (!la.isEmpty() && la.equals(lb) || sameNumber(la, lb) || sameName(va, vb) || sameSpeltOut(va, vb)) {
            return true;
        }
        if (!va.isEmpty() && !vb.isEmpty() && (containsWords(va, vb) || containsWords(vb, va))) {
            return va.length() < vb.length() ? !addsRank(va, vb) : !addsRank(vb, va);
        }
        return initialsOf(a.value(), b.value()) || initialsOf(b.value(), a.value());
    }

    /** Words that make a role another, higher or lower one: a value that adds one is a change of role. */
    private static final Set<String> RANK_WORDS = Set.of("senior", "sr", "junior", "jr", "lead", "head", "chief",
            "principal", "staff", "associate", "assistant", "deputy", "vice", "charge", "executive", "managing",
            "acting", "interim", "regional", "general");
    /**
     * Words of rank only before the role they qualify: "Group Product Manager" is a promotion, "NatWest Group"
     * is NatWest.
     */
    private static final Set<String> LEADING_RANK_WORDS = Set.of("group", "global");
    /** Words that join a second value to the first: "Law with French" is more than "Law". */
    private static final Set<String> JOINING_WORDS = Set.of("and", "with", "plus");
    /** Short forms of words of rank and role, written out: {@code Sr. Engineer} is {@code Senior Engineer}. */
    private static final java.util.Map<String, String> SPELT_OUT = java.util.Map.ofEntries(
            java.util.Map.entry("sr", "senior"), java.util.Map.entry("snr", "senior"),
            java.util.Map.entry("jr", "junior"), java.util.Map.entry("jnr", "junior"),
            java.util.Map.entry("mgr", "manager"), java.util.Map.entry("eng", "engineer"),
            java.util.Map.entry("engr", "engineer"), java.util.Map.entry("dir", "director"),
            java.util.Map.entry("asst", "assistant"), java.util.Map.entry("assoc", "associate"),
            java.util.Map.entry("dept", "department"), java.util.Map.entry("univ", "university"),
            java.util.Map.entry("st", "street"), java.util.Map.entry("rd", "road"), java.util.Map.entry("ave", "avenue"),
            java.util.Map.entry("apt", "apartment"), java.util.Map.entry("w", "west"), java.util.Map.entry("e", "east"),
            java.util.Map.entry("n", "north"), java.util.Map.entry("s", "south"));
    private static final Pattern NOT_LETTERS_OR_DIGITS = Pattern.compile("[^\\p{L}\\p{N}]+");
    private static final Pattern WORD_BREAKS = Pattern.compile("[^\\p{L}\\p{N}]+");

    /** Whether {@code inner}'s words come, in order and together, among {@code outer}'s ({@code Teacher} is not in {@code Headteacher}). */
    private static boolean containsWords(String outer, String inner) {
        if (!outer.contains(inner)) {
            return false;
        }
        List<String> o = Arrays.asList(WORD_BREAKS.split(outer));
        List<String> i = Arrays.asList(WORD_BREAKS.split(inner));
        return !i.isEmpty() && java.util.Collections.indexOfSubList(o, i) >= 0;
    }

    private static String lettersAndDigits(String value) {
        return NOT_LETTERS_OR_DIGITS.matcher(value).replaceAll("");
    }

    /**
     * Two phone numbers that differ only by a country code or a trunk 0 ({@code (617) 555-0198},
     * {@code +1 617-555-0198}): digits only, seven or more, the one the other's end once leading zeros go.
     */
    private static boolean sameNumber(String a, String b) {
        if (a.length() < MIN_NUMBER_DIGITS || b.length() < MIN_NUMBER_DIGITS || !a.chars().allMatch(Character::isDigit)
                || !b.chars().allMatch(Character::isDigit)) {
            return false;
        }
        String x = stripLeadingZeros(a);
        String y = stripLeadingZeros(b);
        String shorter = x.length() <= y.length() ? x : y;
        return shorter.length() >= MIN_NUMBER_DIGITS && (x.length() <= y.length() ? y : x).endsWith(shorter);
    }

    private static String stripLeadingZeros(String digits) {
        int i = 0;
        while (i < digits.length() - 1 && digits.charAt(i) == '0') {
            i++;
        }
        return digits.substring(i);
    }

    /** Words of address and letters after a name, which name no other person: {@code Dr. Emily Ross} is {@code Emily Ross, MD}. */
    private static final Set<String> HONORIFICS = Set.of("dr", "mr", "mrs", "ms", "miss", "mx", "prof", "md", "phd",
            "dds", "dmd", "rn");
    private static final int MIN_NUMBER_DIGITS = 7;

    /** The same words once words of address and letters after the name are set aside, some of them set aside. */
    private static boolean sameName(String a, String b) {
        List<String> wa = new ArrayList<>(Arrays.asList(WORD_BREAKS.split(a)));
        List<String> wb = new ArrayList<>(Arrays.asList(WORD_BREAKS.split(b)));
        boolean dropped = wa.removeIf(w -> w.isEmpty() || HONORIFICS.contains(w))
                | wb.removeIf(w -> w.isEmpty() || HONORIFICS.contains(w));
        return dropped && !wa.isEmpty() && wa.equals(wb);
    }

    /** The same words once short forms of rank and role are written out ({@code sr.} as {@code senior}). */
    private static boolean sameSpeltOut(String a, String b) {
        String[] wa = WORD_BREAKS.split(a);
        String[] wb = WORD_BREAKS.split(b);
        if (wa.length != wb.length) {
            return false;
        }
        if (sameWordsInAnotherOrder(wa, wb)) {
            return true;
        }
        boolean spelt = false;
        for (int i = 0; i < wa.length; i++) {
            String x = SPELT_OUT.getOrDefault(wa[i], wa[i]);
            String y = SPELT_OUT.getOrDefault(wb[i], wb[i]);
            if (!x.equals(y)) {
                return false;
            }
            spelt |= !wa[i].equals(wb[i]);
        }
        return spelt;
    }

    /**
     * The same words, short forms written out, in another order, three words or more: an address written two
     * ways ({@code Apt 4, 10 King St W} / {@code 10 King Street West, Apartment 4}).
     */
    private static boolean sameWordsInAnotherOrder(String[] wa, String[] wb) {
        if (wa.length < 3) {
            return false;
        }
        List<String> xa = new ArrayList<>(wa.length);
        List<String> xb = new ArrayList<>(wb.length);
        for (int i = 0; i < wa.length; i++) {
            xa.add(SPELT_OUT.getOrDefault(wa[i], wa[i]));
            xb.add(SPELT_OUT.getOrDefault(wb[i], wb[i]));
        }
        if (xa.equals(xb)) {
            return false; // the same order: equal as written, or for the rule below
        }
        List<String> na = numberAnchors(xa);
        List<String> nb = numberAnchors(xb);
        java.util.Collections.sort(xa);
        java.util.Collections.sort(xb);
        return xa.equals(xb) && na.equals(nb);
    }

    /**
     * Each number with the word it goes with, the one before it or else the one after ({@code apartment 4},
     * {@code 10 king}), sorted: "Apt 10, 4 King St" has the words of "Apt 4, 10 King St" but is another address.
     */
    private static List<String> numberAnchors(List<String> words) {
        List<String> anchors = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (w.chars().allMatch(Character::isDigit)) {
                String before = i > 0 ? words.get(i - 1) : "";
                String after = i + 1 < words.size() ? words.get(i + 1) : "";
                boolean beforeIsWord = !before.isEmpty() && !before.chars().allMatch(Character::isDigit);
                anchors.add((beforeIsWord ? before : after) + "#" + w);
            }
        }
        java.util.Collections.sort(anchors);
        return anchors;
    }

    /**
     * Whether {@code longer} (which contains {@code shorter}) has a word of rank that {@code shorter} lacks, or
     * a word that joins a second value to it.
     */
    private static boolean addsRank(String shorter, String longer) {
        List<String> inner = Arrays.asList(WORD_BREAKS.split(shorter));
        List<String> outer = Arrays.asList(WORD_BREAKS.split(longer));
        int at = java.util.Collections.indexOfSubList(outer, inner);
        for (int i = 0; i < at; i++) {
            if (LEADING_RANK_WORDS.contains(outer.get(i)) && !inner.contains(outer.get(i))) {
                return true;
            }
        }
        Set<String> own = new HashSet<>(inner);
        for (String w : outer) {
            if ((RANK_WORDS.contains(w) || JOINING_WORDS.contains(w)) && !own.contains(w)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code shortForm} is written in capitals, two to five of them, and is the initials of {@code full}'s
     * words, or those initials and one more letter (the "C" of NYC for New York).
     */
    static boolean initialsOf(String shortForm, String full) {
        if (shortForm == null || full == null) {
            return false;
        }
        String abbreviation = shortForm.strip();
        if (abbreviation.length() < 2 || abbreviation.length() > 5 || !abbreviation.chars().allMatch(Character::isUpperCase)) {
            return false;
        }
        StringBuilder initials = new StringBuilder();
        for (String word : full.strip().split("[\\s-]+")) {
            if (!word.isEmpty() && Character.isUpperCase(word.codePointAt(0))) {
                initials.appendCodePoint(word.codePointAt(0));
            }
        }
        String found = initials.toString();
        return found.length() >= 2 && (abbreviation.equals(found)
                || abbreviation.length() == found.length() + 1 && abbreviation.startsWith(found));
    }

    private String why(Fact old, Fact next) {
        StringBuilder why = new StringBuilder();
        why.append(text(old)).append(" is still current, and the later ").append(text(next))
                .append(" says otherwise (").append(day(next.validFrom())).append(" after ")
                .append(day(old.validFrom())).append("; \"").append(old.value()).append("\" vs \"")
                .append(next.value()).append("\")");
        if (old.predicate().equals(next.predicate()) && old.metadata().containsKey(Sentences.SENTENCE)) {
            why.append("; both sentences read \"").append(old.predicate()).append("\" with another value");
        } else if (!old.predicate().equals(next.predicate())) {
            why.append("; predicates alias: ").append(predicateLinks.chain(old.predicate(), next.predicate()).orElseThrow().why());
        }
        if (!old.subject().equals(next.subject())) {
            why.append("; subjects alias: ").append(subjectLinks.get(key(old.subject(), next.subject())).why());
        }
        return why.toString();
    }

    private static String text(Fact f) {
        // a builder, not a format string: a big store has tens of thousands of these to write
        StringBuilder text = new StringBuilder("fact ").append(f.id()).append(" (").append(f.subject()).append(' ');
        String sentence = f.metadata().get(Sentences.SENTENCE);
        if (sentence != null) {
            text.append(sentence);
        } else {
            text.append(f.predicate()).append(" \"").append(f.value()).append('"');
        }
        return text.append(", from ").append(day(f.validFrom())).append(')').toString();
    }

    /** The day as {@code Instant.toString} begins, without formatting the whole instant for ten characters. */
    static String day(Instant t) {
        long days = Math.floorDiv(t.getEpochSecond(), 86_400L);
        if (days < FIRST_DAY_OF_YEAR_0 || days > LAST_DAY_OF_YEAR_9999) {
            return t.toString().substring(0, 10);
        }
        return LocalDate.ofEpochDay(days).toString();
    }
}
