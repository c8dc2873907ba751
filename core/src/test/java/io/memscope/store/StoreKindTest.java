package io.memscope.store;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The window names a store's kind while it is still being opened, from its location alone. */
class StoreKindTest {
    @Test
    void aLocationNamesItsKindByItsForm() {
        assertThat(StoreKind.of("memory/agent.MV.DB")).isEqualTo(StoreKind.H2);
        assertThat(StoreKind.of("jdbc:h2:./memory/agent")).isEqualTo(StoreKind.H2);
        assertThat(StoreKind.of("jdbc:postgresql://db:5432/memory?user=ops")).isEqualTo(StoreKind.POSTGRESQL);
        assertThat(StoreKind.of("export.json")).isEqualTo(StoreKind.JSON);
        assertThat(StoreKind.of("C:\\exports\\facts.JSONL")).isEqualTo(StoreKind.JSON);
        assertThat(StoreKind.of("facts.ndjson")).isEqualTo(StoreKind.JSON);
        assertThat(StoreKind.of("jdbc:mysql://db/memory")).isNull();
        assertThat(StoreKind.of("notes.txt")).isNull();
        assertThat(StoreKind.of("jdbc:h2x:oops.json")).as("a JDBC URL is judged by its scheme").isNull();
        assertThat(StoreKind.of(null)).isNull();
    }
}
