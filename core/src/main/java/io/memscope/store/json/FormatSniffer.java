package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.memscope.store.StoreFormat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/**
 * Decides a JSON file's format from its field names, reading only as far as the first record: the
 * top-level keys ({@code edges}/{@code nodes}: Graphiti, {@code results}/{@code history}: Mem0,
 * {@code facts}: memscope or Supersede) or the fields of the first record of a bare array or JSON Lines.
 * A file it cannot make sense of is memscope's, so the strict reader reports what is wrong with it.
 */
final class FormatSniffer {
    private FormatSniffer() {
    }

    static StoreFormat sniff(Path file) {
        try (InputStream in = Files.newInputStream(file);
             JsonParser p = new JsonFactory().createParser(in)) {
            JsonToken t = p.nextToken();
            if (t == JsonToken.START_OBJECT && !JsonStoreReader.isJsonLines(file)) {
                return fromTopLevel(p);
            }
            if (t == JsonToken.START_ARRAY) {
                return p.nextToken() == JsonToken.START_OBJECT ? fromRecord(p) : StoreFormat.MEMSCOPE;
            }
            return t == JsonToken.START_OBJECT ? fromRecord(p) : StoreFormat.MEMSCOPE;
        } catch (IOException e) {
            return StoreFormat.MEMSCOPE;
        }
    }

    private static StoreFormat fromTopLevel(JsonParser p) throws IOException {
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String key = p.currentName();
            JsonToken value = p.nextToken();
            switch (key) {
                case "edges", "nodes" -> {
                    return StoreFormat.GRAPHITI;
                }
                case "results", "history" -> {
                    return StoreFormat.MEM0;
                }
                case "facts" -> {
                    boolean record = value == JsonToken.START_ARRAY && p.nextToken() == JsonToken.START_OBJECT;
                    return record ? fromRecord(p) : StoreFormat.MEMSCOPE;
                }
                default -> p.skipChildren();
            }
        }
        return StoreFormat.MEMSCOPE;
    }

    /** The parser stands on a record's START_OBJECT; only its field names matter. */
    private static StoreFormat fromRecord(JsonParser p) throws IOException {
        Set<String> fields = new HashSet<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            fields.add(p.currentName());
            p.nextToken();
            p.skipChildren();
        }
        return fromFields(fields);
    }

    static StoreFormat fromFields(Set<String> fields) {
        if (fields.contains("source_node_uuid") || fields.contains("target_node_uuid")) {
            return StoreFormat.GRAPHITI;
        }
        if (fields.contains("memory") || fields.contains("memory_id")) {
            return StoreFormat.MEM0;
        }
        if (fields.contains("object") && !fields.contains("value")) {
            return StoreFormat.SUPERSEDE;
        }
        return StoreFormat.MEMSCOPE;
    }
}
