package io.memscope.review;

import io.memscope.analysis.AuditChain;
import io.memscope.model.AuditEntry;
import io.memscope.model.Fact;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreWriter;
import io.memscope.store.json.JsonStoreWriter;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static io.memscope.testing.Facts.fact;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A JSON save killed with SIGKILL at random moments, many times: the file must always parse and be a
 * complete version, the old one or the new one (its audit chain intact and its flags what its last entry
 * says), and never lose a version it had already reached.
 */
class JsonSaveKillTest {
    private static final int KILLS = 30;

    @TempDir
    Path dir;

    @Test
    void aSaveKilledMidwayLeavesTheOldOrTheNewFile() throws Exception {
        Path file = dir.resolve("killed.json");
        try (StoreWriter w = JsonStoreWriter.create(file)) {
            for (Fact f : ReviewFixture.facts()) {
                w.fact(f);
            }
            for (int i = 0; i < 2_000; i++) { // big enough that a save takes a while
                w.fact(fact(100 + i, "bulk:" + (i % 500), "p" + (i % 7), "value " + i, 1 + i % 30, -1, -1));
            }
            for (var d : ReviewFixture.dependencies()) {
                w.dependency(d);
            }
            w.commit();
        }
        Random random = new Random(42);
        int lastLength = 0;
        for (int kill = 0; kill < KILLS; kill++) {
            Process child = new ProcessBuilder(javaBinary(), "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                    "-cp", System.getProperty("java.class.path"), JsonSaveLoop.class.getName(), file.toString())
                    .redirectErrorStream(true).start();
            BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            assertThat(line).as("the child opened the store").isEqualTo("ready");
            assertThat(out.readLine()).as("a first new version was saved").isEqualTo("saved");
            Thread.sleep(random.nextInt(60)); // a save takes about that long: kills land in every phase of one
            child.destroyForcibly(); // SIGKILL: no shutdown hooks, no finally blocks
            assertThat(child.waitFor(10, TimeUnit.SECONDS)).isTrue();

            try (MemoryStore store = StoreOpener.open(file.toString(), true)) {
                List<AuditEntry> log = store.auditLog();
                assertThat(AuditChain.verify(log)).as("after kill %d", kill).isEmpty();
                if (log.isEmpty()) {
                    assertThat(store.flags()).isEmpty();
                    continue;
                }
                assertThat(log.size()).as("never older than a version already reached").isGreaterThanOrEqualTo(lastLength);
                boolean flagged = log.get(log.size() - 1).action().equals("flag");
                assertThat(store.flags()).as("flags match the last audit entry").hasSize(flagged ? 4 : 0);
                assertThat(store.summary().facts()).isEqualTo(2_000 + ReviewFixture.facts().size());
                store.analyze(Progress.NONE);
                lastLength = log.size();
            }
        }
        assertThat(lastLength).as("every round saved at least one new version before its kill").isGreaterThanOrEqualTo(KILLS);
        // the lock file stays by design: removing it could let two writers lock two different files
        assertThat(names(dir)).as("a kill leaves at most hidden temporary files of memscope's own, and its lock file")
                .allMatch(n -> n.equals("killed.json") || n.equals(".killed.json.lock")
                        || n.startsWith(".killed.json.memscope-") && n.contains(".tmp"));
        try (MemoryStore writable = StoreOpener.open(file.toString(), false)) {
            assertThat(names(dir)).as("the next open removes what the killed saves left")
                    .containsExactlyInAnyOrder("killed.json", ".killed.json.lock");
        }
    }

    private static List<String> names(Path dir) throws java.io.IOException {
        try (var files = java.nio.file.Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).toList();
        }
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
