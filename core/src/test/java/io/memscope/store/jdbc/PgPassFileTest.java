package io.memscope.store.jdbc;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class PgPassFileTest {

    @Test
    void firstMatchingLineWinsAndStarMatchesAnything() {
        PgPassFile file = PgPassFile.parse(String.join("\n",
                "# comment line",
                "",
                "db.example.org:5432:memory:agent:first",
                "*:5432:memory:agent:second",
                "*:*:*:*:fallback"));
        assertThat(file.passwordFor("db.example.org", 5432, "memory", "agent")).contains("first");
        assertThat(file.passwordFor("localhost", 5432, "memory", "agent")).contains("second");
        assertThat(file.passwordFor("localhost", 5433, "memory", "agent")).contains("fallback");
    }

    @Test
    void escapedColonsAndBackslashesBelongToTheField() {
        PgPassFile file = PgPassFile.parse("h:5432:d:u:pa\\:ss\\\\word\nh\\:x:5432:d:u:other");
        assertThat(file.passwordFor("h", 5432, "d", "u")).contains("pa:ss\\word");
        assertThat(file.passwordFor("h:x", 5432, "d", "u")).contains("other");
    }

    @Test
    void malformedLinesAreSkippedAndNothingMatchesNothing() {
        PgPassFile file = PgPassFile.parse("only:three:fields\nh:5432:d:u:ok\r\n");
        assertThat(file.passwordFor("h", 5432, "d", "u")).contains("ok");
        assertThat(file.passwordFor("h", 5432, "d", "someone-else")).isEmpty();
    }

    @Test
    void aMissingFileHasNoEntries(@TempDir Path dir) throws Exception {
        assertThat(PgPassFile.read(dir.resolve(".pgpass")).passwordFor("h", 1, "d", "u")).isEmpty();
        Path file = Files.writeString(dir.resolve(".pgpass"), "*:*:*:u:pw\n");
        assertThat(PgPassFile.read(file).passwordFor("h", 1, "d", "u")).contains("pw");
    }

    @Test
    void urlsAreParsedAndShownWithoutPassword() {
        PgUrl url = PgUrl.parse("jdbc:postgresql://db:6543/memory?user=agent&password=s%40cret&ssl=true");
        assertThat(url.host()).isEqualTo("db");
        assertThat(url.port()).isEqualTo(6543);
        assertThat(url.database()).isEqualTo("memory");
        assertThat(url.parameter("password")).isEqualTo("s@cret");
        assertThat(url.redacted()).isEqualTo("jdbc:postgresql://db:6543/memory?user=agent&ssl=true");
        assertThat(PgUrl.redact("jdbc:postgresql://db/m?password=x")).isEqualTo("jdbc:postgresql://db/m");
        assertThat(PgUrl.parse("jdbc:postgresql://db/m").port()).isEqualTo(5432);
    }
}
