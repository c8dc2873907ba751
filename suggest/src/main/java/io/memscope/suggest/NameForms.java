package io.memscope.suggest;

import java.util.Arrays;
import java.util.List;

/**
 * The ways one person's name is written in two keys that {@link SubjectAliases} and {@link ShortNames} accept:
 * a handle one key gives, umlauts written out, a short form, a first name alone, an initial, the two names
 * reversed, a middle name left out, the last name left out. Each tells whether two keys' names are so related,
 * and nothing more; whether no other key could be meant is the callers' to say.
 */
final class NameForms {
    /** A surname shorter than this, beside an initial, could be anything ({@code user:al}). */
    static final int MIN_SURNAME = 3;
    /** Last words that make a name another person's: a son named after his father. */
    static final java.util.Set<String> GENERATIONS = java.util.Set.of("jr", "jnr", "junior", "sr", "snr", "senior",
            "ii", "iii", "iv");

    private NameForms() {
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
        if (a.qualifiedById() && digitsOnly(qa).equals(digitsOnly(qb))) {
            return false; // one number, written with and without its kind ("Hasta 3391", "(3391)")
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

    /**
     * Whether the two names are the same words with the given name at the other end ({@code Wei Zhang},
     * {@code Zhang Wei}; {@code Rossi-Weber Giulia}, {@code Giulia Rossi-Weber}).
     */
    static boolean reversedOf(SubjectKey a, SubjectKey b) {
        String[] aw = a.nameWords();
        String[] bw = b.nameWords();
        if (aw.length != bw.length || aw.length < 2 || aw[0].length() < 2 || bw[0].length() < 2
                || aw[0].equals(bw[0])) {
            return false;
        }
        int n = aw.length;
        return aw[0].equals(bw[n - 1]) && Arrays.equals(aw, 1, n, bw, 0, n - 1)
                || bw[0].equals(aw[n - 1]) && Arrays.equals(bw, 1, n, aw, 0, n - 1);
    }

    /**
     * Whether {@code id}'s name is a number that {@code named} gives as its qualifier ({@code abonne:0611300452},
     * {@code Hamza El Idrissi (abonné 0611300452)}): six digits or more, written with or without separators.
     */
    static boolean idIn(SubjectKey id, SubjectKey named) {
        String digits = digitsOnly(id.name());
        return digits.length() >= MIN_ID_DIGITS && digits.length() == id.compactName().length()
                && digits.equals(digitsOnly(named.qualifier())) && !named.name().isEmpty()
                && digitsOnly(named.name()).isEmpty();
    }

    static final int MIN_ID_DIGITS = 6;

    static String digitsOnly(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            if (Character.isDigit(s.charAt(i))) {
                b.append(s.charAt(i));
            }
        }
        return b.toString();
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
        return pw.length >= 2 && (fw.length == pw.length + 1 && !GENERATIONS.contains(fw[fw.length - 1])
                || fw.length == pw.length + 2 && PATRONYMIC.contains(fw[pw.length]))
                && java.util.Arrays.equals(pw, java.util.Arrays.copyOf(fw, pw.length));
    }

    /** Words that begin a father's name after one's own ("Nurul Izzah binti Ahmad"), which keys leave out. */
    static final java.util.Set<String> PATRONYMIC = java.util.Set.of("bin", "binti", "bte", "ibn", "bint");

    /** Whether {@code short}'s name is one word, a listed short form of {@code full}'s first name ({@code bob}, {@code Robert}). */
    static boolean shortFormOf(SubjectKey shortKey, SubjectKey full) {
        String[] sw = shortKey.nameWords();
        String[] fw = full.nameWords();
        return sw.length == 1 && fw.length > 0 && Nicknames.builtIn().shortens(sw[0], fw[0]);
    }

    /**
     * Whether {@code cut}'s name is one of {@code full}'s names and the other's initial ({@code sven l}), either
     * name first.
     */
    static boolean initialOf(SubjectKey cut, SubjectKey full) {
        return initialOf(cut.nameWords(), full.nameWords());
    }

    /** {@link #initialOf(SubjectKey, SubjectKey)} of the two names' words. */
    static boolean initialOf(String[] cw, String[] fw) {
        if (cw.length != 2 || cw[1].length() != 1 || fw.length < 2) {
            return false;
        }
        String first = fw[0];
        String last = fw[fw.length - 1];
        // "Sven L." of "Sven Lindqvist", and of two names the family name first: "Procházka T." of "Tomáš
        // Procházka", "Lea M." of "Meier Lea" (not "giulia_r" of "Rossi-Weber Giulia": whose initial is that?)
        return first.equals(cw[0]) && last.length() > 1 && last.startsWith(cw[1])
                || fw.length == 2 && last.equals(cw[0]) && first.length() > 1 && first.startsWith(cw[1]);
    }

    /**
     * Words that give, in a qualifier, the surname a person was born with ({@code Chioma Obi (née Nwosu)},
     * {@code Anna Weber (geb. Huber)}, {@code Ewa Nowak (z domu Kowalska)}), as {@link SubjectKey} folds them.
     */
    private static final List<String> BORN_AS = List.of("nee", "geb", "geborene", "geboren", "born", "z domu",
            "nacida", "nascida", "nata", "fodd", "fodt", "szul", "szuletett", "rodena", "rozena", "roz", "rod");

    /**
     * The name a key gives as its person's before a marriage: its given names with the surname after
     * "née" ({@code chioma nwosu} of {@code Mrs. Chioma Obi (née Nwosu)}), or null.
     */
    static String bornName(SubjectKey key) {
        String q = key.qualifier();
        String[] w = key.nameWords();
        if (q.isEmpty() || w.length < 2) {
            return null;
        }
        for (String marker : BORN_AS) {
            if (q.startsWith(marker + " ") && q.length() > marker.length() + 2 && digitsOnly(q).isEmpty()) {
                return String.join(" ", Arrays.copyOf(w, w.length - 1)) + " " + q.substring(marker.length() + 1);
            }
        }
        return null;
    }

    /** Whether {@code born}'s name is the one {@code married} gives as its person's before a marriage. */
    static boolean bornAs(SubjectKey married, SubjectKey born) {
        String name = bornName(married);
        return name != null && name.equals(born.name()) && !born.name().equals(married.name());
    }

    /**
     * Whether the two keys give one account of a named kind ({@code customer#LT-6610}, {@code Hasta 5580}) and one
     * given name, but another surname: the name changed, as at a marriage ({@code Rūta Vaitkutė}, {@code Rūta
     * Jankauskienė}). A bare number is no such account: "Tazi Nadia (0654772810)" and "Tazi Omar (0654772810)"
     * are a couple on one line, written family name first.
     */
    static boolean renamedOf(SubjectKey a, SubjectKey b) {
        String[] aw = a.nameWords();
        String[] bw = b.nameWords();
        String account = account(a);
        return aw.length >= 2 && bw.length >= 2 && aw[0].equals(bw[0]) && !aw[aw.length - 1].equals(bw[bw.length - 1])
                && account != null && account.equals(account(b));
    }

    /** The qualifier of a key that gives an account of a named kind beside the name, or null. */
    static String account(SubjectKey key) {
        String q = key.qualifier();
        return digitsOnly(q).length() >= MIN_ACCOUNT_DIGITS && q.chars().anyMatch(Character::isLetter)
                && digitsOnly(key.name()).isEmpty() ? q : null;
    }

    private static final int MIN_ACCOUNT_DIGITS = 3;
}
