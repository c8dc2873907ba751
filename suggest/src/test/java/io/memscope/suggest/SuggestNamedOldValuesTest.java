package io.memscope.suggest;

import io.memscope.model.Fact;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.memscope.suggest.FoundSuggestions.supersession;
import static io.memscope.suggest.Suggested.said;
import static io.memscope.suggest.FoundSuggestions.supersessions;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A later fact whose source is what the user said, naming the value it replaces ("I'm on Vodafone now, EE's
 * signal was awful"), replaces the current fact of that value under any predicate and in any language; a wish,
 * two attributes memscope knows apart, a predicate with values of its own before, a number after a name, a day
 * of the week, a short word of a longer name ("Koh" of "Koh Tao Montra Resort") or a code's letters ("ST" of "ST-4410") replaces nothing, and "working for me" names no employer.
 */
class SuggestNamedOldValuesTest {

    @Test
    void aLaterFactSaidInWordsThatNameTheOldValueReplacesIt() {
        List<Suggestion> found = Suggested.of(
                said(1, "user:bilal", "mobile_carrier", "EE", "2019-01-01", "crm import"),
                said(2, "user:bilal", "phone_network", "Vodafone", "2022-01-01",
                        "User: I'm on Vodafone now, EE's signal at the new office was awful"),
                said(3, "noah.w", "memory", "His gym is Equinox Hudson Yards", "2019-01-01", null),
                said(4, "noah.w", "memory", "Switched to Planet Fitness to save money", "2022-01-01",
                        "cancelled Equinox, Planet Fitness is like $15 a month lol"),
                said(5, "aino_k", "memory", "Ajaa Toyota Corollaa", "2019-01-01", null),
                said(6, "aino_k", "memory", "Vaihtoi auton Volvo XC40:een", "2022-01-01", "Vaihdoin Corollan Volvo XC40:een"));
        assertThat(supersessions(found)).containsExactlyInAnyOrder("1>2", "3>4", "5>6");
        assertThat(supersession(found, 1, 2).why()).contains("name \"EE\" beside the new value",
                "\"User: I'm on Vodafone now");
        assertThat(supersession(found, 5, 6).why()).contains("\"Corollaa\"");
    }

    @Test
    void aWishTwoKnownAttributesAnOwnHistoryANumberOrADayReplaceNothing() {
        List<Suggestion> found = Suggested.of(
                said(1, "noah.w", "memory", "Phone carrier is T-Mobile", "2019-01-01", null),
                said(2, "noah.w", "memory", "Considering another carrier", "2022-01-01",
                        "thinking about switching to Verizon, T-Mobile has zero bars at my office"),
                said(3, "mehmet_y", "employer", "Getir", "2019-01-01", null),
                said(4, "mehmet_y", "lives_in", "Istanbul", "2022-01-01", "I moved to Istanbul for the Getir job"),
                said(5, "femi", "pension_provider", "Aviva", "2019-01-01", null),
                said(6, "femi", "pension_rate", "8", "2022-01-01", "I bumped my Aviva pension to 8 percent"),
                said(7, "kofi", "coordinator_of", "Tuesday soup run", "2019-01-01", null),
                said(8, "kofi", "volunteers_at", "Leeds Food Aid", "2022-01-01", "I help at Leeds Food Aid on Tuesdays now"),
                said(9, "rosa", "personal_trainer", "Ana Lopes", "2018-01-01", null),
                said(10, "rosa", "gym", "Holmes Place", "2019-01-01", null),
                said(11, "rosa", "personal_trainer", "Rui Alves", "2022-01-01", "Rui took over my sessions at Holmes Place"),
                said(12, "Marko Jurić", "vessel", "Bura (ST-4410)", "2020-01-01", null),
                said(13, "Marko Jurić", "berth", "Gat C, vez 30", "2023-01-01", "Jurić, brod ST-4410, prebacili ste me na vez 30?"),
                said(14, "m.okafor", "company", "Andela", "2020-01-01", null),
                said(15, "m.okafor", "desk plan", "Resident", "2021-05-03",
                        "Switching to a dedicated desk, the flex thing isn't working for me"),
                said(16, "Jonas Berg", "ที่พัก", "Koh Tao Montra Resort", "2019-11-12", null),
                said(17, "Jonas Berg", "certification", "PADI Rescue Diver", "2022-02-20",
                        "Back on Koh Tao - I did my Rescue course in Dahab last year"));
        assertThat(supersessions(found)).isEmpty();
    }
}
