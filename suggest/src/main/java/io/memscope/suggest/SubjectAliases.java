package io.memscope.suggest;

import static io.memscope.suggest.NameForms.*;

import java.util.ArrayList;
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

    /** {@code user:rfischer} and {@code Robert Fischer}, grouped only where one full name has that initial and surname. */
    static final double FIRST_INITIAL = 0.6;
    /** {@code Wei Zhang} and {@code Zhang Wei}: the family name first in one, last in the other. */
    static final double REVERSED = 0.7;
    /** {@code abonne:0611300452} and {@code Hamza El Idrissi (abonné 0611300452)}: one account's number. */
    static final double ID_BESIDE_NAME = 0.8;
    /** {@code Mrs. Chioma Obi (née Nwosu)} and {@code Chioma Nwosu}: the name she was born with. */
    static final double BORN_NAME = 0.75;
    /** {@code customer#LT-6610 (Rūta Vaitkutė)} and {@code customer#LT-6610 (Rūta Jankauskienė)}: one account, renamed. */
    static final double RENAMED = 0.65;
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


    static List<Suggestion.SubjectAlias> all(Map<String, List<SubjectKey>> groups, StatedNames stated) {
        List<Suggestion.SubjectAlias> found = new ArrayList<>();
        for (List<SubjectKey> group : groups.values()) {
            List<Suggestion.SubjectAlias> inGroup = new ArrayList<>();
            for (int i = 0; i < group.size(); i++) {
                for (int j = i + 1; j < group.size(); j++) {
                    SubjectKey a = group.get(i);
                    SubjectKey b = group.get(j);
                    Optional<Suggestion.SubjectAlias> alias = stated.alias(a, b);
                    if (alias.isEmpty() && !statedApart(a, b, stated)) {
                        alias = pair(a, b);
                    }
                    alias.ifPresent(inGroup::add);
                }
            }
            found.addAll(group.size() > 2 ? SubjectAliasChains.withChains(withoutAmbiguous(group, inGroup)) : inGroup);
        }
        return found;
    }

    /**
     * The group's aliases less those of a key that two people apart could be: "Wanjiru Kamau" beside
     * "MBR-00417 (Wanjiru Kamau)" and "MBR-01290 (Wanjiru Kamau)", two members of one name, is neither.
     */
    private static List<Suggestion.SubjectAlias> withoutAmbiguous(List<SubjectKey> group,
                                                                List<Suggestion.SubjectAlias> aliases) {
        Map<String, SubjectKey> keys = new java.util.HashMap<>();
        for (SubjectKey k : group) {
            keys.put(k.subject(), k);
        }
        // each key's aliases within the group, to ask of two of them whether they are two people apart
        Map<String, List<SubjectKey>> joinedTo = new java.util.HashMap<>();
        for (Suggestion.SubjectAlias a : aliases) {
            joinedTo.computeIfAbsent(a.first(), k -> new ArrayList<>()).add(keys.get(a.second()));
            joinedTo.computeIfAbsent(a.second(), k -> new ArrayList<>()).add(keys.get(a.first()));
        }
        java.util.Set<String> ambiguous = new java.util.HashSet<>();
        joinedTo.forEach((subject, others) -> {
            for (int i = 0; i < others.size() && !ambiguous.contains(subject); i++) {
                for (int j = i + 1; j < others.size(); j++) {
                    if (qualifiersApart(others.get(i), others.get(j))) {
                        ambiguous.add(subject);
                        break;
                    }
                }
            }
        });
        if (ambiguous.isEmpty()) {
            return aliases;
        }
        List<Suggestion.SubjectAlias> kept = new ArrayList<>(aliases.size());
        for (Suggestion.SubjectAlias a : aliases) {
            if (!ambiguous.contains(a.first()) && !ambiguous.contains(a.second())) {
                kept.add(a);
            }
        }
        return kept;
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
        boolean born = !sameName && (bornAs(a, b) || bornAs(b, a));
        boolean renamed = !sameName && !born && renamedOf(a, b);
        if (!sameName && !handle && !born && !renamed && !spelt && !shortWithSurname && !firstNameOf(a, b) && !firstNameOf(b, a)
                && !initialOf(a, b) && !initialOf(b, a)
                && !shortFormOf(a, b) && !shortFormOf(b, a) && !firstInitialOf(a, b) && !firstInitialOf(b, a)
                && !namePrefixOf(a, b) && !namePrefixOf(b, a) && !reversedOf(a, b)
                && !middleLeftOutOf(a, b) && !middleLeftOutOf(b, a) && !idIn(a, b) && !idIn(b, a)) {
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
        if (born) {
            SubjectKey married = bornAs(a, b) ? a : b;
            SubjectKey before = married == a ? b : a;
            return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), BORN_NAME, "\"" + married.subject()
                    + "\" gives the surname of \"" + before.subject() + "\" as the one it was born with (a name before"
                    + " a marriage), and no other subject gives it"));
        }
        if (renamed) {
            return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), RENAMED, "\"" + a.subject()
                    + "\" and \"" + b.subject() + "\" give one account and one given name with another surname"
                    + " (a name changed, as at a marriage), and no other subject gives that account and name"));
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
        if (a.surnameFirst() != b.surnameFirst()) {
            setAside.add("the surname written first in \"" + (a.surnameFirst() ? a.subject() : b.subject()) + "\"");
        }
        String number = a.handleNumber().isEmpty() ? b.handleNumber() : a.handleNumber();
        if (!number.isEmpty()) {
            setAside.add("the number \"" + number + "\" the handle ends in");
        }
        String domain = a.mailDomain().isEmpty() ? b.mailDomain() : a.mailDomain();
        if (!domain.isEmpty()) {
            setAside.add("the e-mail domain \"@" + domain + "\"");
        }
        String title = a.title().isEmpty() ? b.title() : a.title();
        if (!title.isEmpty()) {
            setAside.add("the title \"" + title + "\"");
        }
        String handleWord = a.handleWord().isEmpty() ? b.handleWord() : a.handleWord();
        if (!handleWord.isEmpty()) {
            setAside.add("the handle's word \"" + handleWord + "\"");
        }
        String setAsideToo = setAside.isEmpty() ? "" : " once " + String.join(" and ", setAside)
                + (setAside.size() == 1 ? " is" : " are") + " set aside";
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
                    "\"" + cut.subject() + "\" is the name of \"" + full.subject() + "\" with "
                            + (full.nameWords()[0].equals(cut.nameWords()[0]) ? "its surname" : "its other name")
                            + " cut to the initial" + setAsideToo + ", and no other subject has that first name and initial;"
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
                    "\"" + a.subject() + "\" and \"" + b.subject() + "\" are the same names in the other order"
                            + " (family name first or last)" + setAsideToo + ", and no other subject has them"));
        }
        if (idIn(a, b) || idIn(b, a)) {
            SubjectKey id = idIn(a, b) ? a : b;
            SubjectKey named = id == a ? b : a;
            return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), ID_BESIDE_NAME,
                    "\"" + id.subject() + "\" is the number \"" + named.subject() + "\" gives beside its name"
                            + ", and no other subject gives that number"));
        }
        if (!sameName && (namePrefixOf(a, b) || namePrefixOf(b, a))) {
            SubjectKey prefix = namePrefixOf(a, b) ? a : b;
            SubjectKey full = prefix == a ? b : a;
            return Optional.of(new Suggestion.SubjectAlias(a.subject(), b.subject(), Math.min(score, NAME_PREFIX),
                    "\"" + prefix.subject() + "\" is \"" + full.subject() + "\" less its last name"
                            + (full.nameWords().length == prefix.nameWords().length + 2 ? " and the father's name"
                            + " before it" : "") + setAsideToo
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
