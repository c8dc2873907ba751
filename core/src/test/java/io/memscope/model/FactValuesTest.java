package io.memscope.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What counts as the same value: a duplicate, not a contradiction. */
class FactValuesTest {
    @Test
    void trimsAndFoldsCaseAsAnyReaderWould() {
        assertThat(FactValues.normalize("Berlin ")).isEqualTo(FactValues.normalize("berlin")).isEqualTo("berlin");
        assertThat(FactValues.normalize("\u2003Porto\t")).isEqualTo("porto");
        assertThat(FactValues.normalize("STRASSE")).isEqualTo(FactValues.normalize("straße"));
        assertThat(FactValues.normalize(null)).isEmpty();
    }

    @Test
    void aValueAlreadyFoldedIsKeptAsItIs() {
        String folded = "v730 at acme, 3rd floor";
        assertThat(FactValues.normalize(folded)).isSameAs(folded);
        assertThat(FactValues.normalize("\u0001x")).isEqualTo("\u0001x".strip());
        assertThat(FactValues.normalize("café")).isEqualTo("café");
    }
}
