package io.memscope.review;

import io.memscope.analysis.AuditChain;
import io.memscope.model.AuditEntry;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two real memscope processes acting on one store file at the same time, as two scripts (or a script and an
 * open window) do: every action either process reports as done is in the store afterwards, each audit entry
 * once, and the store still opens and verifies. A second program must never get into an H2 file memscope
 * holds. SQLite's own file locks let two writers take turns.
 */
class TwoWritersOnOneFileTest {
    private static final int ACTIONS = 12;

    @TempDir
    Path dir;

    @Test
    void twoProcessesOnOneH2FileLoseNoAction() throws Exception {
        String store = ReviewFixture.create(ReviewFixture.Kind.H2, dir);
        assertNoActionLost(store);
    }

    @Test
    void twoProcessesOnOneSqliteFileLoseNoAction() throws Exception {
        String store = ReviewFixture.create(ReviewFixture.Kind.SQLITE, dir);
        assertNoActionLost(store);
    }

    @Test
    void anotherH2ProgramCannotOpenTheFileWhileMemscopeHoldsIt() throws Exception {
        String store = ReviewFixture.create(ReviewFixture.Kind.H2, dir);
        Path file = Path.of(store);
        try (MemoryStore held = StoreOpener.open(store, false)) {
            ActionRunner runner = new ActionRunner(held, "olga");
            runner.run(new Flag(io.memscope.model.FactId.of(7), "check"));
            // memscope's own reads must not drop H2's lock on the file: the subject list, a subject's facts
            // and the audit log all open more connections to it
            held.subjects(io.memscope.model.Progress.NONE);
            held.factsOf("dan");
            held.auditLog();
            held.analyze(io.memscope.model.Progress.NONE);
            Process other = otherH2Program(file);
            String said = new String(other.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(other.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(said).as("another program's read-only open while memscope holds the file")
                    .startsWith("refused");
            runner.run(new Unflag(io.memscope.model.FactId.of(7), null));
        }
        try (MemoryStore reopened = StoreOpener.open(store, true)) {
            assertThat(reopened.auditLog()).hasSize(2);
            assertThat(AuditChain.verify(reopened.auditLog())).isEmpty();
        }
        assertThat(Files.size(file)).isPositive();
    }

    /** Starts two child processes acting on {@code store}, and checks what each reported against the store. */
    static void assertNoActionLost(String store) throws Exception {
        assertNoActionLost(store, ACTIONS);
    }

    /** As above, with {@code actions} actions in each child. */
    static void assertNoActionLost(String store, int actions) throws Exception {
        List<Process> children = new ArrayList<>();
        for (long fact : new long[] {1, 4}) { // facts nothing depends on, so each child toggles only its own flag
            children.add(new ProcessBuilder(javaBinary(), "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                    "-cp", System.getProperty("java.class.path"), ActionProcess.class.getName(), store,
                    Integer.toString(actions), Long.toString(fact)).redirectErrorStream(true).start());
        }
        List<CompletableFuture<List<String>>> outputs = children.stream().map(p -> CompletableFuture.supplyAsync(
                () -> lines(p))).toList();
        List<String> reported = new ArrayList<>();
        try {
            for (int i = 0; i < children.size(); i++) {
                assertThat(children.get(i).waitFor(120, TimeUnit.SECONDS)).as("child %d ended", i).isTrue();
                List<String> out = outputs.get(i).get();
                assertThat(out).as("child %d refused nothing else", i).allMatch(l -> l.startsWith("done "));
                assertThat(out).hasSize(actions);
                reported.addAll(out);
            }
        } finally {
            children.forEach(Process::destroyForcibly);
        }
        try (MemoryStore after = StoreOpener.open(store, true)) {
            List<AuditEntry> log = after.auditLog();
            assertThat(AuditChain.verify(log)).as("the chain").isEmpty();
            assertThat(log).as("every action reported as done is in the log, once").hasSize(2 * actions);
            assertThat(log.stream().map(AuditEntry::sequence).distinct().count()).isEqualTo(2L * actions);
            assertThat(reported.stream().map(l -> Long.parseLong(l.substring(5))).distinct().count())
                    .as("no two processes reported the same entry").isEqualTo(2L * actions);
            assertThat(reported.stream().map(l -> Long.parseLong(l.substring(5))).toList())
                    .as("each entry reported as done is the log's entry of that number")
                    .containsExactlyInAnyOrderElementsOf(log.stream().map(AuditEntry::sequence).toList());
            assertThat(after.flags()).as("each fact was flagged and unflagged an even number of times").isEmpty();
        }
    }

    private static List<String> lines(Process p) {
        List<String> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                out.add(line);
            }
        } catch (java.io.IOException e) {
            out.add("io " + e.getMessage());
        }
        return out;
    }

    /** A plain H2 program that opens the file read-only, as an operator's SQL console would. */
    private static Process otherH2Program(Path file) throws java.io.IOException {
        return new ProcessBuilder(javaBinary(), "-cp", System.getProperty("java.class.path"),
                OtherH2Program.class.getName(), file.toString()).redirectErrorStream(true).start();
    }

    static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** Opens an H2 file read-only with H2 alone and counts its facts; prints "count N" or "refused …". */
    public static final class OtherH2Program {
        public static void main(String[] args) {
            String base = Path.of(args[0]).toAbsolutePath().toString().replace(".mv.db", "");
            try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + base + ";IFEXISTS=TRUE;ACCESS_MODE_DATA=r",
                    "sa", "")) {
                var rs = c.createStatement().executeQuery("SELECT count(*) FROM \"facts\"");
                rs.next();
                System.out.println("count " + rs.getLong(1));
            } catch (SQLException e) {
                System.out.println("refused " + e.getMessage().lines().findFirst().orElse(""));
            }
        }
    }
}
