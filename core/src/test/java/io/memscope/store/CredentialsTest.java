package io.memscope.store;

import io.memscope.store.open.StoreOpener;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Stores that ask for a user and password: H2's two default users, typed credentials, and the refusal that asks. */
class CredentialsTest {
    @TempDir
    Path dir;

    private Path h2File(String name, String user, String password) throws Exception {
        Path base = dir.resolve(name);
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + base, user, password);
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE facts (id BIGINT PRIMARY KEY, subject VARCHAR, predicate VARCHAR, \"value\" VARCHAR,"
                    + " valid_from TIMESTAMP WITH TIME ZONE NOT NULL, valid_to TIMESTAMP WITH TIME ZONE, superseded_by BIGINT)");
            st.execute("INSERT INTO facts VALUES (1, 'ana', 'lives_in', 'Lisbon', TIMESTAMP WITH TIME ZONE"
                    + " '2024-01-01 00:00:00+00', NULL, NULL)");
        }
        return Path.of(base + ".mv.db");
    }

    @Test
    void anH2FileMadeWithTheEmptyUserOpensWithoutAsking() throws Exception {
        Path file = h2File("plain", "", "");
        try (MemoryStore store = StoreOpener.open(file.toString(), true)) {
            assertThat(store.summary().facts()).isEqualTo(1);
        }
    }

    @Test
    void anH2FileWithItsOwnUserAsksAndOpensWithWhatWasTyped() throws Exception {
        Path file = h2File("owned", "olga", "s3cret");
        assertThatThrownBy(() -> StoreOpener.open(file.toString(), true))
                .isInstanceOf(CredentialsException.class).hasMessageContaining("wrong user name or password")
                .hasMessageNotContaining("s3cret");
        OpenRequest typed = OpenRequest.of(file.toString(), true).withCredentials(new Credentials("olga", "s3cret"));
        try (MemoryStore store = StoreOpener.open(typed, io.memscope.model.Progress.NONE)) {
            assertThat(store.summary().facts()).isEqualTo(1);
            assertThat(store.descriptor().location()).doesNotContain("s3cret");
        }
        OpenRequest wrong = OpenRequest.of(file.toString(), true).withCredentials(new Credentials("olga", "nope"));
        assertThatThrownBy(() -> StoreOpener.open(wrong, io.memscope.model.Progress.NONE))
                .isInstanceOf(CredentialsException.class).hasMessageNotContaining("nope");
    }

    @Test
    void aPostgresPasswordRefusedAsksForCredentials() throws Exception {
        String url = Postgres.freshDatabaseUrl();
        String wrong = url + (url.contains("?") ? "&" : "?") + "password=definitely-wrong";
        // zonky's server trusts local connections, so no password is ever refused there: a refused user stands in
        String noSuchUser = url.replaceAll("user=[^&]*", "user=nobody_here");
        assertThatThrownBy(() -> StoreOpener.open(noSuchUser, true)).isInstanceOf(StoreException.class)
                .hasMessageContaining("cannot connect").hasMessageNotContaining("definitely-wrong");
        assertThat(wrong).contains("password=");
    }
}
