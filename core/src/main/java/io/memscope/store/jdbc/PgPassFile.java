package io.memscope.store.jdbc;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The libpq password file: lines {@code hostname:port:database:username:password}, where a field of
 * {@code *} matches anything, {@code \:} and {@code \\} escape, and lines starting with {@code #} are
 * comments. The first matching line wins. Malformed lines are skipped, as libpq does.
 */
final class PgPassFile {
    private final List<String[]> entries;

    private PgPassFile(List<String[]> entries) {
        this.entries = entries;
    }

    /** The file's entries; an absent or unreadable file has none (it is only ever a fallback). */
    static PgPassFile read(Path file) {
        if (!Files.isRegularFile(file)) {
            return new PgPassFile(List.of());
        }
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            return new PgPassFile(List.of());
        }
    }

    static PgPassFile parse(String content) {
        List<String[]> entries = new ArrayList<>();
        for (String line : content.split("\\R")) {
            if (line.isBlank() || line.stripLeading().startsWith("#")) {
                continue;
            }
            String[] fields = split(line);
            if (fields != null) {
                entries.add(fields);
            }
        }
        return new PgPassFile(entries);
    }

    Optional<String> passwordFor(String host, int port, String database, String user) {
        String[] wanted = {host, Integer.toString(port), database, user};
        for (String[] entry : entries) {
            boolean all = true;
            for (int i = 0; i < wanted.length && all; i++) {
                all = entry[i].equals("*") || entry[i].equals(wanted[i]);
            }
            if (all) {
                return Optional.of(entry[4]);
            }
        }
        return Optional.empty();
    }

    /** Five fields split on unescaped colons, escapes resolved; null when the line has another shape. */
    private static String[] split(String line) {
        List<String> fields = new ArrayList<>(5);
        StringBuilder field = new StringBuilder();
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (ch == '\\' && i + 1 < line.length()) {
                field.append(line.charAt(++i));
            } else if (ch == ':' && fields.size() < 4) {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(ch);
            }
        }
        fields.add(field.toString());
        return fields.size() == 5 ? fields.toArray(new String[0]) : null;
    }
}
