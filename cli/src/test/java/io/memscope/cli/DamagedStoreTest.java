package io.memscope.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * H2 stores whose file is damaged: damage is reported as damage (not as a bad query or "read only"), a
 * deep check finds what a normal open reads past, and an action never writes into a file it cannot read.
 */
class DamagedStoreTest {
    @TempDir
    Path dir;

    /** A store with a few commits, so the file holds several versions. */
    private Path storeWithHistory() throws Exception {
        Path file = dir.resolve("s.mv.db");
        assertThat(CliRun.of("generate", "--facts", "3000", "--to", file.toString()).exitCode()).isZero();
        for (int i = 0; i < 3; i++) {
            assertThat(CliRun.of("flag", file.toString(), "5", "--reason", "r" + i, "--operator", "x").exitCode()).isZero();
            assertThat(CliRun.of("unflag", file.toString(), "5", "--operator", "x").exitCode()).isZero();
        }
        return file;
    }

    @Test
    void aNewestVersionH2CannotReadIsFoundByTheDeepCheck() throws Exception {
        Path file = storeWithHistory();
        // the file header names the block of the newest chunk: damage that chunk's own header
        String header = new String(Arrays.copyOf(Files.readAllBytes(file), 200), StandardCharsets.ISO_8859_1);
        Matcher block = Pattern.compile("block:([0-9a-f]+)").matcher(header);
        assertThat(block.find()).isTrue();
        flip(file, Long.parseLong(block.group(1), 16) * 4096 + 30, 8);

        CliRun deep = CliRun.of("check", file.toString(), "--deep");
        assertThat(deep.exitCode()).as(deep.out()).isEqualTo(MemscopeCli.UNUSABLE);
        assertThat(deep.errIsOneLine()).isTrue();
        assertThat(deep.err()).contains("the store is damaged").contains("newest version").contains("cannot be read");
    }

    @Test
    void aFileDamagedThroughoutIsDamagedAndAnActionLeavesItAsItWas() throws Exception {
        Path file = storeWithHistory();
        long size = Files.size(file);
        for (long at = 3 * 4096; at < size; at += 8192) {
            flip(file, at + 100, 64);
        }
        byte[] before = Files.readAllBytes(file);

        CliRun check = CliRun.of("check", file.toString(), "--deep");
        assertThat(check.exitCode()).isEqualTo(MemscopeCli.UNUSABLE);
        assertThat(check.errIsOneLine()).isTrue();
        assertThat(check.err()).contains("damaged").doesNotContain("General error").doesNotContain("read only");

        CliRun flag = CliRun.of("flag", file.toString(), "7", "--reason", "x", "--operator", "x");
        assertThat(flag.exitCode()).isEqualTo(MemscopeCli.UNUSABLE);
        assertThat(flag.err()).contains("damaged");
        assertThat(Files.readAllBytes(file)).as("a write-mode open never repairs or truncates it").isEqualTo(before);
    }

    @Test
    void aDeepCheckOfASoundStoreFindsNothing() {
        CliRun run = CliRun.of("check", "sample-stores/every-finding.mv.db", "--deep", "--json");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(MemscopeCli.FINDINGS);
        assertThat(run.err()).isEmpty();
    }

    private static void flip(Path file, long at, int length) throws Exception {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            byte[] bytes = new byte[length];
            f.seek(at);
            int n = f.read(bytes);
            for (int i = 0; i < n; i++) {
                bytes[i] ^= 0x5A;
            }
            f.seek(at);
            f.write(bytes, 0, Math.max(n, 0));
        }
    }
}
