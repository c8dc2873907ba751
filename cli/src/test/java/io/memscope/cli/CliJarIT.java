package io.memscope.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipFile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The headless jar as a CI job uses it: {@code java -jar memscope-cli.jar check ...}, with no display and no
 * JavaFX anywhere in the jar.
 */
class CliJarIT {
    private static final Path JAR = Path.of(System.getProperty("memscope.cli.jar", "cli/target/memscope-cli.jar"));

    @Test
    void holdsNoJavaFx() throws IOException {
        try (ZipFile zip = new ZipFile(JAR.toFile())) {
            assertThat(zip.stream().map(e -> e.getName())
                    .filter(n -> n.startsWith("javafx/") || n.startsWith("com/sun/javafx/") || n.endsWith(".so")
                            && n.contains("glass"))).isEmpty();
            assertThat(zip.getEntry("io/memscope/cli/CliMain.class")).isNotNull();
            assertThat(zip.stream().map(e -> e.getName()).filter(n -> n.startsWith("io/memscope/ui/"))).isEmpty();
        }
    }

    @Test
    void checkRunsFromTheJar() throws Exception {
        Result r = run("check", "sample-stores/every-finding.json", "--json");
        assertThat(r.code).as(r.err).isEqualTo(MemscopeCli.FINDINGS);
        JsonNode report = new ObjectMapper().readTree(r.out);
        assertThat(report.get("contradictions")).hasSize(2);
        assertThat(r.err).isEmpty();
    }

    @Test
    void suggestRunsFromTheJarOnItsLinuxNativesAndSaysNothingOnStderr() throws Exception {
        try (ZipFile zip = new ZipFile(JAR.toFile())) {
            assertThat(zip.getEntry("ai/onnxruntime/native/linux-x64/libonnxruntime.so")).isNotNull();
            assertThat(zip.stream().map(e -> e.getName()).filter(n -> n.startsWith("ai/onnxruntime/native/")
                    && !n.startsWith("ai/onnxruntime/native/linux-x64") && !n.endsWith("/"))).isEmpty();
        }
        Result r = run("suggest", "fixtures/suggest/eval.json", "--json");
        assertThat(r.code).as(r.err).isEqualTo(MemscopeCli.FINDINGS);
        JsonNode first = new ObjectMapper().readTree(r.out).get("suggestions").get(0);
        assertThat(first.get("kind").asText()).isEqualTo("implicit_supersession");
        assertThat(r.err).isEmpty();
    }

    @Test
    void aBadDatabaseUrlIsOneLineOnStderrWithoutItsPassword() throws Exception {
        for (String url : new String[] {"jdbc:postgresql://127.0.0.1:99999/memory?user=ops&password=hunter2",
                "jdbc:postgresql://ops:hunter2@127.0.0.1:1/memory"}) {
            Result r = run("check", url);
            assertThat(r.code).isEqualTo(MemscopeCli.UNUSABLE);
            assertThat(r.err.strip().lines()).as(r.err).hasSize(1);
            assertThat(r.err + r.out).doesNotContain("hunter2");
        }
    }

    @Test
    void aStoreTooBigForTheHeapIsOneLineNamingTheHeapAndExitTwo(@org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        Path big = dir.resolve("big.json");
        assertThat(run("generate", "--facts", "400000", "--to", big.toString()).code).isZero();
        // Both collectors, and heaps from far too small to nearly enough: G1, the default, can collect for
        // minutes near a full heap before it throws, and memscope's own overhead watch must end it first.
        for (List<String> options : List.of(List.of("-Xmx16m", "-XX:+UseG1GC"), List.of("-Xmx24m", "-XX:+UseG1GC"),
                List.of("-Xmx40m", "-XX:+UseG1GC"), List.of("-Xmx24m", "-XX:+UseParallelGC"))) {
            Result r = runWith(options, "check", big.toString());
            assertThat(r.code).as(options + ": " + r.err).isEqualTo(MemscopeCli.UNUSABLE);
            assertThat(r.err.strip().lines()).as(r.err).hasSize(1);
            assertThat(r.err).contains("out of memory").contains("-Xmx").doesNotContain("at java.")
                    .doesNotContain("internal error");
        }
    }

    @Test
    void printsTheBuildsVersion() throws Exception {
        Result r = run("--version");
        assertThat(r.code).isZero();
        assertThat(r.out.strip()).isEqualTo("memscope " + System.getProperty("memscope.version"));
    }

    private record Result(int code, String out, String err) {
    }

    private static Result run(String... args) throws Exception {
        return runWith(List.of(), args);
    }

    private static Result runWith(List<String> jvmOptions, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-jar", JAR.toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().remove("DISPLAY");
        Process p = pb.start();
        java.util.concurrent.CompletableFuture<String> out = java.util.concurrent.CompletableFuture.supplyAsync(
                () -> text(p.getInputStream()));
        java.util.concurrent.CompletableFuture<String> err = java.util.concurrent.CompletableFuture.supplyAsync(
                () -> text(p.getErrorStream()));
        boolean ended = p.waitFor(120, TimeUnit.SECONDS);
        if (!ended) {
            p.destroyForcibly(); // a command that never ends fails its test instead of hanging the build
        }
        assertThat(ended).as("%s ended within two minutes", args[0]).isTrue();
        return new Result(p.exitValue(), out.get(), err.get());
    }

    private static String text(java.io.InputStream in) {
        try {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            return "unreadable: " + e.getMessage();
        }
    }
}
