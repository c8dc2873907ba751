package io.memscope.suggest;

import io.memscope.model.Fact;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static io.memscope.suggest.Suggested.fact;
import static io.memscope.suggest.FoundSuggestions.subjectAliases;
import static io.memscope.suggest.FoundSuggestions.supersessions;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two keys that give one e-mail address or phone number (written with or without its country code), and only
 * they, name one person, however unlike their names; a number a household shares (three keys), two different
 * full names, or two countries' numbers that end alike, join nobody. A SQL store
 * read without values looks the few addresses up and agrees.
 */
class SuggestSharedIdentifiersTest {

    private static List<Fact> facts() {
        return List.of(
                fact(1, "acct-8820", "emailAddress", "layla@haddad.design", "2020-01-01"),
                fact(2, "acct-8820", "officeLocation", "Dubai Design District", "2020-01-01"),
                fact(3, "Layla Haddad (client)", "email", "Layla@Haddad.design", "2022-01-01"),
                fact(4, "Layla Haddad (client)", "officeLocation", "Beirut, Mar Mikhael", "2022-01-01"),
                fact(5, "member:20417", "phone", "+44 7700 900123", "2020-01-01"),
                fact(6, "Tomasz Wójcik", "phone", "07700 900123", "2022-01-01"),
                fact(7, "Tomasz Wójcik", "mobile", "+44 (0)7700 900123", "2022-02-01"),
                fact(8, "user:dan", "phone", "+44 20 7946 0000", "2020-01-01"),
                fact(9, "user:eve", "phone", "+44 20 7946 0000", "2020-01-01"),
                fact(10, "user:sam", "phone", "+44 20 7946 0000", "2020-01-01"),
                fact(11, "Ana Costa", "email", "home@costa.pt", "2020-01-01"),
                fact(12, "Rui Costa", "email", "home@costa.pt", "2021-01-01"),
                fact(13, "Ana Costa", "gym", "Holmes Place", "2020-01-01"),
                fact(14, "Rui Costa", "gym", "Fitness Hut", "2021-01-01"),
                fact(15, "user:diego", "mobile", "+34 612 345 678", "2020-01-01"),
                fact(16, "gabriel.moreau", "phoneNumber", "+33 6 12 34 56 78", "2021-01-01"));
    }

    @Test
    void oneAddressTwoKeysGiveIsOnePerson() {
        List<Suggestion> found = Suggested.of(facts());
        assertThat(subjectAliases(found)).containsExactlyInAnyOrder("Layla Haddad (client)|acct-8820",
                "Tomasz Wójcik|member:20417");
        assertThat(supersessions(found)).containsExactly("2>4");
        assertThat(found).filteredOn(s -> s instanceof Suggestion.SubjectAlias a && a.second().equals("acct-8820"))
                .singleElement()
                .extracting(Suggestion::why).asString()
                .isEqualTo("\"Layla Haddad (client)\" and \"acct-8820\" both give email \"Layla@Haddad.design\","
                        + " and no other subject does");
    }

    @Test
    void aSqlStoreReadWithoutValuesLooksTheAddressesUp(@TempDir Path dir) throws Exception {
        assertThat(Suggested.ofH2Copy(facts(), dir)).isEqualTo(Suggested.of(facts()));
    }
}
