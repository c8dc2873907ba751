package io.memscope.bench.run;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A throwaway PostgreSQL server for {@code bench} when no {@code --pg-url} is given: {@code initdb} into a
 * directory under the benchmark's directory, {@code pg_ctl start} on a free port (trust authentication,
 * local connections only, durability off since the data is regenerated anyway), stopped and deleted by
 * {@link #close()}. Uses the server binaries on the PATH or under {@code /usr/lib/postgresql/VERSION/bin}
 * (Debian's {@code postgresql} package); as root, runs them as the {@code postgres} user, as PostgreSQL
 * refuses to run as root.
 */
final class LocalPostgres implements AutoCloseable {
    private final Path bin;
    private final Path data;
    private final int port;
    private final boolean asPostgresUser;

    private LocalPostgres(Path bin, Path data, int port, boolean asPostgresUser) {
        this.bin = bin;
        this.data = data;
        this.port = port;
        this.asPostgresUser = asPostgresUser;
    }

    /** @throws IOException with a one-line reason when no server binaries are found or the server fails */
    static LocalPostgres start(Path dir) throws IOException, InterruptedException {
        Path bin = binaries().orElseThrow(() -> new IOException("no PostgreSQL server binaries (initdb, pg_ctl)"
                + " on the PATH or in /usr/lib/postgresql/*/bin: install PostgreSQL or give --pg-url"));
        boolean root = "root".equals(System.getProperty("user.name"));
        Path data = dir.toAbsolutePath().resolve("pg-cluster");
        Files.createDirectories(data);
        if (root) {
            // postgres must reach the cluster: traverse (not list) the benchmark directory, own the data
            Set<PosixFilePermission> perms = EnumSet.copyOf(Files.getPosixFilePermissions(dir));
            perms.add(PosixFilePermission.OTHERS_EXECUTE);
            Files.setPosixFilePermissions(dir, perms);
            UserPrincipal postgres = dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("postgres");
            Files.setOwner(data, postgres);
        }
        int port;
        try (ServerSocket probe = new ServerSocket(0)) {
            port = probe.getLocalPort();
        }
        LocalPostgres server = new LocalPostgres(bin, data, port, root);
        server.exec("initdb", "-D", data.toString(), "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C",
                "--no-sync");
        server.exec("pg_ctl", "-D", data.toString(), "-l", data.resolve("server.log").toString(), "-w", "-o",
                "-p " + port + " -k " + data + " -c listen_addresses=localhost -c fsync=off"
                        + " -c synchronous_commit=off -c full_page_writes=off -c max_wal_size=4GB", "start");
        return server;
    }

    /** The superuser's URL of database {@code name}. */
    String url(String database) {
        return "jdbc:postgresql://localhost:" + port + "/" + database + "?user=postgres";
    }

    private static Optional<Path> binaries() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            Path initdb = Path.of(dir, "initdb");
            if (!dir.isEmpty() && Files.isExecutable(initdb) && Files.isExecutable(Path.of(dir, "pg_ctl"))) {
                try {
                    return Optional.of(initdb.toRealPath().getParent()); // Debian links them from elsewhere
                } catch (IOException e) {
                    continue;
                }
            }
        }
        Path debian = Path.of("/usr/lib/postgresql");
        if (!Files.isDirectory(debian)) {
            return Optional.empty();
        }
        try (Stream<Path> versions = Files.list(debian)) {
            return versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("initdb")))
                    .max(Comparator.comparing(b -> versionOf(b.getParent())));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static int versionOf(Path dir) {
        try {
            return Integer.parseInt(dir.getFileName().toString());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private void exec(String program, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        if (asPostgresUser) {
            command.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        command.add(bin.resolve(program).toString());
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        if (p.waitFor() != 0) {
            String last = output.strip().lines().reduce((a, b) -> b).orElse("");
            throw new IOException(program + " failed (exit " + p.exitValue() + "): " + last);
        }
    }

    @Override
    public void close() throws IOException, InterruptedException {
        try {
            exec("pg_ctl", "-D", data.toString(), "-m", "fast", "-w", "stop");
        } finally {
            Benchmark.deleteTree(data);
        }
    }
}
