package io.memscope.suggest;

import io.memscope.model.Fact;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static io.memscope.suggest.Suggested.fact;
import static io.memscope.suggest.FoundSuggestions.supersessions;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An agent that files its predicates under a namespace ({@code club.email}, {@code club.phone}, {@code club.team})
 * names the same attributes as one that does not; a first part that says which kind ({@code work.email}) is no
 * namespace, and a namespaced word that names little alone ({@code club.membership}) is not set free of it.
 * Two ways of writing "number" ({@code passport_number}, {@code passport_no}) are one.
 */
class SuggestPredicateNamesTest {

    private static List<String> predicateAliases(List<Suggestion> found) {
        List<String> pairs = new ArrayList<>();
        for (Suggestion s : found) {
            if (s instanceof Suggestion.PredicateAlias a) {
                pairs.add(a.first() + "|" + a.second());
            }
        }
        return pairs;
    }

    @Test
    void aSharedNamespaceIsSetAsideButAKindOrAWordThatNamesLittleIsNot() {
        List<Suggestion> found = Suggested.of(List.of(
                fact(1, "ella", "club.email", "ella@club.ie", "2020-01-01"),
                fact(2, "ella", "club.phone", "+353 1 555 0101", "2020-01-01"),
                fact(3, "ella", "club.team", "Ladies 2nds", "2020-01-01"),
                fact(4, "ella", "club.membership", "Junior", "2020-01-01"),
                fact(5, "ella", "email", "ella.m@gmail.com", "2022-01-01"),
                fact(6, "omar", "membership_tier", "Extra", "2022-01-01"),
                fact(7, "omar", "work.email", "omar@acme.com", "2020-01-01"),
                fact(8, "omar", "work.phone", "+44 20 555 0101", "2020-01-01"),
                fact(9, "omar", "work.address", "1 Acme Way", "2020-01-01"),
                fact(10, "omar", "email", "omar@gmail.com", "2022-01-01"),
                fact(11, "arjun", "passport_number", "Z1234567", "2020-01-01"),
                fact(12, "arjun", "passport_no", "V7654321", "2023-01-01")));
        assertThat(predicateAliases(found)).contains("club.email|email", "passport_no|passport_number")
                .doesNotContain("email|work.email", "club.membership|membership_tier");
        assertThat(supersessions(found)).contains("1>5", "11>12").doesNotContain("7>10", "4>6");
        assertThat(found).filteredOn(s -> s instanceof Suggestion.PredicateAlias a && a.first().equals("club.email"))
                .singleElement().extracting(Suggestion::why).asString()
                .contains("once the namespace \"club.\" (shared by several of the store's predicates) is set aside");
    }

    @Test
    void theSameWordsWithoutAccentsAndTheListUnderTheRecordsOwnNamespaceNameOneAttribute() {
        List<Suggestion> found = Suggested.of(List.of(
                fact(1, "TCKN ***0932 (Mehmet Kaya)", "aylik_gelir", "45.000 TL", "2019-05-02"),
                fact(2, "TCKN ***0932 (Mehmet Kaya)", "aylık gelir", "85.000 TL", "2022-02-11"),
                fact(3, "najemca/kowalska.anna", "profil.pracodawca", "PKO Bank Polski", "2019-06-01"),
                fact(4, "najemca/kowalska.anna", "profil.telefon", "+48 601 200 300", "2019-06-01"),
                fact(5, "najemca/kowalska.anna", "profil.email", "anna.k@wp.pl", "2019-06-01"),
                fact(6, "najemca/kowalska.anna", "miejsce_pracy", "mBank", "2021-10-01"),
                fact(7, "ella", "club.role", "treasurer", "2020-01-01"),
                fact(8, "ella", "club.email", "ella@club.ie", "2020-01-01"),
                fact(9, "ella", "club.phone", "+353 1 555 0101", "2020-01-01"),
                fact(10, "ella", "job title", "Nurse", "2022-01-01")));
        assertThat(predicateAliases(found)).contains("aylik_gelir|aylık gelir", "miejsce_pracy|profil.pracodawca")
                .doesNotContain("club.role|job title");
        assertThat(supersessions(found)).contains("1>2", "3>6").doesNotContain("7>10");
        assertThat(found).filteredOn(s -> s instanceof Suggestion.PredicateAlias a && a.first().equals("aylik_gelir"))
                .singleElement().extracting(Suggestion::why).asString()
                .contains("the same words written with and without accents");
    }

    @Test
    void theSubjectsOwnRoleAndAFavouriteRestateTheAttributeButNotBesideANumber() {
        List<Suggestion> found = Suggested.of(List.of(
                fact(1, "socio 48211 (Martín Pereyra)", "categoria", "Activo", "2019-02-20"),
                fact(2, "Pereyra, Martín", "categoria_socio", "Vitalicio", "2023-07-14"),
                fact(3, "member 0388 (Grace Wanjiru)", "co-op", "Githunguri Dairy", "2019-06-01"),
                fact(4, "member 0388 (Grace Wanjiru)", "co-op member number", "0388", "2021-01-01"),
                fact(5, "user:ines", "phone", "+351 910 000 000", "2019-01-01"),
                fact(6, "user:ines", "work phone", "+351 210 000 000", "2021-01-01"),
                fact(7, "guest:karim", "chambre préférée", "Chambre Safran", "2022-04-10"),
                fact(8, "guest:karim", "chambre favorite", "Suite Atlas", "2024-04-02"),
                fact(9, "enfant: Léa Tremblay", "éducatrice", "Nathalie Roy", "2020-09-01"),
                fact(10, "enfant: Léa Tremblay", "educatrice_referente", "Mélanie Gagné", "2022-08-29"),
                fact(11, "pacjent 27789 (Zofia Nowak)", "telefon_kontaktowy", "512 998 220", "2020-01-20"),
                fact(12, "pacjent 27789 (Zofia Nowak)", "telefon", "698 450 117", "2021-11-30")));
        assertThat(predicateAliases(found)).contains("categoria|categoria_socio", "chambre favorite|chambre préférée",
                        "educatrice_referente|éducatrice", "telefon|telefon_kontaktowy")
                .doesNotContain("co-op|co-op member number", "phone|work phone");
        assertThat(supersessions(found)).contains("1>2", "7>8", "9>10", "11>12").doesNotContain("3>4", "5>6");
    }

    @Test
    void fieldNamesInTheirOwnScriptsNameTheListedAttribute() {
        List<Suggestion> found = Suggested.of(List.of(
                fact(1, "member:GR90455 (Eleni Georgiou)", "κινητό", "+30 690 000 1111", "2019-07-15"),
                fact(2, "member:GR90455 (Eleni Georgiou)", "phone", "+30 690 000 2222", "2022-07-20"),
                fact(3, "宿泊客 0233 (山本 浩二)", "携帯番号", "090-1111-2222", "2019-05-03"),
                fact(4, "宿泊客 0233 (山本 浩二)", "phone_number", "080-3333-4444", "2021-12-30"),
                fact(5, "MAT-6651903 (Rohit Sharma)", "मोबाइल नंबर", "98100 00000", "2020-04-10"),
                fact(6, "MAT-6651903 (Rohit Sharma)", "phone", "98111 11111", "2022-06-06")));
        assertThat(predicateAliases(found)).contains("phone|κινητό", "phone_number|携帯番号", "phone|मोबाइल नंबर");
        assertThat(supersessions(found)).contains("1>2", "3>4", "5>6");
    }
}
