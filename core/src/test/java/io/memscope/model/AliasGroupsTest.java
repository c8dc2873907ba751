package io.memscope.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Accepted aliases close over chains, in any order they were accepted, and leave other names alone. */
class AliasGroupsTest {

    @Test
    void aChainOfAcceptedPairsIsOneGroupWhateverTheOrder() {
        AliasGroups groups = AliasGroups.of(
                List.of(List.of("moved to", "home city"), List.of("lives in", "moved to"), List.of("likes", "enjoys")),
                List.of(List.of("user:rachel", "Rachel")));
        List<String> city = List.of("home city", "lives in", "moved to");
        assertThat(groups.predicatesWith("lives in")).isEqualTo(city);
        assertThat(groups.predicatesWith("home city")).isEqualTo(city);
        assertThat(groups.attribute("moved to")).isEqualTo("home city");
        assertThat(groups.predicatesWith("enjoys")).containsExactly("enjoys", "likes");
        assertThat(groups.subjectsWith("user:rachel")).containsExactly("Rachel", "user:rachel");
        assertThat(groups.entity("user:rachel")).isEqualTo("Rachel");
    }

    @Test
    void aNameNobodyAliasedIsAGroupOfItsOwn() {
        AliasGroups groups = AliasGroups.of(List.of(List.of("lives in", "moved to")), List.of());
        assertThat(groups.predicatesWith("was born in")).containsExactly("was born in");
        assertThat(groups.subjectsWith("ben")).containsExactly("ben");
        assertThat(groups.isEmpty()).isFalse();
        assertThat(AliasGroups.NONE.isEmpty()).isTrue();
        assertThat(AliasGroups.NONE.attribute("lives in")).isEqualTo("lives in");
    }
}
