package io.memscope.analysis;

import io.memscope.model.AuditEntry;
import io.memscope.model.CardinalityChange;
import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactChange;
import io.memscope.model.FactId;
import io.memscope.model.FlagChange;
import io.memscope.model.RecheckFlag;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static io.memscope.testing.Facts.day;
import static io.memscope.testing.Facts.fact;
import static org.assertj.core.api.Assertions.assertThat;

class AuditChainTest {

    /** Five chained entries touching facts, a predicate and a flag. */
    private static List<AuditEntry> chain() {
        List<AuditEntry> log = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            Fact before = fact(i, "alice", "lives_in", "Berlin \"Mitte\"\n", 1, -1, -1);
            RecheckFlag flag = new RecheckFlag(FactId.of("uuid-" + i), "why", day(i), "olga", FactId.of(1));
            AuditEntry draft = new AuditEntry(0, day(10 + i), "olga", "resolve",
                    List.of(new FactChange(before, before.withValidity(day(3), FactId.of(2)))),
                    List.of(new CardinalityChange("likes", null, Cardinality.MANY)),
                    List.of(FlagChange.set(flag)), i % 2 == 0 ? null : "reason " + i, null, AuditChain.GENESIS, null);
            log.add(AuditChain.seal(draft, log.isEmpty() ? null : log.get(log.size() - 1)));
        }
        return log;
    }

    @Test
    void aSealedChainVerifiesAndLinksEachEntryToTheOneBefore() {
        List<AuditEntry> log = chain();
        assertThat(AuditChain.verify(log)).isEmpty();
        assertThat(log).extracting(AuditEntry::sequence).containsExactly(1L, 2L, 3L, 4L, 5L);
        assertThat(log.get(0).previousHash()).isEqualTo(AuditChain.GENESIS);
        assertThat(log.get(3).previousHash()).isEqualTo(log.get(2).hash());
        assertThat(log.get(0).hash()).matches("[0-9a-f]{64}");
    }

    @Test
    void theCanonicalFormHasAFixedFieldOrderAndUtcTimestamps() {
        String canonical = AuditChain.canonical(chain().get(0));
        assertThat(canonical).startsWith("{\"sequence\":1,\"time\":\"2024-01-12T00:00:00Z\",\"operator\":\"olga\","
                + "\"action\":\"resolve\",\"reason\":\"reason 1\",\"undoes\":null,\"facts\":[{\"before\":{\"id\":1,");
        assertThat(canonical).contains("\"value\":\"Berlin \\\"Mitte\\\"\\n\"")
                .contains("\"fact_id\":\"uuid-1\"")
                .endsWith(",\"previous_hash\":\"" + AuditChain.GENESIS + "\"}");
    }

    @Test
    void theHashedTextIsUtf8Whatever() {
        String text = "plain é € 𝄞 \u0000 " + "\uD800";
        assertThat(AuditChain.utf8(text)).isEqualTo(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    @Test
    void anAlteredEntryIsNamed() {
        List<AuditEntry> log = chain();
        AuditEntry e = log.get(2);
        log.set(2, new AuditEntry(e.sequence(), e.time(), "mallory", e.action(), e.facts(), e.cardinalities(),
                e.flags(), e.reason(), e.undoes(), e.previousHash(), e.hash()));
        assertThat(AuditChain.verify(log)).hasValue(3);
        assertThat(AuditChain.firstBreak(log).orElseThrow().reason()).contains("altered");
    }

    @Test
    void anAlteredEntryWithARecomputedHashBreaksTheNextLink() {
        List<AuditEntry> log = chain();
        AuditEntry e = log.get(1);
        AuditEntry forged = new AuditEntry(e.sequence(), Instant.parse("2030-01-01T00:00:00Z"), e.operator(),
                e.action(), e.facts(), e.cardinalities(), e.flags(), e.reason(), e.undoes(), e.previousHash(), null);
        log.set(1, forged.withHash(AuditChain.hash(forged)));
        assertThat(AuditChain.verify(log)).hasValue(3);
    }

    @Test
    void aRemovedEntryIsNamed() {
        List<AuditEntry> log = chain();
        log.remove(1);
        assertThat(AuditChain.verify(log)).hasValue(2);
        List<AuditEntry> lastRemoved = chain();
        lastRemoved.remove(4);
        assertThat(AuditChain.verify(lastRemoved)).as("a removed tail cannot be seen without an anchor").isEmpty();
    }

    @Test
    void reorderedEntriesAreNamed() {
        List<AuditEntry> log = chain();
        AuditEntry third = log.remove(2);
        log.add(3, third);
        assertThat(AuditChain.verify(log)).hasValue(3);
    }

    @Test
    void anInsertedEntryIsNamed() {
        List<AuditEntry> log = chain();
        AuditEntry forged = AuditChain.seal(new AuditEntry(0, day(12), "mallory", "flag", List.of(), List.of(),
                List.of(), null, null, AuditChain.GENESIS, null), log.get(1));
        log.add(2, forged);
        assertThat(AuditChain.verify(log)).as("the entry after the forged one no longer follows").hasValue(4);
    }

    @Test
    void aFlagSpreadsTransitivelyAndACycleEndsTheWalk() {
        List<Dependency> deps = List.of(dep(2, 1), dep(3, 2), dep(1, 3), dep(4, 2), dep(5, 9));
        assertThat(RecheckPropagation.reach(FactId.of(1), deps))
                .containsExactly(FactId.of(2), FactId.of(3), FactId.of(4));
        assertThat(RecheckPropagation.reach(FactId.of(4), deps)).isEmpty();
        assertThat(RecheckPropagation.reach(FactId.of(7), List.of(dep(7, 7)))).isEmpty();
    }

    private static Dependency dep(long factId, long dependsOn) {
        return new Dependency(FactId.of(factId), FactId.of(dependsOn));
    }
}
