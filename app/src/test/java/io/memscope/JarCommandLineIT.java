package io.memscope;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipFile;

import static org.assertj.core.api.Assertions.assertThat;

/** The packaged jar, started the way operators and scripts start it: {@code java -jar}, no display. */
class JarCommandLineIT {
    private static final Path JAR = Path.of(System.getProperty("memscope.jar", "app/target/memscope.jar"));

    @Test
    void checkRunsFromTheJarWithoutADisplay() throws Exception {
        Result r = run("check", "sample-stores/every-finding.json", "--json");
        assertThat(r.code).as(r.err).isEqualTo(1);
        JsonNode report = new ObjectMapper().readTree(r.out);
        assertThat(report.get("contradictions")).hasSize(2);
        assertThat(r.err).isEmpty();
    }

    @Test
    void unusableInputIsOneLineAndExitTwo() throws Exception {
        Result r = run("check", "sample-stores/does-not-exist.json");
        assertThat(r.code).isEqualTo(2);
        assertThat(r.err.strip().lines()).hasSize(1);
    }

    @Test
    void theJarCarriesTheLinuxJavaFxNativesForTheWindow() throws IOException {
        try (ZipFile zip = new ZipFile(JAR.toFile())) {
            assertThat(zip.stream().map(e -> e.getName()).filter(n -> n.endsWith("libglass.so"))).isNotEmpty();
            assertThat(zip.getEntry("io/memscope/Main.class")).isNotNull();
        }
    }

    private record Result(int code, String out, String err) {
    }

    private static Result run(String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().remove("DISPLAY");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Result(p.exitValue(), out, err);
    }
}
