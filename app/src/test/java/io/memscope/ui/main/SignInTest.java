package io.memscope.ui.main;

import io.memscope.store.Credentials;
import io.memscope.ui.FxThread;
import io.memscope.ui.SameThreadExecutor;
import io.memscope.ui.prefs.AppPreferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.prefs.Preferences;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A store that asks for a user and password: the window asks, opens it with what was typed, keeps the
 * password until memscope quits, and a recent entry opens it again as it was (its user and mapping).
 */
class SignInTest {
    private final List<String> errors = new ArrayList<>();
    private final List<String> asked = new ArrayList<>();
    private Preferences node;
    private MainViewModel model;
    private Optional<Credentials> answer = Optional.empty();

    @TempDir
    Path dir;

    @BeforeEach
    void setUp() {
        node = Preferences.userRoot().node("io/memscope-test/" + UUID.randomUUID());
        model = FxThread.call(() -> {
            MainViewModel m = new MainViewModel(new SameThreadExecutor(), new AppPreferences(node));
            m.setErrorSink(message -> errors.add(message.text()));
            m.setCredentialsPrompt((location, refusal, user) -> {
                asked.add(location + " | " + user + " | " + refusal);
                return answer;
            });
            return m;
        });
    }

    @AfterEach
    void tearDown() throws Exception {
        FxThread.run(model::close);
        node.removeNode();
    }

    private Path storeOwnedBy(String user, String password) throws Exception {
        Path base = dir.resolve("owned");
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + base, user, password);
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE memories (mid BIGINT PRIMARY KEY, subject VARCHAR, predicate VARCHAR,"
                    + " object VARCHAR, valid_from TIMESTAMP WITH TIME ZONE NOT NULL, valid_to TIMESTAMP WITH TIME ZONE,"
                    + " superseded_by BIGINT)");
            st.execute("INSERT INTO memories VALUES (1, 'ana', 'lives_in', 'Lisbon', TIMESTAMP WITH TIME ZONE"
                    + " '2024-01-01 00:00:00+00', NULL, NULL)");
        }
        return Path.of(base + ".mv.db");
    }

    @Test
    void anH2FileWithItsOwnUserIsOpenedWithWhatTheOperatorTypes() throws Exception {
        Path file = storeOwnedBy("olga", "s3cret");
        answer = Optional.of(new Credentials("olga", "s3cret"));
        io.memscope.store.TableMapping mapping = io.memscope.store.TableMapping.parse("memories", "id=mid,value=object");
        FxThread.run(() -> model.open(file.toString(), true, mapping));

        assertThat(asked).singleElement().asString().contains(file.toString()).contains("wrong user name or password");
        assertThat(errors).isEmpty();
        assertThat(model.sessionProperty().get()).isNotNull();
        assertThat(model.sessionProperty().get().summary().facts()).isEqualTo(1);
        AppPreferences.RecentStore recent = new AppPreferences(node).recentStores().get(0);
        assertThat(recent.user()).isEqualTo("olga");
        assertThat(recent.table()).isEqualTo("memories");
        assertThat(recent.columns()).isEqualTo("id=mid,value=object");
        assertThat(String.join(" ", node.keys()) + String.join(" ", java.util.Arrays.stream(node.keys())
                .map(k -> node.get(k, "")).toList())).as("no password in the preferences").doesNotContain("s3cret");

        // Reload in the same session needs no second question
        FxThread.run(model::reload);
        assertThat(asked).hasSize(1);
        assertThat(model.sessionProperty().get()).isNotNull();
    }

    @Test
    void aRecentEntryOffersItsUserAndReopensWithItsMapping() throws Exception {
        Path file = storeOwnedBy("olga", "s3cret");
        new AppPreferences(node).rememberStore(new AppPreferences.RecentStore(file.toString(), true, "memories",
                "id=mid,value=object", "olga"));
        answer = Optional.of(new Credentials("olga", "s3cret"));
        FxThread.run(() -> model.openRecent(new AppPreferences(node).recentStores().get(0)));
        assertThat(asked).singleElement().asString().contains(" | olga | ");
        assertThat(model.sessionProperty().get().summary().facts()).isEqualTo(1);
    }

    @Test
    void cancellingTheQuestionLeavesNoStoreAndNoError() throws Exception {
        Path file = storeOwnedBy("olga", "s3cret");
        FxThread.run(() -> model.open(file.toString(), true));
        assertThat(asked).hasSize(1);
        assertThat(model.sessionProperty().get()).isNull();
        assertThat(errors).isEmpty();
    }
}
