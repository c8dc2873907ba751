package io.memscope.suggest;

import org.junit.jupiter.api.Test;

import java.util.List;

import static io.memscope.suggest.FoundSuggestions.supersessions;
import static io.memscope.suggest.Suggested.fact;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A value restated under another key or predicate and then changed: the change replaces the first statement
 * as well as the restatement, while a restatement of the restatement in other digits changes nothing.
 */
class SuggestRestatedValuesTest {

    @Test
    void aChangeAfterARestatementReplacesTheFirstStatementToo() {
        List<Suggestion> found = Suggested.of(
                fact(1, "ČD-1002345 (Jan Novák)", "bydliště", "Praha", "2021-03-01"),
                fact(2, "Novák Jan", "město", "Praha", "2022-06-15"),
                fact(3, "Novák Jan", "místo_bydliště", "Brno", "2023-09-15"));
        assertThat(supersessions(found)).containsExactlyInAnyOrder("1>3", "2>3");
    }

    @Test
    void aNumberWrittenThreeWaysIsNoChange() {
        List<Suggestion> found = Suggested.of(
                fact(1, "user:tomasz", "phone", "+44 7700 900123", "2020-01-01"),
                fact(2, "Tomasz Wójcik", "phone", "07700 900123", "2022-01-01"),
                fact(3, "Tomasz Wójcik", "mobile", "+44 (0)7700 900123", "2022-02-01"),
                fact(4, "user:tomasz", "employer", "Arup", "2020-01-01"),
                fact(5, "Tomasz Wójcik", "employer", "Arup", "2022-01-01"));
        assertThat(supersessions(found)).isEmpty();
    }

    @Test
    void aValueWrittenWithoutItsAccentsIsNoChangeInLatinLettersOnly() {
        List<Suggestion> found = Suggested.of(
                fact(1, "socio 118 (Ignacio Fuentes)", "cepa_favorita", "Carménère", "2021-10-01"),
                fact(2, "Ignacio Fuentes", "cepa_preferida", "Carmenere", "2023-04-04"),
                fact(3, "MAT-6651903 (Rohit Sharma)", "पता", "पति", "2020-04-10"),
                fact(4, "Rohit Sharma", "पता", "पता", "2022-06-06"));
        assertThat(supersessions(found)).containsExactly("3>4");
    }
}
