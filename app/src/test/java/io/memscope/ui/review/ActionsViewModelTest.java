package io.memscope.ui.review;

import io.memscope.model.FactId;
import io.memscope.review.ActionRunner;
import io.memscope.review.Flag;
import io.memscope.review.Unflag;
import io.memscope.store.MemoryStore;
import io.memscope.store.open.StoreOpener;
import io.memscope.ui.FxThread;
import io.memscope.ui.SameThreadExecutor;
import io.memscope.ui.prefs.AppPreferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;

class ActionsModelTest {
    @TempDir
    Path dir;

    private final Preferences node = Preferences.userRoot().node("io/memscope-test/" + UUID.randomUUID());
    private final List<String> errors = new ArrayList<>();

    @AfterEach
    void removePreferences() throws Exception {
        node.removeNode();
    }

    /** The window's actions on {@code store}, as operator "ana", reporting errors to {@link #errors}. */
    private ActionsViewModel actionsOn(MemoryStore store) {
        ActionsViewModel actions = FxThread.call(() -> new ActionsViewModel(new SameThreadExecutor(), new AppPreferences(node)));
        FxThread.run(() -> {
            actions.setErrorSink(m -> errors.add(m.text()));
            actions.useStore(store);
            actions.operatorProperty().set("ana");
        });
        return actions;
    }

    private Path copyOf(String sample) throws Exception {
        Path store = dir.resolve(sample);
        Files.copy(Path.of("sample-stores", sample), store);
        return store;
    }

    @Test
    void actionsLandInTheLogWhichVerifiesAndExportsAndReadOnlyStoresOfferNone() throws Exception {
        Path store = copyOf("story-derived.json");
        try (MemoryStore open = StoreOpener.open(store.toString(), false)) {
            ActionsViewModel actions = actionsOn(open);
            FxThread.run(() -> actions.run(new Flag(FactId.of(40), "moved"), e -> { }));
            assertThat(errors).isEmpty();
            assertThat(actions.audit()).singleElement().satisfies(e -> assertThat(e.operator()).isEqualTo("ana"));
            assertThat(actions.flaggedIds()).containsExactlyInAnyOrder(FactId.of(40), FactId.of(41), FactId.of(42));
            FxThread.run(actions::verify);
            assertThat(actions.verifyResultProperty().get()).startsWith("Intact: 1 entry");
            Path csv = dir.resolve("audit.csv");
            FxThread.run(() -> actions.exportLog(actions.audit(), csv, false));
            assertThat(Files.readAllLines(csv)).hasSize(2).first().asString().startsWith("sequence,time,operator");
        }
        try (MemoryStore readOnly = StoreOpener.open(store.toString(), true)) {
            ActionsViewModel actions = actionsOn(readOnly);
            FxThread.run(() -> actions.run(new Flag(FactId.of(43), "no"), e -> { }));
            assertThat(actions.availableProperty().get()).isFalse();
            assertThat(errors).singleElement().asString().contains("read-only");
        }
    }

    @Test
    void theLogShownAfterAnActionHoldsWhatAnotherWriterAddedInBetween() throws Exception {
        Path store = copyOf("every-finding.mv.db");
        try (MemoryStore mine = StoreOpener.open(store.toString(), false);
             MemoryStore theirs = StoreOpener.open(store.toString(), false)) {
            ActionsViewModel actions = actionsOn(mine);
            FxThread.run(() -> actions.run(new Flag(FactId.of(5), "first"), e -> { }));
            new ActionRunner(theirs, "bo").run(new Flag(FactId.of(6), "in between"));
            FxThread.run(() -> actions.run(new Unflag(FactId.of(5), "third"), e -> { }));
            assertThat(errors).isEmpty();
            assertThat(actions.audit()).extracting(e -> e.sequence() + " " + e.operator())
                    .containsExactly("1 ana", "2 bo", "3 ana");
            assertThat(actions.flaggedIds()).containsExactly(FactId.of(6));
        }
    }
}
