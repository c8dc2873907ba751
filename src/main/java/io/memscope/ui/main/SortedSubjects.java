package io.memscope.ui.main;

import io.memscope.model.SubjectSummary;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every subject of the store as a row with its badge, in one display order, with where each subject
 * is. Made on a worker thread (a million subjects take a noticeable time to sort) and never changed
 * after, so the JavaFX thread can show it, filter it on a worker and look subjects up in it without a copy.
 *
 * @param source    the summaries the rows were made from, to tell whether only the badges changed
 * @param order     the order of {@code all}
 * @param all       every row, sorted by {@code order}
 * @param positions where each subject is in {@code all}
 */
record SortedSubjects(List<SubjectSummary> source, SubjectSort order, SubjectRowList all,
                      Map<String, Integer> positions) {

    static SortedSubjects empty() {
        return new SortedSubjects(List.of(), SubjectSort.NAME, SubjectRowList.empty(), Map.of());
    }

    /** The rows of {@code subjects}, each with its number of findings, sorted by {@code order}. */
    static SortedSubjects of(List<SubjectSummary> subjects, Map<String, Integer> badges, SubjectSort order) {
        SubjectRow[] rows = new SubjectRow[subjects.size()];
        for (int i = 0; i < rows.length; i++) {
            SubjectSummary s = subjects.get(i);
            rows[i] = SubjectRow.of(s, badges.getOrDefault(s.subject(), 0));
        }
        java.util.Arrays.sort(rows, order.order());
        return new SortedSubjects(subjects, order, new SubjectRowList(rows, order.order()), positionsOf(rows));
    }

    /**
     * The same subjects with other badges, for when findings arrive: when the order does not depend on
     * findings it is kept, and with it the positions, so neither a sort nor a new index is needed.
     */
    SortedSubjects withBadges(List<SubjectSummary> subjects, Map<String, Integer> badges, SubjectSort wanted) {
        if (subjects != source || wanted != order || wanted.dependsOnFindings()) {
            return of(subjects, badges, wanted);
        }
        SubjectRow[] rows = all.toRowArray();
        for (int i = 0; i < rows.length; i++) {
            int badge = badges.getOrDefault(rows[i].subject(), 0);
            if (badge != rows[i].findings()) {
                rows[i] = rows[i].withFindings(badge);
            }
        }
        return new SortedSubjects(source, order, new SubjectRowList(rows, order.order()), positions);
    }

    /** Where {@code subject} is in what {@code shown} (all rows or some of them) holds, or -1. */
    int indexIn(SubjectRowList shown, String subject) {
        Integer at = positions.get(subject);
        if (at == null) {
            return -1;
        }
        return shown == all ? at : shown.indexOf(all.get(at));
    }

    private static Map<String, Integer> positionsOf(SubjectRow[] rows) {
        Map<String, Integer> where = new HashMap<>(rows.length * 2);
        for (int i = 0; i < rows.length; i++) {
            where.put(rows[i].subject(), i);
        }
        return where;
    }
}
