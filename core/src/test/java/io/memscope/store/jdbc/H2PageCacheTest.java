package io.memscope.store.jdbc;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import static org.assertj.core.api.Assertions.assertThat;

/** memscope opens H2 files with a small page cache (see {@link H2Connector#PAGE_CACHE_KB}), unless told otherwise. */
class H2PageCacheTest {
    @TempDir
    Path dir;

    @Test
    void aStoreIsOpenedWithTheSmallPageCache() throws Exception {
        Path file = copyOfSample();
        try (Connection c = H2Connector.connect(file, true, "")) {
            assertThat(cacheMb(c)).isEqualTo(H2Connector.PAGE_CACHE_KB / 1024);
        }
    }

    @Test
    void theOperatorsOwnCacheSizeInTheUrlWins() throws Exception {
        Path file = copyOfSample();
        try (Connection c = H2Connector.connect(file, true, ";cache_size=8192;USER=sa")) {
            assertThat(cacheMb(c)).isEqualTo(8);
        }
    }

    private Path copyOfSample() throws Exception {
        Path file = dir.resolve("s.mv.db");
        Files.copy(Path.of("sample-stores/every-finding.mv.db"), file);
        return file;
    }

    /** The file's page cache limit as H2's storage engine reports it, in MB. */
    private static int cacheMb(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
                "SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = 'info.CACHE_MAX_SIZE'")) {
            assertThat(rs.next()).as("H2 reports its cache size").isTrue();
            return Integer.parseInt(rs.getString(1));
        }
    }
}
