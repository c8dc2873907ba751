package io.memscope.review;

import io.memscope.export.ExportFormat;
import io.memscope.export.ExportShape;
import io.memscope.export.Exporter;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreWriter;
import io.memscope.store.open.StoreOpener;
import io.memscope.store.open.StoreWriters;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static io.memscope.testing.Facts.fact;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Exports killed with SIGKILL midway leave memscope's own hidden temporary files, named after the process
 * that wrote them; the next export to the same name removes them, and the destination is either absent or
 * complete, never half a store.
 */
class ExportKillTest {
    @TempDir
    Path dir;

    @Test
    void anExportKilledMidwayLeavesNothingAfterTheNextOne() throws Exception {
        Path source = dir.resolve("source.json");
        try (StoreWriter w = StoreWriters.create(source)) {
            for (int i = 0; i < 60_000; i++) {
                w.fact(fact(i + 1, "s:" + (i % 5_000), "p" + (i % 11), "value " + i, 1 + i % 300, -1, -1));
            }
            w.commit();
        }
        for (ExportFormat format : List.of(ExportFormat.H2, ExportFormat.JSON, ExportFormat.CSV)) {
            Path out = dir.resolve("out" + format.extension());
            for (int kill = 0; kill < 3; kill++) {
                Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                        ExportProcess.class.getName(), source.toString(), out.toString(), format.name())
                        .redirectErrorStream(true).start();
                BufferedReader said = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
                assertThat(said.readLine()).isEqualTo("started");
                Thread.sleep(150 + 150L * kill);
                child.destroyForcibly();
                assertThat(child.waitFor(20, TimeUnit.SECONDS)).isTrue();
                if (Files.exists(out)) {
                    try (MemoryStore written = format == ExportFormat.CSV ? null : StoreOpener.open(out.toString(), true)) {
                        if (written != null) {
                            assertThat(written.summary().facts()).as("a destination is complete").isEqualTo(60_000);
                        }
                    }
                    Files.delete(out);
                }
            }
            try (MemoryStore from = StoreOpener.open(source.toString(), true)) {
                Exporter.export(from, ExportShape.FULL_HISTORY, format, out, Progress.NONE);
            }
            try (var names = Files.list(dir)) {
                assertThat(names.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("." + out.getFileName())))
                        .as("the killed exports' temporary files are gone after the next export (%s)", format).isEmpty();
            }
        }
    }
}
