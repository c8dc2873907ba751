package io.memscope.suggest;

import io.memscope.model.Fact;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.memscope.suggest.FoundSuggestions.supersession;
import static io.memscope.suggest.Suggested.said;
import static io.memscope.suggest.FoundSuggestions.supersessions;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A later fact said in the user's own words that name a current fact's attribute ("Elektrilevi vahetas arvesti
 * ära, nüüd on kaugloetav" after {@code arvesti_tyyp}), with another value, replaces it under another predicate
 * and in any language; a plan, a former value, another person's attribute, two attributes memscope knows apart or
 * a sentence that neither gives the new value nor says it changed replaces nothing.
 */
class SuggestSaidAttributesTest {

    @Test
    void aLaterFactSaidInWordsThatNameTheOldAttributeReplacesIt() {
        List<Suggestion> found = Suggested.of(
                said(1, "K.T. (leping 40211)", "arvesti_tyyp", "mehaaniline", "2019-12-02", "kõne 2019-12-02"),
                said(2, "K.T. (leping 40211)", "meter_type", "kaugloetav (smart)", "2021-04-12",
                        "Elektrilevi vahetas arvesti ära, nüüd on kaugloetav"),
                said(3, "Magnus Haugen", "kappe_storrelse", "L", "2019-09-02", "chat 2019-09-02"),
                said(4, "Magnus Haugen", "robe_size", "XL", "2023-08-28", "Trenger større kappe, XL takk"),
                said(5, "Bu Sri Wahyuni", "kelompok_tani", "Tani Makmur", "2019-08-05", "buku anggota"),
                said(6, "Bu Sri Wahyuni", "kelompok", "Sido Rukun", "2021-03-08",
                        "Saya pindah ke kelompok Sido Rukun, ikut suami"));
        assertThat(supersessions(found)).containsExactlyInAnyOrder("1>2", "3>4", "5>6");
        assertThat(supersession(found, 1, 2).why()).contains("name the same attribute (\"arvesti\")",
                "\"Elektrilevi vahetas arvesti ära");
        assertThat(supersession(found, 1, 2).score()).isEqualTo(SaidAttributes.SCORE);
    }

    @Test
    void aPlanAFormerValueAnotherPersonsOrAKnownOtherAttributeReplacesNothing() {
        List<Suggestion> found = Suggested.of(
                said(1, "CLT-10588 (Camille Lefèvre)", "assureur_habitation", "MACIF", "2020-02-03", "rdv 2020-02-03"),
                said(2, "CLT-10588 (Camille Lefèvre)", "envisage_de_passer_a", "Luko", "2021-05-17",
                        "Je pense passer chez Luko pour l'habitation, c'est moins cher"),
                said(3, "user:ola", "dentist", "Dr. Berg", "2020-01-01", null),
                said(4, "user:ola", "clinic_note", "Moved to Oslo", "2022-01-01", "my wife's dentist moved to Oslo"),
                said(5, "user:ola", "employer", "Equinor", "2020-01-01", null),
                said(6, "user:ola", "lives_in", "Bergen", "2022-01-01", "my employer moved me to Bergen now"),
                said(7, "user:ida", "coach", "Sam Hughes", "2020-01-01", null),
                said(8, "user:ida", "club", "Vålerenga", "2022-01-01", "my coach says hi"));
        assertThat(supersessions(found)).isEmpty();
    }
}
