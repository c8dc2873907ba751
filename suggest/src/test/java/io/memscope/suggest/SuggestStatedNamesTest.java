package io.memscope.suggest;

import io.memscope.model.Fact;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static io.memscope.suggest.Suggested.fact;
import static io.memscope.suggest.FoundSuggestions.supersessions;
import static io.memscope.suggest.FoundSuggestions.subjectAliases;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A subject's own facts may give its name ({@code full_name}, {@code gamertag}): that tells which of two Marias
 * {@code user:maria} is, joins a handle that shares nothing with the name, and keeps apart a Fleur whose full
 * name is another's. A SQL store, read without values, looks those few values up and agrees.
 */
class SuggestStatedNamesTest {

    private static List<Fact> facts() {
        return List.of(
                fact(1, "Maria Santos", "optician", "Specsavers", "2021-01-01"),
                fact(2, "Maria Rossi", "optician", "Vision Express", "2021-01-01"),
                fact(3, "user:maria", "full_name", "Maria Santos", "2021-02-01"),
                fact(4, "user:maria", "optician", "Optica Lince", "2023-01-01"),
                fact(5, "N1ghtOwl", "game_pass_tier", "Core", "2021-01-01"),
                fact(6, "user:kofi", "gamertag", "N1ghtOwl", "2022-01-01"),
                fact(7, "user:kofi", "game pass tier", "Ultimate", "2023-01-01"),
                fact(8, "Fleur de Vries", "lives_in", "Amsterdam", "2021-01-01"),
                fact(9, "user:fleur", "full_name", "Fleur Jansen", "2022-01-01"),
                fact(10, "user:fleur", "lives_in", "Rotterdam", "2023-01-01"));
    }

    @Test
    void aNameASubjectGivesItselfTellsWhoItIs() {
        List<Suggestion> found = Suggested.of(facts());
        assertThat(subjectAliases(found)).containsExactlyInAnyOrder("Maria Santos|user:maria", "N1ghtOwl|user:kofi");
        assertThat(supersessions(found)).contains("1>4", "5>7").doesNotContain("8>10", "2>4");
        Suggestion.SubjectAlias maria = (Suggestion.SubjectAlias) found.stream()
                .filter(s -> s instanceof Suggestion.SubjectAlias a && a.first().equals("Maria Santos")).findFirst()
                .orElseThrow();
        assertThat(maria.why()).isEqualTo("\"user:maria\" gives its full_name as \"Maria Santos\", the name of \"Maria Santos\"");
    }

    @Test
    void aSqlStoreReadWithoutValuesLooksTheNamesUp(@TempDir Path dir) throws Exception {
        assertThat(Suggested.ofH2Copy(facts(), dir)).isEqualTo(Suggested.of(facts()));
    }
}
