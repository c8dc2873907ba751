package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.OpenRequest;
import io.memscope.store.jdbc.JdbcStoreWriter;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

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
    private static final Embedder MODEL = new MiniLmEmbedder();

    private static Fact fact(long id, String subject, String predicate, String value, String from) {
        return Fact.of(FactId.of(id), subject, predicate, value, Instant.parse(from + "T00:00:00Z"), null, null);
    }

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
        List<Suggestion> found = new Suggester(MODEL).suggest(facts(), PredicateCardinalities.NONE,
                Suggester.DEFAULT_MIN_SCORE);
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
        Path h2 = dir.resolve("ids.mv.db");
        try (JdbcStoreWriter w = JdbcStoreWriter.createH2(h2)) {
            for (Fact f : facts()) {
                w.fact(f);
            }
            w.commit();
        }
        List<Suggestion> inMemory = new Suggester(MODEL).suggest(facts(), PredicateCardinalities.NONE,
                Suggester.DEFAULT_MIN_SCORE);
        try (MemoryStore store = StoreOpener.open(OpenRequest.of(h2.toString(), true), Progress.NONE)) {
            assertThat(StoreSuggestions.of(store, MODEL, Suggester.DEFAULT_MIN_SCORE, Progress.NONE))
                    .isEqualTo(inMemory);
        }
    }
}
