package io.memscope.suggest;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Reads one of the lists kept as data beside the suggester ({@code attributes.txt}, {@code nicknames.txt}):
 * lines of {@code head: item, item, ...}; blank lines and lines starting with {@code #} are comments.
 */
final class ListResource {
    /** Receives one line's head and items, each stripped. */
    interface Line {
        void accept(String head, String[] items);
    }

    private ListResource() {
    }

    static void read(String resource, Line each) {
        try (InputStream in = ListResource.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the suggest jar");
            }
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                int colon = line.indexOf(':');
                if (line.isBlank() || line.startsWith("#") || colon < 0) {
                    continue;
                }
                String[] items = line.substring(colon + 1).split(",");
                for (int i = 0; i < items.length; i++) {
                    items[i] = items[i].strip();
                }
                each.accept(line.substring(0, colon).strip(), items);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }
}
