package io.memscope.suggest;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A subject name taken apart: {@code user:rachel} is namespace {@code user} and name {@code rachel};
 * {@code Rachel (customer)} is name {@code rachel} with qualifier {@code customer}. Two subjects may be one
 * entity only when their names are equal after this, never when they are merely close ({@code Dan} and
 * {@code Dana} are two people).
 */
public record SubjectKey(String subject, String namespace, String name, String qualifier) {
    private static final Pattern NAMESPACE = Pattern.compile("^\\s*([\\p{L}\\p{N}_.-]+)\\s*[:/]\\s*(.+)$");
    private static final Pattern QUALIFIER = Pattern.compile("^(.*?)\\s*\\(([^)]*)\\)\\s*$");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern DIGIT = Pattern.compile("\\p{N}");
    /** Most keys are plain lower-case letters and digits, and need none of the patterns below. */
    private static final Pattern ASCII_NAME = Pattern.compile("[a-z0-9 ]*");
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern SEPARATORS = Pattern.compile("[_.\\-]+");
    private static final Pattern OTHER = Pattern.compile("[^\\p{L}\\p{N}\\s]+");

    public static SubjectKey of(String subject) {
        String rest = subject;
        String namespace = "";
        // most keys have neither a namespace nor a qualifier, and a store has as many keys as subjects
        int plain = plainNamespaceEnd(rest);
        if (plain > 0) {
            namespace = fold(rest.substring(0, plain));
            rest = rest.substring(plain + 1);
        } else if (plain < 0) {
            Matcher ns = NAMESPACE.matcher(rest);
            if (ns.matches()) {
                namespace = fold(ns.group(1));
                rest = ns.group(2);
            }
        }
        int at = mailAt(rest);
        if (at > 0) {
            rest = rest.substring(0, at); // "ayse.yilmaz@web.de" names Ayşe Yılmaz; the domain names no one
        }
        rest = withoutHandleNumber(rest);
        String qualifier = "";
        Matcher q = rest.indexOf('(') < 0 ? null : QUALIFIER.matcher(rest);
        if (q != null && q.matches() && !q.group(1).isBlank()) {
            qualifier = fold(q.group(2));
            rest = q.group(1);
            if (DIGIT.matcher(rest).find() && !DIGIT.matcher(qualifier).find() || handleBesideName(rest, q.group(2))) {
                // "cust_4471 (Nadia Rahman)", "learner:sam_ng (Samuel Ng)": an account or a handle, and the
                // person's name beside it
                String number = fold(rest);
                rest = q.group(2);
                qualifier = number;
            }
        }
        rest = surnameLast(rest);
        int dash = qualifier.isEmpty() ? dashAt(rest) : -1;
        if (dash > 0 && DIGIT.matcher(rest.substring(0, dash)).find()) {
            // "member 4471 – Ben Ortiz": a number, then the person's name
            qualifier = fold(rest.substring(0, dash));
            rest = rest.substring(dash + 3);
        }
        return new SubjectKey(subject, namespace, withoutHandleWord(rest, withoutHonorific(fold(rest))), qualifier);
    }

    /**
     * Words a handle adds to a name that name no one ("hugo_runs", "marta_lifts", "rosadelgado_music"): the
     * person is Hugo, Marta, Rosa Delgado. Only after an underscore, the way handles are written.
     */
    private static final java.util.Set<String> HANDLE_WORDS = java.util.Set.of("runs", "runner", "lifts", "fit",
            "fitness", "plays", "games", "gaming", "gamer", "music", "art", "arts", "codes", "dev", "tv", "live",
            "travels", "bakes", "cooks", "reads", "writes", "draws", "photo", "photos", "pics", "eats", "yoga",
            "climbs", "rides", "bikes", "swims", "official", "real", "xo", "fan", "life", "studio", "designs");

    /** The word a handle adds that this key's name leaves out ("runs" of "hugo_runs"), or empty. */
    String handleWord() {
        int underscore = subject.lastIndexOf('_');
        if (underscore < 0) {
            return "";
        }
        String last = fold(subject.substring(underscore + 1));
        return HANDLE_WORDS.contains(last) && !(" " + name + " ").contains(" " + last + " ") ? last : "";
    }

    private static String withoutHandleWord(String written, String name) {
        int space = name.lastIndexOf(' ');
        if (space <= 0 || written.indexOf('_') < 0 || written.indexOf(' ') >= 0) {
            return name;
        }
        return HANDLE_WORDS.contains(name.substring(space + 1)) ? name.substring(0, space) : name;
    }

    /**
     * Whether {@code rest} is a handle ({@code sam_ng}, {@code olivia.w}: one word joined by '_' or '.') and
     * {@code inParentheses} a full name (two words or more, each capitalised, no digit).
     */
    private static boolean handleBesideName(String rest, String inParentheses) {
        String handle = rest.strip();
        if (handle.isEmpty() || handle.indexOf(' ') >= 0 || handle.indexOf('_') < 0 && handle.indexOf('.') < 0) {
            return false;
        }
        String[] words = SPACES.split(inParentheses.strip());
        if (words.length < 2 || DIGIT.matcher(inParentheses).find()) {
            return false;
        }
        for (String w : words) {
            if (!Character.isUpperCase(w.codePointAt(0))) {
                return false;
            }
        }
        return true;
    }

    /** "Huber, Elisabeth" as "Elisabeth Huber": a surname written first and set off by the one comma. */
    private static String surnameLast(String rest) {
        int comma = rest.indexOf(',');
        if (comma <= 0 || rest.indexOf(',', comma + 1) >= 0 || DIGIT.matcher(rest).find()) {
            return rest;
        }
        String surname = rest.substring(0, comma).strip();
        String given = rest.substring(comma + 1).strip();
        return surname.isEmpty() || given.isEmpty() || SPACES.split(given).length > 2 ? rest : given + " " + surname;
    }

    /** Whether the key writes its surname first, set off by a comma ("Huber, Elisabeth"). */
    boolean surnameFirst() {
        String rest = afterNamespace(subject);
        Matcher q = rest.indexOf('(') < 0 ? null : QUALIFIER.matcher(rest);
        if (q != null && q.matches() && DIGIT.matcher(q.group(1)).find()) {
            rest = q.group(2);
        } else if (q != null && q.matches()) {
            rest = q.group(1);
        }
        return !surnameLast(rest).equals(rest);
    }

    /** A number a handle ends in ("priya.iyer87", "aisha.bello.251903"), or -1 where it ends in none. */
    private static int handleNumberAt(String rest) {
        int end = rest.length();
        while (end > 0 && Character.isDigit(rest.charAt(end - 1))) {
            end--;
        }
        if (end == 0 || end == rest.length()) {
            return -1; // most keys: no number at the end, or nothing but one ("user:0041237")
        }
        while (end > 0 && isHandleSeparator(rest.charAt(end - 1))) {
            end--;
        }
        // what is left must be a name of two words or more, each of two letters or more ("anna.k.1990" is not)
        int words = 0;
        int letters = 0;
        for (int i = 0; i < end; i++) {
            char c = rest.charAt(i);
            if (isHandleSeparator(c)) {
                if (letters < 2) {
                    return -1;
                }
                words++;
                letters = 0;
            } else if (Character.isLetter(c)) {
                letters++;
            } else {
                return -1;
            }
        }
        return letters >= 2 && words >= 1 ? end : -1;
    }

    private static boolean isHandleSeparator(char c) {
        return c == '.' || c == '_' || c == '-';
    }

    private static String withoutHandleNumber(String rest) {
        int at = handleNumberAt(rest);
        return at < 0 ? rest : rest.substring(0, at);
    }

    /** The number the key's handle ends in and its name leaves out ("87" of "priya.iyer87"), or empty. */
    String handleNumber() {
        String rest = afterNamespace(subject);
        int mail = mailAt(rest);
        if (mail > 0) {
            rest = rest.substring(0, mail);
        }
        int at = handleNumberAt(rest);
        if (at < 0) {
            return "";
        }
        int from = at;
        while (from < rest.length() && isHandleSeparator(rest.charAt(from))) {
            from++;
        }
        return rest.substring(from);
    }

    /** The key less its namespace ("priya.iyer87" of "users/priya.iyer87"), as {@link #of} reads it. */
    private static String afterNamespace(String subject) {
        int plain = plainNamespaceEnd(subject);
        if (plain > 0) {
            return subject.substring(plain + 1);
        }
        if (plain < 0) {
            Matcher ns = NAMESPACE.matcher(subject);
            return ns.matches() ? ns.group(2) : subject;
        }
        return subject;
    }

    /** Where the {@code @} of a key that is an e-mail address is, or -1. */
    private static int mailAt(String key) {
        int at = key.indexOf('@');
        if (at <= 0 || key.indexOf('@', at + 1) >= 0 || key.indexOf(' ') >= 0 || key.indexOf('(') >= 0) {
            return -1;
        }
        int dot = key.indexOf('.', at + 2);
        return dot > 0 && dot < key.length() - 1 ? at : -1;
    }

    /** The domain of a key that is an e-mail address ("web.de" of "ayse.yilmaz@web.de"), or empty. */
    String mailDomain() {
        String rest = afterNamespace(subject);
        int at = mailAt(rest);
        return at > 0 ? rest.substring(at + 1) : "";
    }

    /** Where " – " (or " - ", " — ") parts a key, or -1. */
    private static int dashAt(String rest) {
        for (String dash : DASHES) {
            int at = rest.indexOf(dash);
            if (at > 0 && at + dash.length() < rest.length()) {
                return at;
            }
        }
        return -1;
    }

    private static final String[] DASHES = {" – ", " — ", " - "};
    /**
     * Titles before a name that are no part of it: "Ms. Adaeze Okafor" is "adaeze.okafor", "M. Karim Benali"
     * (Monsieur) is Karim Benali; taken off only where a first name and a surname are left.
     */
    private static final java.util.Set<String> HONORIFICS = java.util.Set.of("mr", "mrs", "ms", "miss", "mx", "dr", "m",
            "prof", "sr", "sra", "srta", "mme", "mlle", "herr", "frau", "sig", "dott", "pan", "pani", "pak", "bapak",
            "bu", "ibu", "bwana", "kyrios", "kyria", "ing", "mgr", "bc", "mudr", "judr", "phdr", "rndr", "mag",
            "dipl", "puan", "encik", "cik", "tuan");
    /** Titles after a given name, as Turkish writes them: "Ayşe Hanım" is Ayşe, "Mehmet Bey" is Mehmet. */
    private static final java.util.Set<String> TRAILING_HONORIFICS = java.util.Set.of("hanim", "bey", "efendi");

    /** The title the key's name begins with and its name leaves out ("Ms." of "Ms. Adaeze Okafor"), or empty. */
    String title() {
        String[] words = SPACES.split(subject.strip());
        for (String w : words) {
            String folded = fold(w);
            if (HONORIFICS.contains(folded) || TRAILING_HONORIFICS.contains(folded)) {
                return (" " + name + " ").contains(" " + folded + " ") ? "" : w;
            }
        }
        return "";
    }

    private static String withoutHonorific(String name) {
        // "Frau Dr. Elisabeth Huber": titles one after another, so long as a first name and a surname are left
        int space = name.indexOf(' ');
        while (space > 0 && name.indexOf(' ', space + 1) > 0 && HONORIFICS.contains(name.substring(0, space))) {
            name = name.substring(space + 1);
            space = name.indexOf(' ');
        }
        int last = name.lastIndexOf(' ');
        return last > 0 && TRAILING_HONORIFICS.contains(name.substring(last + 1)) ? name.substring(0, last) : name;
    }

    /**
     * Whether the qualifier is an account number or a code ({@code crw 4410}, {@code e15110}) rather than a role:
     * every word has a digit but a short first one.
     */
    boolean qualifiedById() {
        if (qualifier.isEmpty()) {
            return false;
        }
        String[] words = qualifier.split(" ");
        for (int i = 0; i < words.length; i++) {
            if (!DIGIT.matcher(words[i]).find() && !(i == 0 && words.length > 1 && words[i].length() <= 5)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Where the separator of a namespace such as {@code user:} ends a key that {@link #NAMESPACE} would match
     * as written, told without the pattern, since a store has as many keys as subjects; 0 for a key with no
     * separator at all, -1 for one the pattern must read.
     */
    private static int plainNamespaceEnd(String subject) {
        int colon = subject.indexOf(':');
        int slash = subject.indexOf('/');
        int at = colon < 0 ? slash : slash < 0 ? colon : Math.min(colon, slash);
        if (at < 0) {
            return 0;
        }
        if (at == 0 || at == subject.length() - 1) {
            return -1;
        }
        for (int i = 0; i < at; i++) {
            char c = subject.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.'
                    || c == '-')) {
                return -1;
            }
        }
        for (int i = at + 1; i < subject.length(); i++) {
            char c = subject.charAt(i);
            if (c < ' ' || c > '~' || i == at + 1 && c == ' ') {
                return -1; // spaces after the separator, line ends and other letters: the pattern decides
            }
        }
        return at;
    }

    /** The name with its spaces left out: {@code fatima.elamrani} and {@code Fatima El Amrani} are one. */
    public String compactName() {
        return name.replace(" ", "");
    }

    /**
     * The compact name with German umlauts written out ({@code Thomas Müller}: {@code thomasmueller}), as an
     * ASCII key spells it; null for a key with none.
     */
    String compactTransliterated() {
        boolean any = false;
        for (int i = 0; i < subject.length() && !any; i++) {
            char c = subject.charAt(i);
            any = c >= 'Ä' && "üöäÜÖÄß".indexOf(c) >= 0; // most keys are ASCII: one comparison a letter
        }
        if (!any) {
            return null;
        }
        String spelt = subject.replace("ü", "ue").replace("ö", "oe").replace("ä", "ae").replace("Ü", "Ue")
                .replace("Ö", "Oe").replace("Ä", "Ae").replace("ß", "ss");
        return of(spelt).compactName();
    }

    /** The words of the name: {@code ingrid berg} has two, {@code ingrid} one. */
    String[] nameWords() {
        return name.isEmpty() ? new String[0] : name.split(" ");
    }

    /**
     * Case, accents and spacing set aside, {@code _}, {@code .} and {@code -} read as spaces:
     * {@code sofia_ruiz} is {@code Sofía Ruiz}, {@code mateus.oliveira} is {@code Mateus Oliveira}.
     */
    private static String fold(String s) {
        String folded = s.toLowerCase(Locale.ROOT);
        if (!ASCII_NAME.matcher(folded).matches()) {
            folded = MARKS.matcher(Normalizer.normalize(folded.replace('ı', 'i').replace("æ", "ae").replace('ø', 'o')
                    .replace("ß", "ss").replace('ł', 'l').replace('đ', 'd'), Normalizer.Form.NFD)).replaceAll("");
            folded = SEPARATORS.matcher(folded).replaceAll(" ");
            folded = OTHER.matcher(folded).replaceAll("");
        }
        folded = folded.strip();
        for (int i = 0; i < folded.length(); i++) {
            if (Character.isWhitespace(folded.charAt(i))) {
                return SPACES.matcher(folded).replaceAll(" ");
            }
        }
        return folded;
    }
}
