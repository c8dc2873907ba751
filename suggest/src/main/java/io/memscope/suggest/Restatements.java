package io.memscope.suggest;

import io.memscope.model.Fact;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Whether a later value only restates an earlier one ({@code NYC}, {@code New York City}; {@code Sr. Engineer},
 * {@code Senior Engineer}), so that the later fact replaces nothing.
 */
final class Restatements {
    private Restatements() {
    }

    /**
     * Equal once trimmed and case-folded, or once everything but letters and digits is set aside ({@code +49 151
     * 2345 6789} / {@code +49 151 23456789}); one contains the other ({@code Detroit} / {@code Detroit, MI}) unless
     * the longer adds a word of rank ({@code Nurse} / {@code Charge Nurse} is a promotion); or one is the other's
     * initials ({@code NYC} / {@code New York City}, {@code NYC} / {@code New York}).
     */
    static boolean same(Fact a, Fact b) {
        String va = a.normalizedValue();
        String vb = b.normalizedValue();
        if (va.equals(vb)) {
            return true;
        }
        String la = lettersAndDigits(va);
        String lb = lettersAndDigits(vb);
        if (!la.isEmpty() && (la.equals(lb) || sameLatinLetters(la, lb)) || sameNumber(la, lb) || sameName(va, vb)
                || sameSpeltOut(va, vb) || PlaceNames.builtIn().samePlace(va, vb)) {
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
    private static final Pattern WORD_BREAKS = Phrases.WORD_BREAKS;

    /** Whether {@code inner}'s words come, in order and together, among {@code outer}'s ({@code Teacher} is not in {@code Headteacher}). */
    private static boolean containsWords(String outer, String inner) {
        if (!outer.contains(inner)) {
            return false;
        }
        List<String> o = Arrays.asList(WORD_BREAKS.split(outer));
        List<String> i = Arrays.asList(WORD_BREAKS.split(inner));
        return !i.isEmpty() && java.util.Collections.indexOfSubList(o, i) >= 0;
    }

    /**
     * Whether two values in Latin letters are one once accents go ({@code Carménère}, {@code Carmenere}); other
     * scripts keep their marks, which are letters of their own (a Devanagari vowel sign).
     */
    private static boolean sameLatinLetters(String a, String b) {
        return latin(a) && latin(b) && Letters.plain(a).equals(Letters.plain(b));
    }

    private static boolean latin(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x250 && (c < 0x1E00 || c > 0x1EFF)) {
                return false;
            }
        }
        return true;
    }

    private static String lettersAndDigits(String value) {
        return WORD_BREAKS.matcher(value).replaceAll("");
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
}
