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

    public static SubjectKey of(String subject) {
        String rest = subject;
        String namespace = "";
        Matcher ns = NAMESPACE.matcher(rest);
        if (ns.matches()) {
            namespace = fold(ns.group(1));
            rest = ns.group(2);
        }
        String qualifier = "";
        Matcher q = QUALIFIER.matcher(rest);
        if (q.matches() && !q.group(1).isBlank()) {
            qualifier = fold(q.group(2));
            rest = q.group(1);
        }
        return new SubjectKey(subject, namespace, fold(rest), qualifier);
    }

    private static String fold(String s) {
        return s.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
    }
}
