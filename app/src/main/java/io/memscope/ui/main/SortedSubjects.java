package io.memscope.ui.main;

import io.memscope.model.PackedSubjectList;
import io.memscope.model.SubjectSummary;
import it.unimi.dsi.fastutil.ints.IntArrays;
import it.unimi.dsi.fastutil.ints.IntComparator;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Every subject of the store as a row with its badge, in one display order, with where each subject
 * is. Made on a worker thread (a million subjects take a noticeable time to sort) and never changed
 * after, so the JavaFX thread can show it, filter it on a worker and look subjects up in it without a copy.
 * The rows are numbers into the packed subjects, not objects (see {@link PackedSubjectList} for why).
 *
 * @param source    the summaries the rows were made from, to tell whether only the badges changed
 * @param packed    the same summaries packed, in name order
 * @param order     the order of {@code all}
 * @param all       every row, sorted by {@code order}
 * @param positions where each subject (by its number in {@code packed}) is in {@code all}; null when
 *                  {@code all} is in name order, where the two numbers are the same
 */
record SortedSubjects(List<SubjectSummary> source, PackedSubjectList packed, SubjectSort order, SubjectRowList all,
                      int[] positions) {

    static SortedSubjects empty() {
        return new SortedSubjects(List.of(), PackedSubjectList.empty(), SubjectSort.NAME, SubjectRowList.empty(),
                null);
    }

    /** The rows of {@code subjects}, each with its number of findings, sorted by {@code order}. */
    static SortedSubjects of(List<SubjectSummary> subjects, Map<String, Integer> badges, SubjectSort order) {
        PackedSubjectList packed = PackedSubjectList.of(subjects);
        int[] findings = findings(packed, badges);
        int[] shown;
        int[] positions = null;
        if (order == SubjectSort.NAME) {
            shown = IntStream.range(0, packed.size()).toArray();
        } else {
            // the sort is stable and the rows start in name order, so "then by name" needs no comparison
            IntComparator keys = order == SubjectSort.FINDINGS
                    ? (a, b) -> Integer.compare(findings[b], findings[a])
                    : packed::compareLatestFirst;
            shown = IntStream.range(0, packed.size()).toArray();
            IntArrays.mergeSort(shown, keys);
            positions = new int[shown.length];
            for (int at = 0; at < shown.length; at++) {
                positions[shown[at]] = at;
            }
        }
        return new SortedSubjects(subjects, packed, order, new SubjectRowList(packed, shown, findings, order.order()),
                positions);
    }

    /**
     * The same subjects with other badges, for when findings arrive: when the order does not depend on
     * findings it is kept, and with it the positions, so neither a sort nor a new index is needed.
     */
    SortedSubjects withBadges(List<SubjectSummary> subjects, Map<String, Integer> badges, SubjectSort wanted) {
        if (subjects != source || wanted != order || wanted.dependsOnFindings()) {
            return of(subjects, badges, wanted);
        }
        return new SortedSubjects(source, packed, order, all.withFindings(findings(packed, badges)), positions);
    }

    /** Where {@code subject} is in what {@code shown} (all rows or some of them) holds, or -1. */
    int indexIn(SubjectRowList shown, String subject) {
        int row = packed.indexOfSubject(subject);
        if (row < 0) {
            return -1;
        }
        int at = positions == null ? row : positions[row];
        return shown == all ? at : shown.indexOf(all.get(at));
    }

    /** Each subject's number of findings, by its number in {@code packed}: a lookup per badge, not per subject. */
    private static int[] findings(PackedSubjectList packed, Map<String, Integer> badges) {
        int[] findings = new int[packed.size()];
        badges.forEach((subject, count) -> {
            int row = packed.indexOfSubject(subject);
            if (row >= 0) {
                findings[row] = count;
            }
        });
        return findings;
    }
}
