package io.memscope.store.jdbc;

import io.memscope.store.StoreException;

import java.nio.file.Path;

/** The parts of a {@code jdbc:h2:} file URL: the {@code .mv.db} file and any {@code ;SETTING=...}. */
record H2Url(Path mvFile, String settings) {
    static H2Url of(String jdbcUrl) throws StoreException {
        String h2 = "jdbc:h2:";
        if (jdbcUrl.startsWith(h2)) {
            String rest = jdbcUrl.substring(h2.length());
            rest = rest.startsWith("file:") ? rest.substring("file:".length()) : rest;
            int semicolon = rest.indexOf(';');
            String settings = semicolon < 0 ? "" : rest.substring(semicolon);
            String name = semicolon < 0 ? rest : rest.substring(0, semicolon);
            if (!name.startsWith("mem:") && !name.startsWith("tcp:") && !name.startsWith("ssl:")) {
                return new H2Url(H2Connector.mvFile(Path.of(name)), settings);
            }
        }
        throw new StoreException(PgUrl.redact(jdbcUrl) + ": not a supported store URL"
                + " (expected jdbc:postgresql://host:port/database or jdbc:h2:file:path)");
    }
}
