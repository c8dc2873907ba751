package io.memscope.export;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the real psql client against a JDBC URL of the test's PostgreSQL. */
final class PsqlRunner {
    private PsqlRunner() {
    }

    static boolean available() {
        return java.util.Arrays.stream(System.getenv("PATH").split(":"))
                .anyMatch(d -> Files.isExecutable(Path.of(d, "psql")));
    }

    static void load(String jdbcUrl, Path script) throws Exception {
        URI uri = URI.create(jdbcUrl.substring("jdbc:".length()));
        String user = null;
        String password = null;
        for (String pair : uri.getQuery().split("&")) {
            if (pair.startsWith("user=")) {
                user = pair.substring(5);
            } else if (pair.startsWith("password=")) {
                password = pair.substring(9);
            }
        }
        ProcessBuilder pb = new ProcessBuilder(List.of("psql", "-v", "ON_ERROR_STOP=1", "-q", "-h", uri.getHost(),
                "-p", Integer.toString(uri.getPort()), "-U", user, "-d", uri.getPath().substring(1), "-f",
                script.toString()));
        pb.environment().put("PGPASSWORD", password);
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new AssertionError("psql failed to load " + script + ": " + output);
        }
    }
}
