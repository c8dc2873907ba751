package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.memscope.store.StoreException;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Streams the records of a foreign export (Graphiti, Mem0) and hands each one, as a small tree, to a
 * translator: only one record is ever a tree, never the file. Object form: the wanted top-level arrays
 * ({@code edges}, {@code results}, ...), other keys skipped, a wanted key that is null taken as absent (exports
 * write {@code "nodes": null}); at least one of the main sections must be there. A bare array or JSON Lines:
 * every record belongs to the first main section.
 */
final class ForeignRecords {
    private static final ObjectMapper TREES = new ObjectMapper();

    /** Receives one record of a section; {@code number} counts from 1 within the section. */
    interface Sink {
        void record(String section, int number, ObjectNode record, JsonLocation at) throws StoreException;
    }

    private final JsonParser p;
    private final JsonErrors errors;
    private final Set<String> sections;
    private final List<String> mainSections;
    private final String mainSection;
    private final Sink sink;

    private ForeignRecords(JsonParser p, JsonErrors errors, Set<String> sections, List<String> mainSections,
                           Sink sink) {
        this.p = p;
        this.errors = errors;
        this.sections = sections;
        this.mainSections = mainSections;
        this.mainSection = mainSections.get(0);
        this.sink = sink;
        p.setCodec(TREES);
    }

    /** @param mainSections the sections of which one must be there; the first takes a bare array's records */
    static void read(JsonParser p, boolean jsonLines, JsonErrors errors, Set<String> sections,
                     List<String> mainSections, Sink sink) throws IOException, StoreException {
        ForeignRecords r = new ForeignRecords(p, errors, sections, mainSections, sink);
        if (jsonLines) {
            r.readLines();
        } else {
            r.readDocument();
        }
    }

    private void readDocument() throws IOException, StoreException {
        JsonToken t = p.nextToken();
        if (t == JsonToken.START_OBJECT) {
            readObjectForm();
        } else if (t == JsonToken.START_ARRAY) {
            readArray(mainSection);
        } else {
            throw errors.at(p.currentTokenLocation(), "the top level must be an object with a \"" + mainSection
                    + "\" array or an array of records, found " + JsonErrors.describe(t));
        }
        if (p.nextToken() != null) {
            throw errors.at(p.currentTokenLocation(), "unexpected content after the end of the top-level JSON value");
        }
    }

    private void readObjectForm() throws IOException, StoreException {
        JsonLocation start = p.currentTokenLocation();
        Set<String> seen = new HashSet<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String key = p.currentName();
            JsonLocation keyAt = p.currentTokenLocation();
            JsonToken value = p.nextToken();
            if (!sections.contains(key) || value == JsonToken.VALUE_NULL) {
                p.skipChildren(); // episodes, a message, counts, ...: not facts
                continue;
            }
            if (!seen.add(key)) {
                throw errors.at(keyAt, "\"" + key + "\" appears twice in the top-level object");
            }
            if (value != JsonToken.START_ARRAY) {
                throw errors.at(keyAt, "\"" + key + "\" must be an array, found " + JsonErrors.describe(value));
            }
            readArray(key);
        }
        if (mainSections.stream().noneMatch(seen::contains)) {
            throw errors.at(start, "the top-level object has no " + String.join(" or ",
                    mainSections.stream().map(k -> "\"" + k + "\"").toList()) + " array");
        }
    }

    private void readArray(String section) throws IOException, StoreException {
        int number = 0;
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
            number++;
            JsonLocation at = p.currentTokenLocation();
            if (t != JsonToken.START_OBJECT) {
                throw errors.at(at, section + " #" + number + " must be an object, found " + JsonErrors.describe(t));
            }
            sink.record(section, number, p.readValueAsTree(), at);
        }
    }

    private void readLines() throws IOException, StoreException {
        int number = 0;
        for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
            number++;
            JsonLocation at = p.currentTokenLocation();
            if (t != JsonToken.START_OBJECT) {
                throw errors.at(at, "a JSON Lines file holds one record per line, found " + JsonErrors.describe(t));
            }
            sink.record(mainSection, number, p.readValueAsTree(), at);
        }
    }
}
