package io.memscope.suggest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds subject keys that name one entity: equal names once a namespace ({@code user:}) and a parenthesised
 * qualifier are set aside, or a first name alone beside the one full name that begins with it. Two different
 * qualifiers say two entities, as do the agent's namespace beside any other, or a namespace of things, so such a
 * pair is never proposed, however alike the names.
 */
final class SubjectAliases {
    static final double CASE_ONLY = 0.95;
    static final double NAMESPACE_DROPPED = 0.9;
    static final double TWO_NAMESPACES = 0.8;
    static final double QUALIFIER_DROPPED = 0.85;
    /** {@code user:ingrid} and {@code Ingrid Berg}, grouped only where no other Ingrid has another surname. */
    static final double FIRST_NAME_ONLY = 0.7;
    /** {@code sven.l} and {@code Sven Lindqvist}, grouped only where no other Sven has a surname with that initial. */
    static final double SURNAME_INITIAL = 0.7;
    /** {@code Bob} and {@code Robert Haines}: a listed short form, grouped only where one subject has the full name. */
    static final double SHORT_FORM = 0.6;

    /** {@code Marco Conti (m4rc0)} and {@code user:m4rc0}: one key gives the other's name as its handle. */
    static final double HANDLE = 0.8;
    /** {@code Thomas Müller} and {@code thomas.mueller}: umlauts written out. */
    static final double TRANSLITERATED = 0.85;

    /** A surname shorter than this, beside an initial, could be anything ({@code user:al}). */
    static final int MIN_SURNAME = 3;
    /** Last words that make a name another person's: a son named after his father. */
    static final java.util.Set<String> GENERATIONS = java.util.Set.of("jr", "junior", "sr", "senior", "ii", "iii",
            "iv");
    /** {@code user:rfischer} and {@code Robert Fischer}, grouped only where one full name has that initial and surname. */
    static final double FIRST_INITIAL = 0.6;
    /** {@code Wei Zhang} and {@code Zhang Wei}: the family name first in one, last in the other. */
    static final double REVERSED = 0.7;
    /** {@code mei-lin} and {@code Mei Lin Chen}: all but the last word of the one longer name. */
    static final double NAME_PREFIX = 0.7;

    /** Namespaces of things a memory keeps facts about beside people: their keys name no person. */
    private static final java.util.Set<String> THINGS = java.util.Set.of("pet", "dog", "cat", "animal", "listing",
            "property", "home", "vehicle", "car", "team", "org", "company", "band", "project", "device", "product", "order",
            "ticket");

    /** Namespaces that name the agent itself, not a person it remembers. */
    private static final java.util.Set<String> AGENT_NAMESPACES = java.util.Set.of("agent", "assistant", "bot",
            "system");

    private SubjectAliases() {
    }

    /**
     * The handle a key gives in parentheses beside a name ({@code m4rc0} of {@code Marco Conti (m4rc0)}): one
     * word with a digit, which no role or account kind ({@code (tenant)}) has; or null.
     */
    static String handleIn(SubjectKey key) {
        String q = key.qualifier();
        return !q.isEmpty() && q.indexOf(' ') < 0 && q.chars().anyMatch(Character::isDigit)
                && q.chars().anyMatch(Character::isLetter) && !key.name().isEmpty() ? q : null;
    }

    /** Whether {@code named} gives {@code handle}'s name as its handle, and {@code handle} gives none of its own. */
    static boolean handleOf(SubjectKey handle, SubjectKey named) {
        String h = handleIn(named);
        return h != null && handle.qualifier().isEmpty() && h.equals(handle.compactName());
    }

    /** Whether one name is the other with its umlauts written out. */
    static boolean transliteratedOf(SubjectKey a, SubjectKey b) {
        String ta = a.compactTransliterated();
        String tb = b.compactTransliterated();
        return ta != null && (ta.equals(b.compactName()) || ta.equals(tb)) || tb != null && tb.equals(a.compactName());
    }

    /** Whether {@code shortKey} is {@code full}'s name with a listed short form of its first name ({@code mike brennan}). */
    static boolean shortFormWithSurname(SubjectKey shortKey, SubjectKey full) {
        String[] sw = shortKey.nameWords();
        String[] fw = full.nameWords();
        return sw.length > 1 && sw.length == fw.length
                && Arrays.equals(sw, 1, sw.length, fw, 1, fw.length) && Nicknames.builtIn().shortens(sw[0], fw[0]);
    }

    /**
     * Two qualifiers that say two entities: different, unless one is the other with an account number
     * ({@code tenant} and {@code tenant 1142}).
     */
    static boolean qualifiersApart(SubjectKey a, SubjectKey b) {
        String qa = a.qualifier();
        String qb = b.qualifier();
        if (qa.isEmpty() || qb.isEmpty() || qa.equals(qb) || a.qualifiedById() != b.qualifiedById()) {
            return false; // an account number and a role ("CRW-4410 (Nils Berg)", "Nils Berg (2nd Officer)") agree
        }
        String shorter = qa.length() < qb.length() ? qa : qb;
        String longer = shorter == qa ? qb : qa;
        return !(longer.startsWith(shorter + " ") && longer.substring(shorter.length() + 1).chars().allMatch(
                c -> Character.isDigit(c) || c == ' '));
    }

    /** Whether {@code first}'s name is one word, the first of {@code full}'s longer name. */
    static boolean firstNameOf(SubjectKey first, SubjectKey full) {
        String[] fw = first.nameWords();
        String[] lw = full.nameWords();
        return fw.length == 1 && lw.length > 1 && (lw[0].equals(fw[0])
                || lw.length > 2 && (lw[0] + lw[1]).equals(fw[0])); // "jiwoo" of "Ji-woo Park"
    }

    /**
     * The initial and surname {@code key}'s name is, run together ({@code rfischer} of {@code rfischer} or
     * {@code r fischer}), or null when it is no such name.
     */
    static String initialAndSurname(SubjectKey key) {
        return initialAndSurname(key.nameWords());
    }

    /** As {@link #initialAndSurname(SubjectKey)}, of a name's words. */
    static String initialAndSurname(String[] w) {
        if (w.length >= 2 && w[0].length() == 1 && Character.isLetter(w[0].charAt(0))) {
            // the surname may be of several words ("a al farsi"), run together as a full name's would be
            String surname = String.join("", java.util.Arrays.copyOfRange(w, 1, w.length));
            return surname.length() >= MIN_SURNAME && w[w.length - 1].length() > 1 ? w[0] + surname : null;
        }
        if (w.length == 1 && w[0].length() > MIN_SURNAME && w[0].chars().allMatch(Character::isLetter)) {
            return w[0];
        }
        return null;
    }

    /** Whether {@code cut} is {@code full}'s first initial and surname ({@code rfischer}, {@code Robert Fischer}). */
    static boolean firstInitialOf(SubjectKey cut, SubjectKey full) {
        String joined = initialAndSurname(cut);
        return joined != null && initialAndSurnames(full.nameWords()).contains(joined);
    }

    /**
     * What a full name's first initial and surname run together can be: the last word, or the last two where
     * the surname has two words ({@code Abdullah Al-Farsi}: {@code afarsi}, {@code aalfarsi}).
     */
    static java.util.List<String> initialAndSurnames(String[] fw) {
        if (fw.length < 2 || fw[0].length() < 2 || fw[fw.length - 1].length() < 2) {
            return java.util.List.of();
        }
        char initial = fw[0].charAt(0);
        String last = fw[fw.length - 1];
        java.util.List<String> forms = new java.util.ArrayList<>(2);
        if (last.length() >= MIN_SURNAME) {
            forms.add(initial + last);
        }
        if (fw.length > 2) {
            forms.add(initial + fw[fw.length - 2] + last);
        }
        return forms;
    }

    /** Whether the two names are the same two words in the other order ({@code Wei Zhang}, {@code Zhang Wei}). */
    static boolean reversedOf(SubjectKey a, SubjectKey b) {
        String[] aw = a.nameWords();
        String[] bw = b.nameWords();
        return aw.length == 2 && bw.length == 2 && aw[0].length() > 1 && aw[1].length() > 1 && !aw[0].equals(aw[1])
                && aw[0].equals(bw[1]) && aw[1].equals(bw[0]);
    }

    /**
     * Whether {@code shorter}'s two words are {@code full}'s first and last, in either order, and {@code full} has
     * more ({@code fatima benali} of {@code Fatima Zahra Benali}, {@code Duc Pham} of {@code Pham Minh Duc}).
     */
    static boolean middleLeftOutOf(SubjectKey shorter, SubjectKey full) {
        String[] sw = shorter.nameWords();
        String[] fw = full.nameWords();
        if (sw.length != 2 || fw.length < 3 || sw[0].length() < 2 || sw[1].length() < 2
                || GENERATIONS.contains(fw[fw.length - 1])) {
            return false;
        }
        String first = fw[0];
        String last = fw[fw.length - 1];
        return sw[0].equals(first) && sw[1].equals(last) || sw[0].equals(last) && sw[1].equals(first);
    }

    /** Whether {@code prefix}'s words are all but the last of {@code full}'s, and that last names no generation. */
    static boolean namePrefixOf(SubjectKey prefix, SubjectKey full) {
        String[] pw = prefix.nameWords();
        String[] fw = full.nameWords();
        return pw.length >= 2 && fw.length == pw.length + 1 && !GENERATIONS.contains(fw[fw.length - 1])
                && java.util.Arrays.equals(pw, java.util.Arrays.copyOf(fw, pw.length));
    }

    /** Whether {@code short}'s name is one word, a listed short form of {@code full}'s first name ({@code bob}, {@code Robert}). */
    static boolean shortFormOf(SubjectKey shortKey, SubjectKey full) {
        String[] sw = shortKey.nameWords();
        String[] fw = full.nameWords();
        return sw.length == 1 && fw.length > 0 && Nicknames.builtIn().shortens(sw[0], fw[0]);
    }

    /** Whether {@code cut}'s name is a first name and a surname's initial, of {@code full}'s name ({@code sven l}). */
    static boolean initialOf(SubjectKey cut, SubjectKey full) {
        String[] cw = cut.nameWords();
        String[] fw = full.nameWords();
        return cw.length == 2 && cw[1].length() == 1 && fw.length > 1 && fw[0].equals(cw[0])
                && fw[fw.length - 1].length() > 1 && fw[fw.length - 1].startsWith(cw[1]);
    }

    static List<Suggestion.SubjectAlias> all(Map<String, List<SubjectKey>> groups, StatedNames stated) {
        List<Suggestion.SubjectAlias> found = new ArrayList<>();
        for (List<SubjectKey> group : groups.values()) {
            for (int i = 0; i < group.size(); i++) {
                for (int j = i + 1; j < group.size(); j++) {
                    SubjectKey a = group.get(i);
                    SubjectKey b = group.get(j);
                    Optional<Suggestion.SubjectAlias> alias = stated.alias(a, b);
                    if (alias.isEmpty() && !statedApart(a, b, stated)) {
                        alias = pair(a, b);
                    }
                    alias.ifPresent(found::add);
                }
            }
        }
        return found;
    }

    /** Whether one key states a full name that the other's full name is not ({@code Fleur Jansen}, {@code Fleur de Vries}). */
    private static boolean statedApart(SubjectKey a, SubjectKey b, StatedNames stated) {
        return stated.of(a.subject()).map(s -> b.nameWords().length > 1 && !s.name().equals(b.compactName())).orElse(false)
                || stated.of(b.subject()).map(s -> a.nameWords().length > 1 && !s.name().equals(a.compactName())).orElse(false);
    }

    static Optional<Suggestion.SubjectAlias> pair(SubjectKey a, SubjectKey b) {
        if (a.name().isEmpty() || b.name().isEmpty()) {
            return Optional.empty();
        }
        boolean sameName = a.compactName().equals(b.compactName());
        boolean handle = !sameName && (handleOf(a, b) || handleOf(b, a));
        boolean spelt = !sameName && !handle && transliteratedOf(a, b);
        boolean shortWithSurname = !sameName && (shortFormWithSurname(a, b) || shortFormWithSurname(b, a));
        if (!sameName && !handle && !spelt && !shortWithSurname && !firstNameOf(a, b) && !firstNameOf(b, a)
                && !initialOf(a, b) && !initialOf(b, a)
                && !shortFormOf(a, b) && !shortFormOf(b, a) && !firstInitialOf(a, b) && !firstInitialOf(b, a)
                && !namePrefixOf(a, b) && !namePrefixOf(b, a) && !reversedOf(a, b)
                && !middleLeftOutOf(a, b) && !middleLeftOutOf(b, a)) {
            return Optional.empty();
        }
        boolean agent = AGENT_NAMESPACES.contains(a.namespace()) || AGENT_NAMESPACES.contains(b.namespace());
        boolean twoNamespaces = !a.namespace().isEmpty() && !b.namespace().isEmpty() && !a.namespace().equals(b.namespace());
        if (agent && !a.namespace().equals(b.namespace())
                || twoNamespaces && (THINGS.contains(a.namespace()) || THINGS.contains(b.namespace()))) {
            // agent:mika is the agent, never the user Mika; pet:luna is no person; user:ana and profile/ana may be one
            return Optional.empty();
        }
        if (qualifiersApart(a, b)) {
            return Optional.empty();
        }
        if (handle) {
            SubjectKey named = handleOf(a, b) ? b : a;
            SubjectKey other = named == a ? b : a;
            return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), HANDLE, "\"" + named.subject()
                    + "\" gives \"" + named.qualifier() + "\" as its handle, the name of \"" + other.subject()
                    + "\", and no other subject gives that handle"));
        }
        double score = CASE_ONLY;
        List<String> setAside = new ArrayList<>();
        if (twoNamespaces) {
            // two systems' keys for one person ("user:ana", "profile/ana"): less sure than one key with and without
            score = TWO_NAMESPACES;
            setAside.add("the namespaces \"" + a.namespace() + ":\" and \"" + b.namespace() + ":\"");
        } else if (!a.namespace().equals(b.namespace())) {
            score = NAMESPACE_DROPPED;
            setAside.add("the namespace \"" + (a.namespace().isEmpty() ? b.namespace() : a.namespace()) + ":\"");
        }
        if (!a.qualifier().equals(b.qualifier())) {
            score = Math.min(score, QUALIFIER_DROPPED);
            setAside.add("the qualifier \"(" + (a.qualifier().isEmpty() ? b.qualifier() : a.qualifier()) + ")\"");
        }
        String title = a.title().isEmpty() ? b.title() : a.title();
        if (!title.isEmpty()) {
            setAside.add("the title \"" + title + "\"");
        }
        String setAsideToo = setAside.isEmpty() ? "" : " once " + String.join(" and ", setAside) + " are set aside";
        if (spelt) {
            return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), Math.min(score, TRANSLITERATED),
                    "\"" + a.subject() + "\" and \"" + b.subject() + "\" are one name once umlauts are written out"
                            + " (ü as ue)" + setAsideToo + "; exact name equality, not spelling closeness"));
        }
        if (shortWithSurname) {
            SubjectKey shortKey = shortFormWithSurname(a, b) ? a : b;
            SubjectKey full = shortKey == a ? b : a;
            return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), Math.min(score, SHORT_FORM + 0.1),
                    "\"" + shortKey.subject() + "\" is \"" + full.subject() + "\" with \"" + shortKey.nameWords()[0]
                            + "\", a short form of \"" + full.nameWords()[0] + "\" (memscope's list of short names)"
                            + setAsideToo + ", and no other subject has a name it could stand for"));
        }
        if (!sameName && (initialOf(a, b) || initialOf(b, a))) {
            SubjectKey cut = initialOf(a, b) ? a : b;
            SubjectKey full = cut == a ? b : a;
            return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), Math.min(score, SURNAME_INITIAL),
                    "\"" + cut.subject() + "\" is the name of \"" + full.subject() + "\" with its surname cut to the"
                            + " initial" + setAsideToo + ", and no other subject has that first name and initial;"
                            + " exact word equality, not spelling closeness"));
        }
        if (!sameName && (firstInitialOf(a, b) || firstInitialOf(b, a))) {
            SubjectKey cut = firstInitialOf(a, b) ? a : b;
            SubjectKey full = cut == a ? b : a;
            return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), Math.min(score, FIRST_INITIAL),
                    "\"" + cut.subject() + "\" is the first initial and surname of \"" + full.subject() + "\""
                            + setAsideToo + ", and no other subject has that initial and surname"));
        }
        if (!sameName && reversedOf(a, b)) {
            return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), Math.min(score, REVERSED),
                    "\"" + a.subject() + "\" and \"" + b.subject() + "\" are the same two names in the other order"
                            + " (family name first or last)" + setAsideToo + ", and no other subject has them"));
        }
        if (!sameName && (namePrefixOf(a, b) || namePrefixOf(b, a))) {
            SubjectKey prefix = namePrefixOf(a, b) ? a : b;
            SubjectKey full = prefix == a ? b : a;
            return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), Math.min(score, NAME_PREFIX),
                    "\"" + prefix.subject() + "\" is \"" + full.subject() + "\" less its last name" + setAsideToo
                            + ", and no other subject's name begins so"));
        }
        if (!sameName && (middleLeftOutOf(a, b) || middleLeftOutOf(b, a))) {
            SubjectKey shorter = middleLeftOutOf(a, b) ? a : b;
            SubjectKey full = shorter == a ? b : a;
            return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), Math.min(score, NAME_PREFIX),
                    "\"" + shorter.subject() + "\" is the first and last names of \"" + full.subject() + "\" less the"
                            + " middle" + setAsideToo + ", and no other subject has those two names"));
        }
        if (!sameName && !firstNameOf(a, b) && !firstNameOf(b, a)) {
            SubjectKey shortKey = shortFormOf(a, b) ? a : b;
            SubjectKey full = shortKey == a ? b : a;
            return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), Math.min(score, SHORT_FORM),
                    "\"" + shortKey.subject() + "\" is a short form of \"" + full.nameWords()[0] + "\", the first name of \""
                            + full.subject() + "\" (memscope's list of short names)" + setAsideToo
                            + ", and no other subject has a name it could stand for"));
        }
        if (!sameName) {
            SubjectKey first = firstNameOf(a, b) ? a : b;
            SubjectKey full = first == a ? b : a;
            return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), Math.min(score, FIRST_NAME_ONLY),
                    "\"" + first.subject() + "\" is the first name of \"" + full.subject() + "\"" + setAsideToo
                            + ", and no other subject has that first name with another surname; exact word equality,"
                            + " not spelling closeness"));
        }
        String why = "\"" + a.subject() + "\" and \"" + b.subject() + "\" are both \"" + a.name() + "\" once case"
                + (setAside.isEmpty() ? "" : " and " + String.join(" and ", setAside)) + " are set aside"
                + "; exact name equality, not spelling closeness";
        return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), score, why));
    }
}
