package io.memscope.suggest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Joins the group of subjects under a shortened name to the one group of the full name it shortens: a surname
 * cut to its initial ({@code sven.l}, {@code Sven Lindqvist}), a first name cut to its initial
 * ({@code user:rfischer}, {@code Robert Fischer}), a name less its last word ({@code mei-lin}, {@code Mei Lin
 * Chen}), a first name alone ({@code user:ingrid}, {@code Ingrid Berg}), and a listed short form ({@code Bob},
 * {@code Robert Haines}; {@link Nicknames}). Where two groups could be meant ({@code kim} beside {@code Kim Lee}
 * and {@code Kim Park}) the short one stays apart. Each rule looks only at the names it could join, in name
 * order, since a store has as many groups as subjects and most join nothing.
 */
final class ShortNames {
    private final Map<String, List<SubjectKey>> groups;
    /** Groups no rule joins elsewhere: their subject states a name of its own ({@link StatedNames}). */
    private final Set<String> apart;
    /** The words of each group's first key's name, worked out once. */
    private final Map<String, String[]> words;

    private ShortNames(Map<String, List<SubjectKey>> groups, Set<String> apart) {
        this.groups = groups;
        this.apart = apart;
        this.words = new HashMap<>(groups.size() * 2);
        // a name with a digit (user:0041237) is an id, which no rule below shortens or is shortened to
        groups.forEach((key, group) -> {
            if (!hasDigit(key)) {
                words.put(key, group.get(0).nameWords());
            }
        });
    }

    private static boolean hasDigit(String name) {
        for (int i = 0; i < name.length(); i++) {
            if (Character.isDigit(name.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** Joins, in place, the groups of {@code groups} (by {@link SubjectKey#compactName}) as above. */
    static void join(Map<String, List<SubjectKey>> groups, Set<String> apart) {
        joinIds(groups);
        ShortNames names = new ShortNames(groups, apart);
        names.joinTransliterated();
        names.joinRenamed();
        names.joinHandles();
        // a short form with the surname ("mike.brennan", "Michael Brennan"), before the initials look for one
        names.joinBy(w -> w.length > 1 ? List.of(String.join(" ", w)) : List.of(), ShortNames::fullFormsOf,
                (cut, full) -> true);
        if (names.words.values().stream().noneMatch(w -> w.length > 1)) {
            names.joinShortForms(w -> w.length == 1 ? List.of(w[0]) : List.of()); // no full name to join
            return;
        }
        names.joinBy(w -> w.length > 1 && w[w.length - 1].length() > 1 ? List.of(w[0], w[w.length - 1]) : List.of(),
                w -> w.length == 2 && w[1].length() == 1 ? List.of(w[0]) : List.of(),
                NameForms::initialOf);
        names.joinBy(NameForms::initialAndSurnames, w -> initials(w), (cut, full) -> true);
        // the family name first in one key, last in the other, of one word or more ("Rossi-Weber Giulia")
        names.joinBy(w -> w.length >= 2 ? List.of(w[w.length - 1] + " " + String.join(" ", Arrays.copyOf(w, w.length - 1)))
                        : List.of(),
                w -> w.length >= 2 && !w[0].equals(w[w.length - 1]) ? List.of(String.join(" ", w)) : List.of(),
                (a, b) -> true);
        names.joinBy(w -> w.length > 3 && NameForms.PATRONYMIC.contains(w[w.length - 2])
                        ? List.of(String.join(" ", Arrays.copyOf(w, w.length - 2)))
                        : w.length > 2 && !NameForms.GENERATIONS.contains(w[w.length - 1])
                        ? List.of(String.join(" ", Arrays.copyOf(w, w.length - 1))) : List.of(),
                w -> w.length >= 2 ? List.of(String.join(" ", w)) : List.of(), (cut, full) -> true);
        // a middle name left out ("fatima.benali", "Fatima Zahra Benali"), or the family name put first of it
        // ("Duc Pham", "Pham Minh Duc")
        names.joinBy(w -> w.length > 2 && !NameForms.GENERATIONS.contains(w[w.length - 1])
                        ? List.of(w[0] + " " + w[w.length - 1], w[w.length - 1] + " " + w[0]) : List.of(),
                w -> w.length == 2 ? List.of(String.join(" ", w)) : List.of(), (cut, full) -> true);
        // a first name alone, of one word or two run together ("jiwoo" of "Ji-woo Park")
        Function<String[], List<String>> firstNames = w -> w.length > 2 ? List.of(w[0], w[0] + w[1])
                : w.length > 1 ? List.of(w[0]) : List.of();
        names.joinBy(firstNames, w -> w.length == 1 ? List.of(w[0]) : List.of(), (cut, full) -> true);
        // short forms against the groups first names have joined, and against a first name alone
        names.joinShortForms(w -> w.length == 1 ? List.of(w[0]) : firstNames.apply(w));
    }

    /**
     * A key that is only a number joins the one group whose key gives that number beside a name
     * ({@code abonne:0611300452}, {@code Hamza El Idrissi (abonné 0611300452)}).
     */
    private static void joinIds(Map<String, List<SubjectKey>> groups) {
        Map<String, Set<String>> byNumber = new HashMap<>();
        for (Map.Entry<String, List<SubjectKey>> e : groups.entrySet()) {
            for (SubjectKey k : e.getValue()) {
                if (k.qualifier().isEmpty()) {
                    continue; // most keys: nothing in parentheses, so no number to give
                }
                String given = NameForms.digitsOnly(k.qualifier());
                if (given.length() >= NameForms.MIN_ID_DIGITS && NameForms.digitsOnly(k.name()).isEmpty()) {
                    byNumber.computeIfAbsent(given, g -> new HashSet<>(2)).add(e.getKey());
                }
            }
        }
        List<String> numbers = new ArrayList<>();
        for (String number : byNumber.keySet()) {
            if (groups.containsKey(number) && byNumber.get(number).size() == 1) {
                numbers.add(number); // a group keyed by the number alone: its name is only that number
            }
        }
        Collections.sort(numbers);
        for (String number : numbers) {
            String named = byNumber.get(number).iterator().next();
            if (!named.equals(number) && groups.containsKey(named) && groups.containsKey(number)) {
                groups.get(named).addAll(groups.remove(number));
            }
        }
    }

    private void joinShortForms(Function<String[], List<String>> firstNames) {
        joinBy(firstNames, w -> w.length == 1 ? List.copyOf(Nicknames.builtIn().fullNamesOf(w[0])) : List.of(),
                (cut, full) -> true);
    }

    /** The name with its first word put back to each full name it is a short form of ({@code mike brennan}). */
    private static List<String> fullFormsOf(String[] w) {
        if (w.length < 2) {
            return List.of();
        }
        String rest = String.join(" ", Arrays.copyOfRange(w, 1, w.length));
        List<String> forms = new ArrayList<>(1);
        for (String full : Nicknames.builtIn().fullNamesOf(w[0])) {
            forms.add(full + " " + rest);
        }
        return forms;
    }

    /** The group of an ASCII spelling ({@code thomas.mueller}) joins the one group spelt with umlauts. */
    private void joinTransliterated() {
        Map<String, Set<String>> spelt = new HashMap<>();
        groups.forEach((key, group) -> {
            String t = group.get(0).compactTransliterated();
            if (t != null && !t.equals(key)) {
                spelt.computeIfAbsent(t, k -> new HashSet<>(1)).add(key);
            }
        });
        joinToTheOne(spelt);
    }

    /**
     * The group of a handle ({@code user:m4rc0}) joins the group whose key gives it in parentheses
     * ({@code Marco Conti (m4rc0)}), where one key does.
     */
    private void joinHandles() {
        Map<String, Set<String>> givenBy = new HashMap<>();
        groups.forEach((key, group) -> {
            for (SubjectKey k : group) {
                String handle = NameForms.handleIn(k);
                if (handle != null && !handle.equals(key)) {
                    givenBy.computeIfAbsent(handle, h -> new HashSet<>(1)).add(key);
                }
            }
        });
        joinToTheOne(givenBy);
    }

    /** Each group named by a key of {@code into} joins the one group its set names, in name order; never two. */
    private void joinToTheOne(Map<String, Set<String>> into) {
        for (Map.Entry<String, Set<String>> e : new java.util.TreeMap<>(into).entrySet()) {
            if (e.getValue().size() == 1 && groups.containsKey(e.getKey()) && !apart.contains(e.getKey())) {
                String target = e.getValue().iterator().next();
                if (groups.containsKey(target)) {
                    groups.get(target).addAll(groups.remove(e.getKey()));
                }
            }
        }
    }

    private static List<String> initials(String[] w) {
        String joined = NameForms.initialAndSurname(w);
        return joined == null ? List.of() : List.of(joined);
    }


    /**
     * Each group whose name looks for terms ({@code wanted}) that lead to exactly one other group, among those
     * whose names give the terms ({@code given}) and pass {@code fits}, joins it.
     */
    private void joinBy(Function<String[], List<String>> given, Function<String[], List<String>> wanted,
                        java.util.function.BiPredicate<String[], String[]> fits) {
        List<String> asking = new ArrayList<>();
        for (Map.Entry<String, String[]> e : words.entrySet()) {
            if (!wanted.apply(e.getValue()).isEmpty() && groups.containsKey(e.getKey()) && !apart.contains(e.getKey())) {
                asking.add(e.getKey());
            }
        }
        if (asking.isEmpty()) {
            return; // most stores: no name that any rule could join
        }
        Map<String, Set<String>> index = new HashMap<>();
        for (Map.Entry<String, String[]> e : words.entrySet()) {
            for (String term : given.apply(e.getValue())) {
                if (groups.containsKey(e.getKey())) {
                    index.computeIfAbsent(term, t -> new HashSet<>(2)).add(e.getKey());
                }
            }
        }
        Collections.sort(asking);
        for (String key : asking) {
            if (!groups.containsKey(key)) {
                continue;
            }
            String[] own = words.get(key);
            Set<String> candidates = new HashSet<>();
            for (String term : wanted.apply(own)) {
                for (String other : index.getOrDefault(term, Set.of())) {
                    if (!other.equals(key) && groups.containsKey(other) && fits.test(own, words.get(other))) {
                        candidates.add(other);
                    }
                }
            }
            if (candidates.size() == 1) {
                groups.get(candidates.iterator().next()).addAll(groups.remove(key));
            }
        }
    }

    /**
     * The group of a name a key gives as its person's before a marriage ({@code Chioma Nwosu} of {@code Mrs. Chioma
     * Obi (née Nwosu)}) joins that key's group, and of two names one account gives with one given name
     * ({@code Rūta Vaitkutė}, {@code Rūta Jankauskienė}; {@link NameForms#renamedOf}) one joins the other; never
     * where two could be meant.
     */
    private void joinRenamed() {
        Map<String, Set<String>> into = new HashMap<>();
        Map<String, Set<String>> byAccount = new HashMap<>();
        groups.forEach((key, group) -> {
            for (SubjectKey k : group) {
                if (k.qualifier().isEmpty()) {
                    continue; // most keys: nothing in parentheses
                }
                String born = NameForms.bornName(k);
                if (born != null && !born.replace(" ", "").equals(key)) {
                    into.computeIfAbsent(born.replace(" ", ""), b -> new HashSet<>(1)).add(key);
                }
                String account = NameForms.account(k);
                if (account != null && k.nameWords().length >= 2) {
                    byAccount.computeIfAbsent(account + "|" + k.nameWords()[0], a -> new HashSet<>(2)).add(key);
                }
            }
        });
        for (Set<String> named : byAccount.values()) {
            if (named.size() == 2) {
                List<String> two = new ArrayList<>(named);
                Collections.sort(two);
                into.putIfAbsent(two.get(1), Set.of(two.get(0)));
            }
        }
        joinToTheOne(into);
    }
}
