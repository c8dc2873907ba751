package io.memscope.suggest;

import io.memscope.model.Fact;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.memscope.suggest.Suggested.fact;
import static io.memscope.suggest.FoundSuggestions.supersession;
import static io.memscope.suggest.FoundSuggestions.supersessions;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A later sentence that names a current fact's attribute in its own words ("har bytt tandläkare till ...",
 * "moved his accounts to the accountant Priya Mehta") replaces it, in any language; a sentence about another
 * person, a wish, a former value, the old value again, or another kind of value does not.
 */
class SuggestNamedAttributesTest {

    @Test
    void aSentenceThatNamesTheAttributeWithAnotherValueReplacesIt() {
        List<Suggestion> found = Suggested.of(
                fact(1, "Erik Johansson", "tandläkare", "Folktandvården Kungsholmen", "2019-06-01"),
                fact(2, "Oliver Grant", "HAS_ACCOUNTANT", "Hardy & Co", "2019-06-01"),
                fact(3, "Jeroen Smit", "stroomleverancier", "Essent", "2019-06-01"),
                fact(4, "Agnieszka Wójcik", "wolontariat", "Caritas Kraków", "2019-06-01"),
                fact(5, "Erik Johansson", "fact", "Erik Johansson har bytt tandläkare till Distriktstandvården", "2023-03-08"),
                fact(6, "Oliver Grant", "fact", "Oliver Grant moved his accounts to the accountant Priya Mehta", "2022-01-01"),
                fact(7, "Jeroen Smit", "fact", "Jeroen Smit is overgestapt naar Greenchoice voor stroom", "2021-02-15"),
                fact(8, "Agnieszka Wójcik", "fact", "Agnieszka Wójcik jest teraz wolontariuszką w schronisku na Rybnej",
                        "2023-01-15"));
        assertThat(supersessions(found)).containsExactlyInAnyOrder("1>5", "2>6", "3>7", "4>8");
        assertThat(supersession(found, 1, 5).why()).contains("names the same attribute (\"tandläkare\")",
                "another value (\"Distriktstandvården\")");
        assertThat(supersession(found, 3, 7).why()).contains("(\"stroom\")", "(\"Greenchoice\")");
    }

    @Test
    void anotherPersonsAWishAFormerOrTheSameValueOrAnotherKindOfValueReplacesNothing() {
        List<Suggestion> found = Suggested.of(
                fact(1, "Hannah Becker", "WORKS_AT", "Bosch", "2019-01-01"),
                fact(2, "Hannah Becker", "fact", "Hannah Becker's husband Jonas works at SAP", "2020-02-10"),
                fact(3, "Raj Patel", "dentist", "Dr. Hughes", "2019-01-01"),
                fact(4, "Raj Patel", "fact", "Raj Patel wants a new dentist, maybe Dr. Shah", "2021-01-01"),
                fact(5, "Raj Patel", "fact", "Raj Patel's previous dentist was Dr. Okafor", "2021-02-01"),
                fact(6, "Raj Patel", "fact", "Raj Patel's dentist Dr. Hughes moved to Highgate now", "2021-03-01"),
                fact(7, "Femi Adeyemi", "pension_provider", "Aviva", "2019-01-01"),
                fact(8, "Femi Adeyemi", "fact", "Femi Adeyemi raised his pension contributions to 8", "2022-01-01"),
                fact(9, "Sarah Lin", "daughter's teacher", "Mrs. Doyle", "2019-01-01"),
                fact(10, "Sarah Lin", "fact", "Sarah Lin now teaches at Northgate High", "2022-01-01"));
        assertThat(supersessions(found)).isEmpty();
    }
}
