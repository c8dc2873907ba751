package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Decides a JSON file's shape from its field names, reading only as far as it must: the top-level keys one
 * by one with the fields of each array's first record, asking the shapes of {@link ForeignFormats} after each
 * key, or the fields of the first record of a bare array or JSON Lines. What no shape claims is memscope's when
 * it looks like memscope's (its sections, its fact fields, or nothing to judge yet, so the strict reader says
 * what is wrong); records of any other shape are refused, never guessed.
 */
final class FormatSniffer {
    private FormatSniffer() {
    }

    /** What a head gave: a foreign shape, memscope's own format, or a shape memscope does not know. */
    record Verdict(ForeignFormat shape, boolean known) {
        static final Verdict NATIVE = new Verdict(null, true);
        static final Verdict UNKNOWN = new Verdict(null, false);
    }

    /**
     * The shape to read {@code file} as: {@code asked}'s shape that fits the head (its first one when none
     * fits, so its reader says what is missing), or, when nothing was asked, the shape the head shows.
     *
     * @return the shape, or null for memscope's own format
     * @throws StoreException when nothing was asked and the head is no shape memscope knows
     */
    static ForeignFormat detect(Path file, StoreFormat asked, JsonErrors errors) throws StoreException {
        if (asked == StoreFormat.MEMSCOPE) {
            return null;
        }
        if (asked != null) {
            List<ForeignFormat> shapes = ForeignFormats.of(asked);
            ForeignFormat fitting = look(file, shapes).shape();
            return fitting != null ? fitting : shapes.get(0);
        }
        Verdict v = look(file, ForeignFormats.ALL);
        if (!v.known()) {
            throw errors.whole(ForeignFormats.refusal());
        }
        return v.shape();
    }

    /** The system a file's head shows, or null when it is no shape memscope knows (the preview's question). */
    static StoreFormat sniff(Path file) {
        Verdict v = look(file, ForeignFormats.ALL);
        return !v.known() ? null : v.shape() == null ? StoreFormat.MEMSCOPE : v.shape().system();
    }

    private static Verdict look(Path file, List<ForeignFormat> shapes) {
        try (InputStream in = Files.newInputStream(file);
             JsonParser p = new JsonFactory().createParser(in)) {
            JsonToken t = p.nextToken();
            boolean lines = JsonStoreReader.isJsonLines(file);
            if (t == JsonToken.START_OBJECT && !lines) {
                return fromTopLevel(p, shapes);
            }
            if (t == JsonToken.START_ARRAY && !lines) {
                return p.nextToken() == JsonToken.START_OBJECT
                        ? fromRecord(FirstLook.Form.ARRAY, fields(p), shapes) : Verdict.NATIVE;
            }
            return t == JsonToken.START_OBJECT ? fromRecord(FirstLook.Form.LINES, fields(p), shapes) : Verdict.NATIVE;
        } catch (IOException e) {
            return Verdict.NATIVE; // not JSON, or cut short: the strict reader names the place
        }
    }

    private static Verdict fromTopLevel(JsonParser p, List<ForeignFormat> shapes) throws IOException {
        FirstLook look = new FirstLook(FirstLook.Form.OBJECT);
        boolean records = false;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String key = p.currentName();
            JsonToken value = p.nextToken();
            Set<String> first = Set.of();
            boolean inArray = value == JsonToken.START_ARRAY;
            if (inArray) {
                JsonToken element = p.nextToken();
                if (element == JsonToken.START_OBJECT) {
                    first = fields(p);
                } else if (element == JsonToken.END_ARRAY) {
                    inArray = false;
                } else {
                    p.skipChildren();
                }
            } else {
                p.skipChildren();
            }
            look.addSection(key, first);
            records |= !first.isEmpty();
            ForeignFormat shape = ForeignFormats.recognise(look, shapes);
            if (shape != null) {
                return new Verdict(shape, true);
            }
            if (key.equals("facts")) {
                // memscope's own section: its records decide, and the strict reader judges them
                return first.isEmpty() || FirstLook.anyOf(first, FirstLook.NATIVE_FIELDS.toArray(String[]::new))
                        ? Verdict.NATIVE : Verdict.UNKNOWN;
            }
            if (inArray) {
                skipRestOfArray(p);
            }
        }
        // memscope's sections without facts are memscope's (its reader says "facts" is missing); records are not
        return records ? Verdict.UNKNOWN : Verdict.NATIVE;
    }

    private static Verdict fromRecord(FirstLook.Form form, Set<String> fields, List<ForeignFormat> shapes) {
        ForeignFormat shape = ForeignFormats.recognise(FirstLook.ofRecord(form, fields), shapes);
        if (shape != null) {
            return new Verdict(shape, true);
        }
        return FirstLook.anyOf(fields, FirstLook.NATIVE_FIELDS.toArray(String[]::new)) ? Verdict.NATIVE : Verdict.UNKNOWN;
    }

    /** The parser stands on a record's START_OBJECT; only its field names matter. */
    private static Set<String> fields(JsonParser p) throws IOException {
        Set<String> fields = new LinkedHashSet<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            fields.add(p.currentName());
            p.nextToken();
            p.skipChildren();
        }
        return fields;
    }

    /** After an array's first element: past its END_ARRAY. */
    private static void skipRestOfArray(JsonParser p) throws IOException {
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY && t != null; t = p.nextToken()) {
            p.skipChildren();
        }
    }
}
