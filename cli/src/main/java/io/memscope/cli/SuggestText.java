package io.memscope.cli;

import io.memscope.suggest.Suggestion;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/** The {@code suggest} output for people: one block per suggestion, the evidence beneath it. */
final class SuggestText {
    private SuggestText() {
    }

    static void write(String store, List<Suggestion> suggestions, PrintWriter out) {
        out.println(store + ": " + suggestions.size() + (suggestions.size() == 1 ? " suggestion" : " suggestions")
                + (suggestions.isEmpty() ? "" : " (memscope changes nothing: check each, then act with supersede,"
                + " resolve or many)"));
        for (Suggestion s : suggestions) {
            out.println(String.format(Locale.ROOT, "%.2f  %s  %s", s.score(), s.kind(), subject(s)));
            out.println("      " + s.why());
        }
    }

    private static String subject(Suggestion s) {
        if (s instanceof Suggestion.ImplicitSupersession i) {
            return "fact " + i.oldFact() + " superseded by fact " + i.newFact();
        }
        if (s instanceof Suggestion.PredicateAlias p) {
            return "\"" + p.first() + "\" = \"" + p.second() + "\"";
        }
        Suggestion.SubjectAlias p = (Suggestion.SubjectAlias) s;
        return "\"" + p.first() + "\" = \"" + p.second() + "\"";
    }
}
