package io.memscope.store.jdbc;

import java.nio.file.Path;
import java.util.Map;

/**
 * Where PostgreSQL credentials come from besides the URL: environment variables ({@code PGPASSWORD},
 * {@code PGUSER}, {@code PGPASSFILE}) and the home directory holding {@code .pgpass}. A value, so tests
 * can give their own instead of the process's.
 */
record PgEnvironment(Map<String, String> variables, Path home) {

    static PgEnvironment system() {
        return new PgEnvironment(System.getenv(), Path.of(System.getProperty("user.home")));
    }

    String variable(String name) {
        String v = variables.get(name);
        return v == null || v.isEmpty() ? null : v;
    }

    Path passFile() {
        String explicit = variable("PGPASSFILE");
        return explicit != null ? Path.of(explicit) : home.resolve(".pgpass");
    }
}
