package io.memscope.ui.main;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import javafx.collections.ObservableList;
import javafx.collections.ObservableListBase;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The findings of one analysis, arranged for what the window shows: the rows of the findings table,
 * the count of each kind for the overview, each subject's findings and badge. Made on the worker that
 * analysed (a store at ten million facts has tens of thousands of findings), so the JavaFX thread only
 * looks things up when the findings arrive and when a subject is chosen.
 */
record FindingsView(AnalysisReport report, ObservableList<Finding> rows, Map<FindingKind, Long> byKind,
                    Map<String, List<Finding>> bySubject, Map<String, Integer> badges) {

    static final FindingsView NONE = new FindingsView(null, new Rows(List.of(), Map.of()), Map.of(), Map.of(),
            Map.of());

    static FindingsView of(AnalysisReport report) {
        List<Finding> all = report.findings();
        Map<FindingKind, Long> byKind = new EnumMap<>(FindingKind.class);
        Map<String, List<Finding>> bySubject = new HashMap<>();
        Map<String, Integer> badges = new HashMap<>();
        Map<Finding, Integer> positions = new HashMap<>(all.size() * 2);
        for (int i = 0; i < all.size(); i++) {
            Finding f = all.get(i);
            byKind.merge(f.kind(), 1L, Long::sum);
            bySubject.computeIfAbsent(f.subject(), s -> new ArrayList<>(2)).add(f);
            badges.merge(f.subject(), 1, Integer::sum);
            positions.putIfAbsent(f, i);
        }
        return new FindingsView(report, new Rows(all, positions), byKind, bySubject, badges);
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

    /**
     * The table's rows: read-only and never changed, so a new analysis swaps in a new list instead of
     * copying every finding into the table's list. Equal only to itself (see {@link SubjectRowList#equals}),
     * and {@link #indexOf} is a look-up, because the table looks its selected finding up in a new list.
     */
    private static final class Rows extends ObservableListBase<Finding> {
        private final List<Finding> findings;
        private final Map<Finding, Integer> positions;

        Rows(List<Finding> findings, Map<Finding, Integer> positions) {
            this.findings = findings;
            this.positions = positions;
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
            Integer at = positions.get(o);
            return at == null ? -1 : at;
        }

        @Override
        public boolean contains(Object o) {
            return positions.containsKey(o);
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
