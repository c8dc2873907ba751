package io.memscope.ui.main;

import io.memscope.model.AliasGroups;
import io.memscope.model.AnalysisReport;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.review.AliasedAnalysis;
import javafx.collections.ObservableList;
import javafx.collections.ObservableListBase;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The findings of one analysis, arranged for what the window shows: the rows of the findings table,
 * the count of each kind for the overview, each subject's findings and badge. Made on the worker that
 * analysed (a store at ten million facts has tens of thousands of findings), so the JavaFX thread only
 * looks things up when the findings arrive and when a subject is chosen. {@code aliases} are the accepted
 * aliases the report was made with: the timeline's lanes and the subject list follow them.
 */
record FindingsView(AnalysisReport report, ObservableList<Finding> rows, Map<FindingKind, Long> byKind,
                    Map<String, List<Finding>> bySubject, Map<String, Integer> badges, AliasGroups aliases) {

    static final FindingsView NONE = new FindingsView(null, new Rows(List.of()), Map.of(), Map.of(), Map.of(),
            AliasGroups.NONE);

    static FindingsView of(AliasedAnalysis.Result analysed) {
        return of(analysed.report(), analysed.aliases());
    }

    static FindingsView of(AnalysisReport report) {
        return of(report, AliasGroups.NONE);
    }

    static FindingsView of(AnalysisReport report, AliasGroups aliases) {
        List<Finding> all = report.findings();
        Map<FindingKind, Long> byKind = new EnumMap<>(FindingKind.class);
        Map<String, List<Finding>> bySubject = new HashMap<>();
        Map<String, Integer> badges = new HashMap<>();
        for (Finding f : all) {
            byKind.merge(f.kind(), 1L, Long::sum);
            bySubject.computeIfAbsent(f.subject(), s -> new ArrayList<>(2)).add(f);
            badges.merge(f.subject(), 1, Integer::sum);
        }
        return new FindingsView(report, new Rows(all), byKind, bySubject, badges, aliases);
    }

    /**
     * The table's rows alone, for the findings an analysis hands over before it ends: the window shows only
     * these until the report comes. A big analysis hands over many times, each time with every finding so
     * far; counting them by kind and subject each time made garbage that every young collection of the open
     * copied (docs/adr/0012-fx-thread-work-at-open.md).
     */
    static ObservableList<Finding> rowsOf(AnalysisReport report) {
        return new Rows(report.findings());
    }

    long count(FindingKind kind) {
        return byKind.getOrDefault(kind, 0L);
    }

    long problems() {
        return byKind.entrySet().stream().filter(e -> e.getKey().isProblem()).mapToLong(Map.Entry::getValue).sum();
    }

    List<Finding> ofSubject(String subject) {
        return subject == null ? List.of() : bySubject.getOrDefault(subject, List.of());
    }

    /** The findings of every key of the subject's entity: what its timeline shows. */
    List<Finding> ofEntity(String subject) {
        List<String> keys = aliases.subjectsWith(subject);
        if (keys.size() == 1) {
            return ofSubject(subject);
        }
        List<Finding> all = new ArrayList<>();
        keys.forEach(k -> all.addAll(ofSubject(k)));
        return all;
    }

    /**
     * The table's rows: read-only and never changed, so a new analysis swaps in a new list instead of
     * copying every finding into the table's list. Equal only to itself (see {@link SubjectRowList#equals}),
     * and {@link #indexOf} is a binary search (the findings are in {@link Finding#ORDER}, which is total),
     * because the table looks its selected finding up in each new list.
     */
    private static final class Rows extends ObservableListBase<Finding> {
        private final List<Finding> findings;

        /** @param findings in {@link Finding#ORDER}, as an {@link AnalysisReport} holds them */
        Rows(List<Finding> findings) {
            this.findings = findings;
        }

        @Override
        public Finding get(int index) {
            return findings.get(index);
        }

        @Override
        public int size() {
            return findings.size();
        }

        @Override
        public int indexOf(Object o) {
            if (!(o instanceof Finding finding)) {
                return -1;
            }
            int at = Collections.binarySearch(findings, finding, Finding.ORDER);
            if (at < 0) {
                return -1;
            }
            while (at > 0 && findings.get(at - 1).equals(finding)) {
                at--; // a finding reported twice: the first of them, as a list's indexOf gives
            }
            return at;
        }

        @Override
        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        @Override
        public boolean equals(Object o) {
            return this == o;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(this);
        }
    }
}
