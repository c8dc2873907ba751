package io.memscope.analysis;

import io.memscope.model.Fact;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.memscope.testing.Facts.day;
import static io.memscope.testing.Facts.fact;
import static org.assertj.core.api.Assertions.assertThat;

class AsOfTest {
    private final List<Fact> rachel = List.of(
            fact(1, "user:rachel", "lives_in", "Detroit", 0, 60, 2),
            fact(2, "user:rachel", "lives_in", "Ferndale", 60, -1, -1),
            // a mention recorded by mistake and invalidated as never true
            fact(3, "user:rachel", "lives_in", "Detroit", 100, 100, -1));

    @Test
    void validFromIsInclusiveAndValidToExclusive() {
        assertThat(AsOf.validAt(rachel, day(60))).extracting(Fact::value).containsExactly("Ferndale");
        assertThat(AsOf.validAt(rachel, day(59))).extracting(Fact::value).containsExactly("Detroit");
    }

    @Test
    void theNaiveReaderTakesTheLastMentionAndGetsItWrong() {
        assertThat(AsOf.validAt(rachel, day(120))).extracting(Fact::value).containsExactly("Ferndale");
        assertThat(AsOf.lastMention(rachel, day(120))).get().extracting(Fact::value).isEqualTo("Detroit");
    }

    @Test
    void chainRunsOldestFirstFromAnyFactInIt() {
        SupersessionChain chain = SupersessionChain.around(rachel.get(1), rachel);
        assertThat(chain.facts()).extracting(Fact::value).containsExactly("Detroit", "Ferndale");
        assertThat(chain.indexOf(rachel.get(1).id())).isEqualTo(1);
    }
}
