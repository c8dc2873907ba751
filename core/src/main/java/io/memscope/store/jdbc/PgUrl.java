package io.memscope.store.jdbc;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The parts of {@code jdbc:postgresql://host:port/database?user=..&password=..} needed to look up a
 * password, and the URL as it may be shown: with every password-like parameter removed.
 */
record PgUrl(String url, String host, int port, String database, Map<String, String> parameters) {
    static final String PREFIX = "jdbc:postgresql:";
    private static final int DEFAULT_PORT = 5432;

    static PgUrl parse(String url) {
        String rest = url.substring(PREFIX.length());
        String query = "";
        int q = rest.indexOf('?');
        if (q >= 0) {
            query = rest.substring(q + 1);
            rest = rest.substring(0, q);
        }
        String host = "localhost";
        int port = DEFAULT_PORT;
        String database = rest;
        if (rest.startsWith("//")) {
            int slash = rest.indexOf('/', 2);
            String hostPort = slash < 0 ? rest.substring(2) : rest.substring(2, slash);
            database = slash < 0 ? "" : rest.substring(slash + 1);
            String first = hostPort.split(",")[0];
            int colon = first.lastIndexOf(':');
            if (colon > 0 && !first.endsWith("]")) {
                host = first.substring(0, colon);
                port = parsePort(first.substring(colon + 1));
            } else if (!first.isEmpty()) {
                host = first;
            }
        }
        return new PgUrl(url, host, port, decode(database), parseQuery(query));
    }

    String parameter(String name) {
        return parameters.get(name.toLowerCase(Locale.ROOT));
    }

    /** The URL fit for messages and reports: no password, whatever it was called. */
    String redacted() {
        return redact(url);
    }

    static String redact(String url) {
        int q = url.indexOf('?');
        if (q < 0) {
            return url;
        }
        StringJoiner kept = new StringJoiner("&");
        for (String pair : url.substring(q + 1).split("&")) {
            String key = pair.split("=", 2)[0].toLowerCase(Locale.ROOT);
            if (!key.contains("password") && !pair.isEmpty()) {
                kept.add(pair);
            }
        }
        return kept.length() == 0 ? url.substring(0, q) : url.substring(0, q + 1) + kept;
    }

    private static Map<String, String> parseQuery(String query) {
        Map<String, String> params = new LinkedHashMap<>();
        for (String pair : query.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            String[] kv = pair.split("=", 2);
            params.put(decode(kv[0]).toLowerCase(Locale.ROOT), kv.length > 1 ? decode(kv[1]) : "");
        }
        return params;
    }

    private static int parsePort(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return DEFAULT_PORT;
        }
    }

    private static String decode(String s) {
        return URLDecoder.decode(s, StandardCharsets.UTF_8);
    }
}
