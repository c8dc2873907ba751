package io.memscope.store.neo4j;

import io.memscope.store.Redaction;
import io.memscope.store.StoreException;
import io.memscope.store.StoreKind;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;

/**
 * A Neo4j location as an operator types it: {@code neo4j://host:7687}, {@code bolt://...} (and the
 * {@code +s}/{@code +ssc} variants), with the user and password either in the user information
 * ({@code neo4j://user:secret@host}) or as parameters ({@code ?user=...&password=...}), and an optional
 * {@code database}. What the driver is given is the URL without any of these, which it would refuse.
 */
record Neo4jUrl(String location, URI server, String user, String password, String database) {
    /** Whether a location names a Neo4j server (by its scheme alone). */
    static boolean names(String location) {
        return StoreKind.of(location) == StoreKind.NEO4J;
    }

    /** The location as messages may show it. */
    String shown() {
        return Redaction.shown(location);
    }

    /**
     * Parses {@code location}; a user or password missing from it comes from {@code env}'s
     * {@code NEO4J_USERNAME} and {@code NEO4J_PASSWORD}, the variables Neo4j's own tools read.
     */
    static Neo4jUrl parse(String location, Map<String, String> env) throws StoreException {
        URI uri;
        try {
            uri = new URI(location);
        } catch (URISyntaxException e) {
            throw new StoreException(location + ": not a Neo4j URL (" + e.getReason() + ")");
        }
        if (uri.getHost() == null) {
            throw new StoreException(location + ": a Neo4j URL names a server, as neo4j://host:7687");
        }
        String user = null;
        String password = null;
        if (uri.getRawUserInfo() != null) {
            String[] parts = uri.getRawUserInfo().split(":", 2);
            user = decode(parts[0]);
            password = parts.length > 1 ? decode(parts[1]) : null;
        }
        String database = null;
        if (uri.getRawQuery() != null) {
            for (String pair : uri.getRawQuery().split("&")) {
                String[] kv = pair.split("=", 2);
                String value = kv.length > 1 ? decode(kv[1]) : "";
                switch (kv[0].toLowerCase(Locale.ROOT)) {
                    case "user", "username" -> user = value;
                    case "password" -> password = value;
                    case "database", "db" -> database = value.isEmpty() ? null : value;
                    default -> throw new StoreException(Redaction.shown(location) + ": unknown parameter \""
                            + kv[0] + "\" (a Neo4j URL takes user, password and database)");
                }
            }
        }
        user = user != null ? user : variable(env, "NEO4J_USERNAME");
        password = password != null ? password : variable(env, "NEO4J_PASSWORD");
        try {
            URI server = new URI(uri.getScheme().toLowerCase(Locale.ROOT), null, uri.getHost(), uri.getPort(),
                    null, null, null);
            return new Neo4jUrl(location, server, user, password, database);
        } catch (URISyntaxException e) {
            throw new StoreException(Redaction.shown(location) + ": not a Neo4j URL (" + e.getReason() + ")");
        }
    }

    private static String variable(Map<String, String> env, String name) {
        String v = env.get(name);
        return v == null || v.isEmpty() ? null : v;
    }

    private static String decode(String text) {
        return URLDecoder.decode(text, StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
        return shown();
    }
}
