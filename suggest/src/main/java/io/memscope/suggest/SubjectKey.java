package io.memscope.suggest;

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
    private static final Pattern NAMESPACE = Pattern.compile("^\\s*([\\p{L}\\p{N}_.-]+)\\s*:\\s*(.+)$");
    private static final Pattern QUALIFIER = Pattern.compile("^(.*?)\\s*\\(([^)]*)\\)\\s*$");
    private static final Pattern SPACES = Pattern.compile("\\s+");

    public static SubjectKey of(String subject) {
        String rest = subject;
        String namespace = "";
        // most keys have neither a namespace nor a qualifier, and a store has as many keys as subjects
        Matcher ns = rest.indexOf(':') < 0 ? null : NAMESPACE.matcher(rest);
        if (ns != null && ns.matches()) {
            namespace = fold(ns.group(1));
            rest = ns.group(2);
        }
        String qualifier = "";
        Matcher q = rest.indexOf('(') < 0 ? null : QUALIFIER.matcher(rest);
        if (q != null && q.matches() && !q.group(1).isBlank()) {
            qualifier = fold(q.group(2));
            rest = q.group(1);
        }
        return new SubjectKey(subject, namespace, fold(rest), qualifier);
    }

    /** Case and spacing set aside, {@code _} read as a space: {@code sofia_ruiz} is {@code Sofia Ruiz}. */
    private static String fold(String s) {
        String folded = s.replace('_', ' ').strip().toLowerCase(Locale.ROOT);
        for (int i = 0; i < folded.length(); i++) {
            if (Character.isWhitespace(folded.charAt(i))) {
                return SPACES.matcher(folded).replaceAll(" ");
            }
        }
        return folded;
    }
}
