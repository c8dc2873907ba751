package io.memscope.store.json;

import io.memscope.model.FactId;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** Every id is found at its row, and an id never added is not, however a store numbers its facts. */
class IdIndexTest {
    private static void assertFindsEach(List<FactId> order, List<FactId> absent) {
        IdColumn column = new IdColumn(4);
        IdIndex index = new IdIndex(column);
        Map<FactId, Integer> expected = new HashMap<>();
        for (FactId id : order) {
            assertThat(index.find(id)).as("%s before it is added", id).isEqualTo(-1);
            column.add(id);
            index.add(column.size() - 1);
            expected.put(id, column.size() - 1);
        }
        expected.forEach((id, row) -> assertThat(index.find(id)).as("%s", id).isEqualTo(row));
        for (FactId id : absent) {
            assertThat(index.find(id)).as("%s never added", id).isEqualTo(-1);
        }
    }

    @Test
    void numberedFromOneUpward() {
        List<FactId> ids = new ArrayList<>();
        for (long n = 1; n <= 50_000; n++) {
            ids.add(FactId.of(n));
        }
        assertFindsEach(ids, List.of(FactId.of(0), FactId.of(50_001), FactId.of(-1), FactId.of("1"),
                FactId.of(Long.MAX_VALUE), FactId.of(Long.MIN_VALUE)));
    }

    @Test
    void idsBelowTheFirstFarAboveItGappedShuffledAndStrings() {
        List<FactId> ids = new ArrayList<>();
        for (long n = 10_000; n > 0; n -= 3) {
            ids.add(FactId.of(n)); // descending: every one below the first
        }
        for (long n = 20_000; n < 80_000; n += 7) {
            ids.add(FactId.of(n)); // beyond the direct table's reach at first, then sparse
        }
        ids.add(FactId.of(Long.MAX_VALUE));
        ids.add(FactId.of(Long.MIN_VALUE));
        ids.add(FactId.of(0));
        for (int i = 0; i < 3_000; i++) {
            ids.add(FactId.of("mem-" + i));
        }
        List<FactId> shuffled = new ArrayList<>();
        for (long n = 100_001; n <= 130_000; n++) {
            shuffled.add(FactId.of(n));
        }
        java.util.Collections.shuffle(shuffled, new Random(3));
        ids.addAll(shuffled);
        assertFindsEach(ids, List.of(FactId.of(10_001), FactId.of(9_999), FactId.of(20_001), FactId.of(130_001),
                FactId.of("mem-3000"), FactId.of("10000"), FactId.of(Long.MAX_VALUE - 1)));
    }

    @Test
    void anIdHashedBeforeTheDirectTableGrewOverIt() {
        List<FactId> ids = new ArrayList<>(List.of(FactId.of(1), FactId.of(5_000)));
        for (long n = 2; n <= 8_000; n++) {
            if (n != 5_000) {
                ids.add(FactId.of(n));
            }
        }
        assertFindsEach(ids, List.of(FactId.of(8_001), FactId.of(0)));
    }
}
