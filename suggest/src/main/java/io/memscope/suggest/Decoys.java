package io.memscope.suggest;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The readings that make two alike-sounding predicates different attributes, found from their words alone.
 * A predicate that names a past event or a former value ({@code was born in}, {@code visited},
 * {@code previous employer}) is no current single-valued attribute, so nothing later supersedes it; and an
 * agent noun beside its verb ({@code manager} / {@code manages}) names the two opposite directions of one
 * relation.
 */
public final class Decoys {
    private static final Set<String> PAST_WORDS = Set.of("previous", "previously", "former", "formerly", "ex",
            "past", "old", "was", "were", "born", "visited", "visit", "worked", "used", "once", "had", "traveled",
            "travelled", "went", "alma", "graduated", "prev", "tidigare", "eski", "vorherige", "vorheriger",
            "ehemalig", "ehemaliger", "ancien", "ancienne", "precedente", "poprzedni", "poprzednia", "vorige",
            "voormalig", "voormalige",
            "korábbi", "korabbi", "tidligere", "anterior", "antiguo", "antigua", "antigo", "antiga", "entinen",
            "bývalý", "byvaly", "bivši", "bivsi", "dawny", "dawna", "précédent", "precedent", "önceki", "onceki");
    /** A wish or a plan is no value the subject has yet: "wants to move to" does not replace "lives in". */
    private static final Set<String> INTENT_WORDS = Set.of("want", "wants", "wanted", "wish", "wishes", "hope",
            "hopes", "planning", "interested", "considering", "thinking", "would", "might", "dream", "dreams", "desired",
            "desires", "aspiring", "prospective", "seeking", "chce", "vuole", "wil", "vill", "istiyor", "möchte",
            "souhaite", "quiere", "quer", "envisage", "envisager", "pense", "penser", "considera", "pensando",
            "overvejer", "overweegt", "overveier", "funderar", "erwage", "uberlege", "zastanawiam", "wunsch",
            "gewünscht", "gewunscht");
    /** A record over time is no current value: "peak rank" is not replaced by the rank held now. */
    private static final Set<String> RECORD_WORDS = Set.of("peak", "highest", "lowest", "record");
    private static final Set<String> RECORDED_MUSIC = Set.of("label", "company", "deal", "contract");
    /** A note or a comment about an attribute is not its value: "lives in note" does not replace "lives in". */
    private static final Set<String> NOTE_WORDS = Set.of("note", "notes", "comment", "comments", "remark",
            "remarks", "annotation");
    /** Another person's attribute: "son's school" is not "daughter's school", nor the subject's own. */
    private static final Set<String> OTHER_PEOPLE = Set.of("son", "daughter", "child", "kid", "brother", "sister",
            "sibling", "wife", "husband", "partner", "spouse", "mother", "father", "mom", "mum", "dad", "parent",
            "friend", "boss", "colleague", "roommate", "neighbor", "neighbour", "grandmother", "grandfather",
            "aunt", "uncle", "cousin", "girlfriend", "boyfriend", "fiance", "fiancee", "fiancé", "fiancée", "pet", "dog", "cat");

    /**
     * Words that add nothing to the attribute an other predicate names: {@code email address} is
     * {@code email}, {@code current plan} is {@code plan}. Any other added word may name a narrower attribute
     * ({@code work email}, {@code climbing gym}), so only these join two predicates by their words.
     */
    static final Set<String> GENERIC = Set.of("address", "number", "no", "num", "name", "id",
            "membership", "current", "preferred", "primary", "main", "usual", "job", "contact", "subscription",
            "tier", "level", "type", "info", "detail", "value", "profile", "user", "customer", "has", "have", "amount",
            "date", "setting", "assigned", "monthly",
            // the same words in the languages field names are written in: "peso_atual" is "peso", "tipo de plano"
            // "plano"
            "atual", "actual", "aktuell", "aktuelle", "aktueller", "actuel", "actuelle", "attuale", "corrente",
            "huidig", "huidige", "nuvarande", "nåværende", "nuværende", "aktualny", "aktualna", "obecny",
            "aktuální", "jelenlegi", "nykyinen", "praegune", "curent", "trenutni", "trenutna", "mevcut",
            "tipo", "typ", "tyyppi", "tyyp", "típus", "numero", "número", "nummer", "numer", "číslo", "szám",
            "număr", "broj", "nr", "nome", "nombre", "naam", "namn", "navn", "nazwa", "jméno", "név", "nimi",
            "nume", "preferido", "preferida", "préféré", "préférée", "preferito", "preferita", "bevorzugt",
            "bevorzugte", "foretrukket", "föredragen", "preferowany", "preferat", "preferata", "preferată", "favorite", "favourite", "favorito", "favorita", "favori", "favorit", "favoriet",
            "de", "del", "di", "da", "du", "des", "van",
            "von", "referent", "referente", "référent", "référente",
            // "telefon_kontaktowy" is "telefon", as "contact number" is "number"
            "kontaktowy", "kontaktowa", "kontaktní", "contacto", "contato", "contatto", "kontaktni");

    /**
     * The subject named by its role in the record keeping the field: "categoria_socio" is "categoria". Beside a
     * number's word they name an identifier of their own ("member number"), so they restate nothing there.
     */
    private static final Set<String> SUBJECT_ROLES = Set.of("member", "membre", "miembro", "socio", "socia",
            "mitglied", "lid", "medlem", "jäsen", "członek", "člen", "membro", "client", "cliente", "klient",
            "klientka", "kunde", "kund", "asiakas", "patient", "paciente", "pacjent", "paziente", "pasien");

    private static final Set<String> NUMBER_WORDS = Set.of("number", "no", "num", "nr", "nbr", "id", "numero",
            "número", "nummer", "numer", "číslo", "szám", "număr", "broj");

    private Decoys() {
    }

    /** Words of {@link #GENERIC} that say which value, not which thing: last in some word orders ("farmacia preferata"). */
    private static final Set<String> RESTATING_LAST = Set.of("current", "preferred", "primary", "main", "usual",
            "atual", "actual", "aktuell", "actuel", "attuale", "corrente", "huidig", "huidige", "aktualny", "obecny",
            "aktuální", "jelenlegi", "nykyinen", "praegune", "curent", "trenutni", "mevcut", "preferido",
            "preferida", "preferito", "preferita", "bevorzugt", "preferat", "preferata", "preferată", "preferowany",
            "préféré", "préférée", "favorite", "favourite", "favorito", "favorita", "favori", "favorit", "favoriet");

    /**
     * The words less those that say which value of the attribute ({@code chambre préférée}, {@code chambre
     * favorite}: {@code chambre}), or the words themselves when none do.
     */
    static List<String> lessWhichValue(List<String> words) {
        List<String> kept = new java.util.ArrayList<>(words.size());
        for (String w : words) {
            if (!RESTATING_LAST.contains(w)) {
                kept.add(w);
            }
        }
        return kept;
    }

    /** Whether every word of {@code added} only restates the attribute, so the two predicates are one. */
    static boolean onlyGeneric(List<String> added) {
        boolean role = false;
        boolean number = false;
        for (String w : added) {
            role |= SUBJECT_ROLES.contains(w);
            number |= NUMBER_WORDS.contains(w);
            if (!GENERIC.contains(w) && !SUBJECT_ROLES.contains(w)) {
                return false;
            }
        }
        return !(role && number);
    }

    /** Why the predicate names no current single-valued attribute, or empty when nothing says so. */
    public static Optional<String> pastOrEvent(String predicate) {
        List<String> words = Phrases.words(predicate);
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            // "plans to move to" is a plan; "plan" alone is what a subscriber pays for
            if ((w.equals("plan") || w.equals("plans")) && i + 1 < words.size() && words.get(i + 1).equals("to")) {
                return Optional.of("\"" + Phrases.readable(predicate) + "\" names a wish or a plan (\"" + w
                        + " to\"), not a value the subject has");
            }
            if (PAST_WORDS.contains(w)) {
                return Optional.of("\"" + Phrases.readable(predicate) + "\" names a past event or a former value"
                        + " (\"" + w + "\"), not a current attribute");
            }
            if (w.equals("open") && i + 1 < words.size() && words.get(i + 1).equals("to")) {
                return Optional.of("\"" + Phrases.readable(predicate) + "\" names a wish or a plan (\"open to\"),"
                        + " not a value the subject has");
            }
            if (NOTE_WORDS.contains(w)) {
                return Optional.of("\"" + Phrases.readable(predicate) + "\" names a note about a value (\"" + w
                        + "\"), not the value");
            }
            // "record label" is a record company, not a record over time
            if (RECORD_WORDS.contains(w) && !(i + 1 < words.size() && RECORDED_MUSIC.contains(words.get(i + 1)))) {
                return Optional.of("\"" + Phrases.readable(predicate) + "\" names a record over time (\"" + w
                        + "\"), not a current value");
            }
            if (INTENT_WORDS.contains(w)) {
                return Optional.of("\"" + Phrases.readable(predicate) + "\" names a wish or a plan (\"" + w
                        + "\"), not a value the subject has");
            }
        }
        return Optional.empty();
    }

    /**
     * Why the two predicates are attributes of different people ({@code son's school} and {@code daughter's
     * school}, or {@code brother lives in} and the subject's own {@code lives in}), or empty.
     */
    public static Optional<String> otherPeople(String a, String b) {
        String whoA = person(a);
        String whoB = person(b);
        if (whoA.equals(whoB)) {
            return Optional.empty();
        }
        return Optional.of("\"" + Phrases.readable(a) + "\" is " + owner(whoA) + ", \"" + Phrases.readable(b)
                + "\" " + owner(whoB) + ": two people's attributes");
    }

    /** Words that make a value former rather than past: "her previous coach" is no value she has now. */
    private static final Set<String> FORMER_WORDS = Set.of("previous", "previously", "former", "formerly", "ex",
            "prev", "tidigare", "eski", "vorherige", "vorheriger", "ehemalig", "ehemaliger", "ancien", "ancienne",
            "precedente", "poprzedni", "poprzednia", "vorige", "voormalig", "voormalige",
            "korábbi", "korabbi", "tidligere", "anterior", "antiguo", "antigua", "antigo", "antiga", "entinen",
            "bývalý", "byvaly", "bivši", "bivsi", "dawny", "dawna", "précédent", "precedent", "önceki", "onceki");

    /** Whether a word of a sentence tells a wish or a plan ("wants"), or a former value ("previous"). */
    static boolean wishOrFormer(String word) {
        return INTENT_WORDS.contains(word) || FORMER_WORDS.contains(word);
    }

    /** Whether the word names another person ({@code daughter}, {@code wife}), of whom a predicate may speak. */
    static boolean namesOtherPerson(String word) {
        return OTHER_PEOPLE.contains(word) || OTHER_PEOPLE.contains(Phrases.stem(word));
    }

    private static String owner(String who) {
        return who.isEmpty() ? "the subject's own" : "the " + who + "'s";
    }

    /**
     * The other person a predicate is about, or empty for the subject's own attribute. A relative named last
     * ({@code boss}, {@code wife}) is the subject's relation, whose value is that person.
     */
    private static String person(String predicate) {
        List<String> words = Phrases.words(predicate);
        for (int i = 0; i < words.size() - 1; i++) {
            String stem = Phrases.stem(words.get(i));
            if (OTHER_PEOPLE.contains(words.get(i)) || OTHER_PEOPLE.contains(stem)) {
                return stem;
            }
        }
        return "";
    }

    /** Words that end a phrase without naming its attribute: {@code moved to} and {@code relocated to} share "to". */
    static final Set<String> FUNCTION_WORDS = Set.of("to", "in", "at", "for", "with", "of", "on", "by",
            "from", "as", "into", "about");

    /**
     * Why the two predicates name two narrower kinds of one thing ({@code work email} and {@code home email},
     * {@code phone note} and {@code team note}): the same last word, and each with a word of its own before it
     * that does more than restate the attribute; or empty.
     */
    public static Optional<String> narrowedApart(String a, String b) {
        // in plain letters: "aylik gelir" and "aylık gelir" are one kind of "gelir", not two
        List<String> sa = Phrases.stems(Letters.plain(a));
        List<String> sb = Phrases.stems(Letters.plain(b));
        if (sa.size() < 2 || sb.size() < 2) {
            return Optional.empty();
        }
        String head = sa.get(sa.size() - 1);
        if (!head.equals(sb.get(sb.size() - 1)) || FUNCTION_WORDS.contains(head) || RESTATING_LAST.contains(head)) {
            // "farmacia preferata": the word after the thing restates it, in word orders that put it last
            return Optional.empty();
        }
        Optional<String> ownA = narrowing(sa, sb);
        Optional<String> ownB = narrowing(sb, sa);
        if (ownA.isEmpty() || ownB.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("\"" + Phrases.readable(a) + "\" and \"" + Phrases.readable(b) + "\" are two kinds of "
                + head + " (\"" + ownA.get() + "\", \"" + ownB.get() + "\")");
    }

    /** A word before the last of {@code phrase} that the other's words lack and that names more than the attribute. */
    private static Optional<String> narrowing(List<String> phrase, List<String> other) {
        List<String> before = other.subList(0, other.size() - 1);
        for (String w : phrase.subList(0, phrase.size() - 1)) {
            if (!before.contains(w) && !GENERIC.contains(w)) {
                return Optional.of(w);
            }
        }
        return Optional.empty();
    }

    /** Why the two predicates are opposite directions of one relation, or empty. */
    public static Optional<String> oppositeRoles(String a, String b) {
        List<String> wa = Phrases.words(a);
        List<String> wb = Phrases.words(b);
        Optional<String> both = oppositesOf(wa, wb);
        if (both.isPresent()) {
            return both;
        }
        Optional<String> ofOther = roleOf(wa, wb).or(() -> roleOf(wb, wa));
        if (ofOther.isPresent()) {
            return Optional.of("\"" + ofOther.get() + " of\" names whom the subject is " + ofOther.get() + " to, \""
                    + ofOther.get() + "\" who is the subject's " + ofOther.get() + ": opposite directions of one relation");
        }
        for (String x : wa) {
            for (String y : wb) {
                if (agentOf(x, y) || agentOf(y, x)) {
                    String noun = agentOf(x, y) ? x : y;
                    String verb = noun.equals(x) ? y : x;
                    return Optional.of("\"" + noun + "\" names who " + verb + " the subject, \"" + verb
                            + "\" whom the subject " + verb + ": opposite directions of one relation");
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The role {@code withOf} ends on before "of" ({@code landlord of}, {@code is manager of}) where the other
     * names that role without it ({@code landlord}, {@code landlord name}), or empty.
     */
    /** Roles that are the two ends of one relation: whoever is the one of something is not its other. */
    private static final Map<String, String> OPPOSITE_ROLES = Map.of("landlord", "tenant", "tenant", "landlord",
            "employer", "employee", "employee", "employer", "teacher", "student", "student", "teacher",
            "mentor", "mentee", "mentee", "mentor");

    /**
     * "landlord of" and "tenant of": the subject is one end of the relation in one, the other end in the other.
     * ("landlord" and "tenant of" both name the landlord.)
     */
    private static Optional<String> oppositesOf(List<String> wa, List<String> wb) {
        int na = wa.size();
        int nb = wb.size();
        if (na < 2 || nb < 2 || !wa.get(na - 1).equals("of") || !wb.get(nb - 1).equals("of")) {
            return Optional.empty();
        }
        String ra = wa.get(na - 2);
        String rb = wb.get(nb - 2);
        return rb.equals(OPPOSITE_ROLES.get(ra)) ? Optional.of("\"" + ra + " of\" and \"" + rb
                + " of\" make the subject the two ends of one relation") : Optional.empty();
    }

    private static Optional<String> roleOf(List<String> withOf, List<String> other) {
        int n = withOf.size();
        if (n < 2 || !withOf.get(n - 1).equals("of") || other.contains("of")) {
            return Optional.empty();
        }
        String role = withOf.get(n - 2);
        return other.contains(role) ? Optional.of(role) : Optional.empty();
    }

    /** {@code manager}/{@code manages}, {@code owner}/{@code owns}, {@code teacher}/{@code teaches}. */
    static boolean agentOf(String noun, String verb) {
        if (!(noun.endsWith("er") || noun.endsWith("or")) || !verb.endsWith("s") || verb.length() < 4) {
            return false;
        }
        String verbBase = verb.substring(0, verb.length() - 1);
        String verbBaseEs = verb.endsWith("es") ? verb.substring(0, verb.length() - 2) : verbBase;
        String nounMinusR = noun.substring(0, noun.length() - 1);
        String nounMinusEr = noun.substring(0, noun.length() - 2);
        return nounMinusR.equals(verbBase) || nounMinusEr.equals(verbBase) || nounMinusEr.equals(verbBaseEs);
    }
}
