package io.memscope.store.json;

import io.memscope.model.Progress;
import io.memscope.model.SubjectSummary;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;

import java.util.Comparator;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The subject list of a JSON store: what the window's list shows (name, fact count, last change). */
class JsonSubjectListTest {
    @Test
    void eachRowSumsUpItsSubjectsFactsInNameOrder() throws Exception {
        try (MemoryStore store = StoreOpener.open("sample-stores/memscope-demo.json", true)) {
            List<SubjectSummary> rows = store.subjects(Progress.NONE);
            assertThat(rows).isNotEmpty();
            assertThat(rows).isSortedAccordingTo(Comparator.comparing(SubjectSummary::subject));
            for (SubjectSummary row : rows) {
                assertThat(row).isEqualTo(SubjectSummary.of(row.subject(), store.factsOf(row.subject())));
            }
            assertThat(rows.stream().mapToLong(SubjectSummary::facts).sum()).isEqualTo(store.summary().facts());
        }
    }

    @Test
    void theSameStoreInH2ListsTheSameRows() throws Exception {
        try (MemoryStore json = StoreOpener.open("sample-stores/memscope-demo.json", true);
             MemoryStore h2 = StoreOpener.open("sample-stores/memscope-demo.mv.db", true)) {
            assertThat(json.subjects(Progress.NONE)).isEqualTo(h2.subjects(Progress.NONE));
        }
    }
}
