package io.memscope.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.memscope.analysis.AuditChain;
import io.memscope.model.AuditEntry;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The audit log's tail, anchored: deleting the newest entries, or re-hashing the whole chain from an altered
 * entry, leaves a chain that verifies; only a head kept elsewhere tells.
 */
class AuditHeadTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Path storeWithThreeEntries() throws Exception {
        Path store = dir.resolve("log.json");
        Files.copy(Path.of("sample-stores/story-move.json"), store);
        for (String[] action : new String[][] {{"flag", "1"}, {"unflag", "1"}, {"flag", "2"}}) {
            List<String> args = new ArrayList<>(List.of(action[0], store.toString(), action[1], "--operator", "olga"));
            if (action[0].equals("flag")) {
                args.addAll(List.of("--reason", "check"));
            }
            CliRun run = CliRun.of(args.toArray(String[]::new));
            assertThat(run.exitCode()).as(run.err()).isZero();
        }
        return store;
    }

    @Test
    void theHeadIsTheNewestEntrysNumberAndHash() throws Exception {
        Path store = storeWithThreeEntries();
        CliRun head = CliRun.of("audit", store.toString(), "--head");
        assertThat(head.exitCode()).isZero();
        assertThat(head.out().strip()).matches("3 [0-9a-f]{64}");
        try (MemoryStore s = StoreOpener.open(store.toString(), true)) {
            assertThat(head.out().strip()).isEqualTo("3 " + s.auditLog().get(2).hash());
        }
        String anchor = head.out().strip().replace(' ', ':');
        CliRun verify = CliRun.of("audit", store.toString(), "--verify", "--since", anchor);
        assertThat(verify.exitCode()).isZero();
        assertThat(verify.out()).contains("intact: 3 entries, holding entry #3 as given");
    }

    @Test
    void aTruncatedLogVerifiesButNotSinceTheHeadKeptElsewhere() throws Exception {
        Path store = storeWithThreeEntries();
        String anchor = CliRun.of("audit", store.toString(), "--head").out().strip().replace(' ', ':');
        ObjectNode root = (ObjectNode) JSON.readTree(store.toFile());
        ((ArrayNode) root.get("audit")).remove(2);
        JSON.writeValue(store.toFile(), root);

        assertThat(CliRun.of("audit", store.toString(), "--verify").exitCode()).as("the chain alone cannot tell").isZero();
        CliRun since = CliRun.of("audit", store.toString(), "--verify", "--since", anchor);
        assertThat(since.exitCode()).isEqualTo(MemscopeCli.FINDINGS);
        assertThat(since.out()).contains("entry #3 is missing");

        CliRun check = CliRun.of("check", store.toString());
        assertThat(check.err()).as("this machine wrote entry #3 and says it is gone")
                .contains("warning").contains("no longer holds what this machine last wrote to it (#3)");
    }

    @Test
    void aChainReHashedFromAnAlteredEntryVerifiesButNotSinceTheHead() throws Exception {
        Path store = storeWithThreeEntries();
        String anchor = CliRun.of("audit", store.toString(), "--head").out().strip().replace(' ', ':');
        List<AuditEntry> log;
        try (MemoryStore s = StoreOpener.open(store.toString(), true)) {
            log = s.auditLog();
        }
        // rewrite history: the first entry gets another operator, and every hash after it is computed again
        List<AuditEntry> forged = new ArrayList<>();
        AuditEntry previous = null;
        for (AuditEntry e : log) {
            AuditEntry draft = new AuditEntry(0, e.time(), forged.isEmpty() ? "mallory" : e.operator(), e.action(),
                    e.facts(), e.cardinalities(), e.flags(), e.reason(), e.undoes(), AuditChain.GENESIS, null);
            previous = AuditChain.seal(draft, previous);
            forged.add(previous);
        }
        ObjectNode root = (ObjectNode) JSON.readTree(store.toFile());
        ArrayNode audit = (ArrayNode) root.get("audit");
        for (int i = 0; i < forged.size(); i++) {
            ObjectNode entry = (ObjectNode) audit.get(i);
            entry.put("operator", forged.get(i).operator());
            entry.put("previous_hash", forged.get(i).previousHash());
            entry.put("hash", forged.get(i).hash());
        }
        JSON.writeValue(store.toFile(), root);

        assertThat(CliRun.of("audit", store.toString(), "--verify").exitCode()).as("consistently re-hashed").isZero();
        CliRun since = CliRun.of("audit", store.toString(), "--verify", "--since", anchor);
        assertThat(since.exitCode()).isEqualTo(MemscopeCli.FINDINGS);
        assertThat(since.out()).contains("entry #3 has another hash");
    }

    @Test
    void aMalformedHeadIsAUsageError() {
        CliRun run = CliRun.of("audit", "sample-stores/story-move.json", "--verify", "--since", "3:xyz");
        assertThat(run.exitCode()).isEqualTo(MemscopeCli.UNUSABLE);
        assertThat(run.errIsOneLine()).isTrue();
        assertThat(run.err()).contains("--since").contains("N:HASH");
    }
}
