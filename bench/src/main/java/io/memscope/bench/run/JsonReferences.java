package io.memscope.bench.run;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The raw ways to read a JSON store with Jackson, which memscope's figures are compared with: a token
 * pass over the whole file that reads the text of every scalar (what any reader of the facts must at
 * least do), and a raw copy of the current facts (no {@code valid_to}) to a JSON Lines file, one small
 * tree per fact.
 */
final class JsonReferences {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonFactory FACTORY = MAPPER.getFactory();

    private JsonReferences() {
    }

    /** Tokens of the file. */
    static long tokenPass(Path file) throws IOException {
        long tokens = 0;
        long chars = 0;
        try (JsonParser p = FACTORY.createParser(file.toFile())) {
            JsonToken t;
            while ((t = p.nextToken()) != null) { // JSON Lines: one root value after another
                tokens++;
                if (t.isScalarValue()) {
                    chars += p.getTextLength();
                    p.getText();
                }
            }
        }
        return chars < 0 ? -1 : tokens;
    }

    /** Copies the facts with a null or missing {@code valid_to} to {@code to}; returns how many. */
    static long copyCurrentFacts(Path file, Path to) throws IOException {
        long copied = 0;
        boolean jsonLines = file.getFileName().toString().endsWith(".jsonl");
        try (JsonParser p = FACTORY.createParser(file.toFile());
             JsonGenerator out = FACTORY.createGenerator(to.toFile(), com.fasterxml.jackson.core.JsonEncoding.UTF8)) {
            out.setRootValueSeparator(new com.fasterxml.jackson.core.io.SerializedString("\n"));
            if (!jsonLines && !toFacts(p)) {
                return 0;
            }
            JsonToken t;
            while ((t = p.nextToken()) != null && t != JsonToken.END_ARRAY) {
                JsonNode fact = MAPPER.readTree(p);
                JsonNode validTo = fact.get("valid_to");
                if (validTo == null || validTo.isNull()) {
                    MAPPER.writeTree(out, fact);
                    copied++;
                }
            }
        }
        return copied;
    }

    /** Moves to the start of the facts array (object form or bare array). */
    private static boolean toFacts(JsonParser p) throws IOException {
        JsonToken first = p.nextToken();
        if (first == JsonToken.START_ARRAY) {
            return true;
        }
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken value = p.nextToken();
            if (name.equals("facts") && value == JsonToken.START_ARRAY) {
                return true;
            }
            p.skipChildren();
        }
        return false;
    }
}
