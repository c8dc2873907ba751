package io.memscope.ui.main;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.ui.FxThread;
import io.memscope.ui.SameThreadExecutor;
import io.memscope.ui.prefs.AppPreferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;

class MainViewModelTest {
    private static final String DEMO = "sample-stores/memscope-demo.json";
    private final List<String> errors = new ArrayList<>();
    private Preferences node;
    private MainViewModel model;

    @TempDir
    Path dir;

    @BeforeEach
    void setUp() {
        node = Preferences.userRoot().node("io/memscope-test/" + UUID.randomUUID());
        model = FxThread.call(() -> {
            MainViewModel m = new MainViewModel(new SameThreadExecutor(), new AppPreferences(node));
            m.setErrorSink(message -> errors.add(message.text()));
            return m;
        });
    }

    @AfterEach
    void tearDown() throws Exception {
        FxThread.run(model::close);
        node.removeNode();
    }

    @Test
    void openingShowsCountsSubjectsAndFindingBadges() {
        FxThread.run(() -> model.open(DEMO, true));
        assertThat(errors).isEmpty();
        StoreSession session = model.sessionProperty().get();
        assertThat(session.summary().facts()).isEqualTo(27);
        assertThat(model.subjectList().rows()).extracting(SubjectRow::subject)
                .containsExactly("customer:acme", "product:x2-espresso", "project:atlas", "user:rachel", "user:sam");
        assertThat(model.subjectList().rows().get(0).findings()).isEqualTo(3);
        assertThat(model.findings()).hasSize(3);
        assertThat(model.titleProperty().get()).contains("read-only");
        assertThat(new AppPreferences(node).recentStores()).extracting(AppPreferences.RecentStore::location)
                .containsExactly(DEMO);
    }

    /** Mem0's history.db with a 0.1.x deletion that has no time: one finding, in the Findings tab and the queue. */
    @Test
    void aMem0DeletionWithoutATimeIsAFindingInTheWindowAndTheReviewQueue() throws Exception {
        Path history = io.memscope.testing.Mem0HistoryDb.write(dir.resolve("history.db"));
        FxThread.run(() -> model.open(history.toString(), true));
        assertThat(errors).isEmpty();
        io.memscope.model.Finding expected = new io.memscope.model.Finding(FindingKind.UNKNOWN_END, "(unknown)",
                "memory", List.of(io.memscope.model.FactId.of(io.memscope.testing.Mem0HistoryDb.LIKES)));
        assertThat(model.findings()).containsExactly(expected);
        assertThat(io.memscope.ui.format.FindingText.name(FindingKind.UNKNOWN_END)).isEqualTo("Deleted at an unknown time");
        assertThat(model.subjectList().rows()).singleElement().extracting(SubjectRow::findings).isEqualTo(1);
        assertThat(io.memscope.review.ReviewQueue.of(model.reportProperty().get(), List.of(), java.util.Set.of()))
                .extracting(io.memscope.review.ReviewQueue.Item::finding).containsExactly(expected);
    }

    /** A store that opens but cannot be analysed: the message is shown, and the status line does not wait on. */
    @Test
    void anAnalysisThatFailsSaysSoInTheStatusLine() throws Exception {
        Path base = handMadeH2("nopredicate", "(1, 'alice', 'p', 'v'), (2, 'bob', NULL, 'v')");
        FxThread.run(() -> model.open(base.toString(), true));
        assertThat(model.sessionProperty().get()).as("the store opened").isNotNull();
        assertThat(errors).singleElement().asString().endsWith("fact 2 in table FACTS has no predicate");
        assertThat(model.statusProperty().get()).startsWith("Analysis failed: findings are not shown.")
                .endsWith("has no predicate").doesNotContain("analysing");
        assertThat(model.findings()).isEmpty();

        // and a store whose facts lack a subject does not open: the list would show a subject without a name
        Path noSubject = handMadeH2("nosubject", "(1, 'alice', 'p', 'v'), (3, NULL, 'p', 'v')");
        errors.clear();
        FxThread.run(() -> model.open(noSubject.toString(), true));
        assertThat(errors).singleElement().asString().endsWith("fact 3 in table FACTS has no subject");
        assertThat(model.subjectList().rows()).extracting(SubjectRow::subject).doesNotContainNull();
    }

    /** An H2 file with a facts table that allows NULLs, holding {@code rows} of (id, subject, predicate, value). */
    private Path handMadeH2(String name, String rows) throws Exception {
        Path base = dir.resolve(name);
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:h2:file:" + base, "sa", "");
             java.sql.Statement st = c.createStatement()) {
            st.execute("CREATE TABLE facts (id BIGINT, subject VARCHAR, predicate VARCHAR, \"VALUE\" VARCHAR,"
                    + " valid_from TIMESTAMP, valid_to TIMESTAMP, superseded_by BIGINT)");
            st.execute("INSERT INTO facts (id, subject, predicate, \"VALUE\") VALUES " + rows);
        }
        return dir.resolve(name + ".mv.db");
    }

    @Test
    void filterAndSortTheSubjectList() {
        FxThread.run(() -> model.open(DEMO, true));
        FxThread.run(() -> model.subjectList().filterProperty().set("USER:"));
        assertThat(model.subjectList().rows()).extracting(SubjectRow::subject).containsExactly("user:rachel", "user:sam");
        assertThat(model.subjectList().indexOf("user:sam")).isEqualTo(1);
        assertThat(model.subjectList().indexOf("customer:acme")).as("filtered out").isEqualTo(-1);
        FxThread.run(() -> {
            model.subjectList().filterProperty().set("");
            model.subjectList().sortProperty().set(SubjectSort.LATEST_CHANGE);
        });
        assertThat(model.subjectList().rows().get(0).subject()).isEqualTo("project:atlas");
        assertThat(model.subjectList().indexOf("project:atlas")).isZero();
        assertThat(model.subjectList().indexOf("user:nobody")).isEqualTo(-1);
        FxThread.run(() -> model.subjectList().sortProperty().set(SubjectSort.FINDINGS));
        assertThat(model.subjectList().rows().get(0).subject()).isEqualTo("customer:acme");
    }

    @Test
    void choosingAFindingOpensItsSubjectWithTheFactSelected() {
        FxThread.run(() -> model.open(DEMO, true));
        Finding headquarters = model.findings().stream()
                .filter(f -> f.kind() == FindingKind.CONTRADICTION && f.predicate().equals("headquarters"))
                .findFirst().orElseThrow();
        FxThread.run(() -> model.selectedSubjectProperty().set("user:sam"));
        FxThread.run(() -> model.showFinding(headquarters));
        assertThat(model.selectedSubjectProperty().get()).isEqualTo("customer:acme");
        assertThat(model.selectedFactProperty().get().id()).isEqualTo(FactId.of(34));
        assertThat(model.subjectFindings()).hasSize(3);
    }

    @Test
    void selectingAFactShowsItsChainAndDependents() {
        FxThread.run(() -> model.open(DEMO, true));
        FxThread.run(() -> model.selectedSubjectProperty().set("user:sam"));
        Fact lisbon = model.subjectFacts().stream().filter(f -> f.id().equals(FactId.of(40))).findFirst().orElseThrow();
        FxThread.run(() -> model.selectedFactProperty().set(lisbon));
        assertThat(model.details().chain()).extracting(Fact::value).containsExactly("Lisbon", "Berlin");
        assertThat(model.details().dependents()).extracting(d -> d.factId().toString()).containsExactly("41", "42");
    }

    /**
     * While an analysis of a SQL store keeps both workers (one analysing, one waiting for the store), what the
     * operator clicks must still answer: the subject's timeline and the fact's dependencies go to the
     * interactive lane, which the store answers on a connection of its own.
     */
    @Test
    void aSubjectAndAFactStillLoadWhileTheWorkersAreTaken() {
        List<javafx.concurrent.Task<?>> held = new ArrayList<>();
        boolean[] workersTaken = {false};
        SameThreadExecutor interactive = new SameThreadExecutor();
        io.memscope.ui.task.TaskExecutor busy = new io.memscope.ui.task.TaskExecutor() {
            @Override
            public void execute(javafx.concurrent.Task<?> task) {
                if (workersTaken[0]) {
                    held.add(task);
                } else {
                    task.run();
                }
            }

            @Override
            public io.memscope.ui.task.TaskExecutor interactive() {
                return interactive;
            }
        };
        MainViewModel m = FxThread.call(() -> {
            MainViewModel created = new MainViewModel(busy, new AppPreferences(node));
            created.setErrorSink(message -> errors.add(message.text()));
            return created;
        });
        try {
            FxThread.run(() -> m.open(DEMO, true));
            workersTaken[0] = true;
            FxThread.run(() -> m.selectedSubjectProperty().set("user:sam"));
            Fact lisbon = m.subjectFacts().stream().filter(f -> f.id().equals(FactId.of(40))).findFirst()
                    .orElseThrow();
            FxThread.run(() -> m.selectedFactProperty().set(lisbon));

            assertThat(m.details().dependents()).extracting(d -> d.factId().toString()).containsExactly("41", "42");
            assertThat(errors).isEmpty();
        } finally {
            workersTaken[0] = false;
            FxThread.run(m::close);
        }
    }

    @Test
    void aBadStoreReportsAnErrorAndKeepsThePreviousStoreOpen() throws Exception {
        FxThread.run(() -> model.open(DEMO, true));
        Path bad = dir.resolve("broken.json");
        Files.writeString(bad, "{\"facts\": [ {\"id\": 1, ");
        FxThread.run(() -> model.open(bad.toString(), true));
        assertThat(errors).singleElement().asString().contains("broken.json").contains("line 1");
        assertThat(model.sessionProperty().get().store().descriptor().location()).isEqualTo(DEMO);
        assertThat(model.subjectList().rows()).hasSize(5);
    }


    @Test
    void theInspectorShowsBeforeTheFirstOpenStartsItsWorkAndTheWelcomeReturnsIfItFails() throws Exception {
        List<Runnable> held = new ArrayList<>();
        FxThread.run(() -> model.setOpenGate(held::add));
        Path bad = dir.resolve("broken.json");
        Files.writeString(bad, "{\"facts\": [ {\"id\": 1, ");
        FxThread.run(() -> model.open(bad.toString(), true));
        // the window has the inspector and the location to draw while the open's work waits at the gate
        assertThat(held).hasSize(1);
        assertThat(model.inspecting().get()).isTrue();
        assertThat(model.openingProperty().get()).isEqualTo(bad.toString());
        assertThat(model.statusProperty().get()).isEqualTo("Opening " + bad + "…");
        assertThat(model.busyProperty().get()).isTrue();
        assertThat(model.sessionProperty().get()).isNull();
        FxThread.run(held.get(0));
        assertThat(errors).singleElement().asString().contains("broken.json");
        assertThat(model.statusProperty().get()).isEqualTo("No store open");
        assertThat(model.inspecting().get()).as("back to the welcome").isFalse();
        assertThat(model.openingProperty().get()).isNull();
        assertThat(model.busyProperty().get()).isFalse();

        FxThread.run(() -> model.open(DEMO, true));
        FxThread.run(held.get(1));
        assertThat(model.sessionProperty().get().summary().facts()).isEqualTo(27);
        assertThat(model.openingProperty().get()).isNull();
        assertThat(model.inspecting().get()).isTrue();
        // with a store on screen nothing changes place: the next open starts at once
        FxThread.run(() -> model.open(DEMO, true));
        assertThat(held).hasSize(2);
        assertThat(model.busyProperty().get()).isFalse();
        assertThat(model.sessionProperty().get().summary().facts()).isEqualTo(27);
    }

    @Test
    void aPasswordInTheUrlBeingOpenedIsNeverShown() {
        // what the Connect dialog opens; nothing listens on port 1, so the open fails at once
        String url = "jdbc:postgresql://127.0.0.1:1/memory?user=ops&password=s3cret";
        List<Runnable> held = new ArrayList<>();
        List<String> shown = new ArrayList<>();
        FxThread.run(() -> {
            model.setOpenGate(held::add);
            model.progressMessageProperty().addListener((o, old, text) -> shown.add(text));
            model.open(url, true);
        });
        assertThat(model.openingProperty().get()).startsWith("jdbc:postgresql://127.0.0.1:1/memory")
                .doesNotContain("s3cret");
        assertThat(model.statusProperty().get()).startsWith("Opening jdbc:postgresql").doesNotContain("s3cret");
        FxThread.run(held.get(0));
        assertThat(shown).anySatisfy(text -> assertThat(text).contains("opening jdbc:postgresql"));
        assertThat(errors).hasSize(1);
        assertThat(String.join("\n", shown) + errors).doesNotContain("s3cret");
    }

    @Test
    void anOpenCancelledAtTheGateNeverRuns() {
        List<Runnable> held = new ArrayList<>();
        FxThread.run(() -> model.setOpenGate(held::add));
        FxThread.run(() -> model.open(DEMO, true));
        FxThread.run(model::cancel);
        assertThat(model.inspecting().get()).isFalse();
        assertThat(model.busyProperty().get()).isFalse();
        FxThread.run(held.get(0));
        assertThat(model.sessionProperty().get()).as("a cancelled task does nothing when run").isNull();
        assertThat(errors).isEmpty();
    }
    @Test
    void followingADependencyOpensTheOtherSubjectWhenNeeded() {
        FxThread.run(() -> model.open(DEMO, true));
        FxThread.run(() -> model.selectedSubjectProperty().set("customer:acme"));
        FxThread.run(() -> model.showFact(FactId.of(41)));
        assertThat(model.selectedSubjectProperty().get()).isEqualTo("user:sam");
        assertThat(model.selectedFactProperty().get().value()).isEqualTo("Europe/Lisbon");
        assertThat(model.details().dependsOn()).extracting(d -> d.dependsOn().toString()).containsExactly("40");
    }

    @Test
    void exportWarnsAboutContradictionsInASnapshotAndWritesInTheBackground() throws Exception {
        FxThread.run(() -> model.open(DEMO, true));
        assertThat(model.exports().exportWarnings(io.memscope.export.ExportShape.CURRENT_SNAPSHOT).summary())
                .startsWith("2 contradictions remain");
        assertThat(model.exports().exportWarnings(io.memscope.export.ExportShape.FULL_HISTORY).isEmpty()).isTrue();
        Path out = dir.resolve("clean.csv");
        FxThread.run(() -> model.exports().export(io.memscope.export.ExportShape.CURRENT_SNAPSHOT,
                io.memscope.export.ExportFormat.CSV, out));
        assertThat(Files.readAllLines(out)).hasSize(1 + 20);
        assertThat(model.statusProperty().get()).contains("20 facts").contains("clean.csv");
    }

    @Test
    void afterEachActionTheWindowShowsWhatAFreshOpenOfTheStoreShows() throws Exception {
        Path copy = dir.resolve("every-finding.json");
        Files.copy(Path.of("sample-stores/every-finding.json"), copy);
        FxThread.run(() -> {
            model.open(copy.toString(), false);
            model.actions().operatorProperty().set("olga");
        });
        Fact porto = fact(1);
        Fact braga = fact(2);
        runAction(new io.memscope.review.ResolveContradiction(braga, List.of(porto, braga), "moved"));
        assertSameAsAFreshOpen(copy);
        assertThat(model.findings()).noneMatch(f -> f.kind() == FindingKind.CONTRADICTION
                && f.subject().equals("user:ana"));
        assertThat(model.subjectList().rows()).filteredOn(r -> r.subject().equals("user:ana"))
                .singleElement().extracting(SubjectRow::findings).isEqualTo(1); // the duplicate e-mail is left

        runAction(io.memscope.review.Invalidate.neverTrue(fact(13), "never his title"));
        assertSameAsAFreshOpen(copy);
        runAction(new io.memscope.review.MarkMultiValued("email", "several addresses")); // a full refresh
        assertSameAsAFreshOpen(copy);
        runAction(new io.memscope.review.Undo("keep one address"));
        assertSameAsAFreshOpen(copy);
    }

    private Fact fact(long id) throws Exception {
        return model.sessionProperty().get().store().fact(FactId.of(id)).orElseThrow();
    }

    private void runAction(io.memscope.review.ReviewAction action) {
        FxThread.run(() -> model.actions().run(action, entry -> { }));
        assertThat(errors).isEmpty();
    }

    /** Counts, subject rows with their badges, and findings, against a second window that opens the file anew. */
    private void assertSameAsAFreshOpen(Path store) {
        MainViewModel fresh = FxThread.call(() -> {
            MainViewModel m = new MainViewModel(new SameThreadExecutor(), new AppPreferences(node));
            m.setErrorSink(message -> errors.add(message.text()));
            return m;
        });
        FxThread.run(() -> fresh.open(store.toString(), true));
        try {
            assertThat(errors).isEmpty();
            assertThat(model.sessionProperty().get().summary()).isEqualTo(fresh.sessionProperty().get().summary());
            assertThat(model.sessionProperty().get().subjects()).isEqualTo(fresh.sessionProperty().get().subjects());
            assertThat(List.copyOf(model.subjectList().rows())).isEqualTo(List.copyOf(fresh.subjectList().rows()));
            assertThat(List.copyOf(model.findings())).isEqualTo(List.copyOf(fresh.findings()));
            assertThat(model.reportProperty().get()).isEqualTo(fresh.reportProperty().get());
        } finally {
            FxThread.run(fresh::close);
        }
    }

    @Test
    void aTableWithoutTheIndexesTheAnalysisUsesIsSaidOnceAndTheyAreCreatedOnRequest() throws Exception {
        Path store = dir.resolve("foreign.mv.db");
        Files.copy(Path.of("sample-stores/every-finding.mv.db"), store);
        FxThread.run(() -> model.open(store.toString(), false));
        assertThat(model.indexAdvice().shownProperty().get()).as("memscope's own store has them").isFalse();
        FxThread.run(() -> model.open(DEMO, true)); // close the H2 file before another program changes it
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(
                "jdbc:h2:file:" + store.toString().replace(".mv.db", ""), "sa", "");
             java.sql.Statement st = c.createStatement()) {
            st.execute("DROP INDEX \"facts_by_subject_predicate\"");
        }

        FxThread.run(() -> model.open(store.toString(), true));
        IndexAdviceViewModel advice = model.indexAdvice();
        assertThat(advice.shownProperty().get()).isTrue();
        assertThat(advice.canCreateProperty().get()).as("read-only: nothing is offered to write").isFalse();
        assertThat(advice.messageProperty().get())
                .contains("facts(subject, predicate, valid_to, valid_from, superseded_by, id, inferred_link)")
                .contains("memscope index STORE --create");

        FxThread.run(() -> model.open(store.toString(), false));
        assertThat(advice.shownProperty().get()).isTrue();
        assertThat(advice.canCreateProperty().get()).isTrue();
        FxThread.run(advice::create);
        assertThat(errors).isEmpty();
        assertThat(advice.shownProperty().get()).isFalse();
        assertThat(model.statusProperty().get()).startsWith("Created 1 index");
        assertThat(io.memscope.testing.Indexes.missing(store.toString())).isEmpty();
        FxThread.run(() -> {
            model.actions().operatorProperty().set("olga");
            model.actions().run(new io.memscope.review.Flag(FactId.of(5), "check"), e -> { });
        });
        assertThat(errors).as("reopened for writing after read-only: actions work").isEmpty();
        assertThat(model.actions().flaggedIds()).contains(FactId.of(5));
    }

    /** A demo copy in ~/.memscope/samples made by an earlier version gets the index without a notice. */
    @Test
    void memscopesOwnDemoCopyGetsTheIndexWithoutAsking() throws Exception {
        Path home = dir.resolve("home");
        Path copy = home.resolve(".memscope/samples/memscope-demo.mv.db");
        Files.createDirectories(copy.getParent());
        Files.copy(Path.of("sample-stores/every-finding.mv.db"), copy);
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(
                "jdbc:h2:file:" + copy.toString().replace(".mv.db", ""), "sa", "");
             java.sql.Statement st = c.createStatement()) {
            st.execute("DROP INDEX \"facts_by_subject_predicate\""); // as a copy written by an older memscope
        }
        String realHome = System.getProperty("user.home");
        System.setProperty("user.home", home.toString());
        try {
            FxThread.run(() -> model.open(copy.toString(), false));
        } finally {
            System.setProperty("user.home", realHome);
        }
        assertThat(errors).isEmpty();
        assertThat(model.indexAdvice().shownProperty().get()).isFalse();
        assertThat(model.statusProperty().get()).startsWith("Created 1 index");
        FxThread.run(() -> model.open(DEMO, true)); // close the H2 file before it is checked from outside
        assertThat(io.memscope.testing.Indexes.missing(copy.toString())).isEmpty();
    }

    @Test
    void findingsHandedOverEarlyGiveWayToTheWholeReport() throws Exception {
        String url = io.memscope.testing.Postgres.databaseWith("sample-stores/every-finding.json");
        List<Integer> shownBeforeTheReport = new ArrayList<>();
        FxThread.run(() -> model.findingsProperty().addListener((o, old, rows) -> {
            if (model.reportProperty().get() == null && !rows.isEmpty()) {
                shownBeforeTheReport.add(rows.size());
            }
        }));
        FxThread.run(() -> model.open(url, true));
        assertThat(errors).isEmpty();
        int all = model.reportProperty().get().findings().size();
        // the last change of the list is the report's own rows, set just before the report itself
        assertThat(shownBeforeTheReport).as("findings on screen while the analysis still ran")
                .anyMatch(n -> n < all).isSorted();
        assertThat(List.copyOf(model.findings())).as("then the whole report, the cycle found last included")
                .isEqualTo(model.reportProperty().get().findings());
        assertThat(model.findings()).anyMatch(f -> f.kind() == FindingKind.CYCLE);
    }
}
