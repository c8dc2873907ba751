package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.memscope.model.AuditEntry;
import io.memscope.model.Cardinality;
import io.memscope.model.RecheckFlag;
import io.memscope.store.codec.AuditJson;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * memscope's own sections of a store ({@code predicates}, {@code flags}, {@code audit}) as the bytes of their
 * array, laid out as {@link JsonStoreWriter} lays out a whole store, for a save that copies everything else.
 */
final class OwnSectionBytes {
    private OwnSectionBytes() {
    }

    @FunctionalInterface
    private interface Elements {
        void write(JsonGenerator g) throws IOException;
    }

    static byte[] predicates(Map<String, Cardinality> cardinalities) throws IOException {
        return array("predicates", g -> {
            for (Map.Entry<String, Cardinality> p : cardinalities.entrySet()) {
                g.writeStartObject();
                g.writeStringField("predicate", p.getKey());
                g.writeStringField("cardinality", p.getValue().jsonName());
                g.writeEndObject();
            }
        });
    }

    static byte[] flags(List<RecheckFlag> flags) throws IOException {
        return array("flags", g -> {
            for (RecheckFlag f : flags) {
                AuditJson.writeFlag(g, f);
            }
        });
    }

    static byte[] audit(List<AuditEntry> audit) throws IOException {
        return array("audit", g -> {
            for (AuditEntry e : audit) {
                AuditJson.writeEntry(g, e);
            }
        });
    }

    /** A member {@code "name": [...]} of the top-level object, and its separator, to add after the last one. */
    static byte[] member(String name, byte[] array) {
        byte[] head = (",\n  \"" + name + "\": ").getBytes(StandardCharsets.UTF_8);
        byte[] all = Arrays.copyOf(head, head.length + array.length);
        System.arraycopy(array, 0, all, head.length, array.length);
        return all;
    }

    /** Writes {@code {"name": [...]}} as a store's top level is printed and keeps the array's bytes. */
    private static byte[] array(String name, Elements elements) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try (JsonGenerator g = new JsonFactory().createGenerator(buffer, JsonEncoding.UTF8)) {
            g.setPrettyPrinter(new OneFactPerLinePrinter());
            g.writeStartObject();
            g.writeFieldName(name);
            g.writeStartArray();
            elements.write(g);
            g.writeEndArray();
            g.writeEndObject();
        }
        byte[] whole = buffer.toByteArray();
        int from = ("{\n  \"" + name + "\": ").getBytes(StandardCharsets.UTF_8).length;
        int to = whole.length - "\n}".length();
        if (whole[from] != '[' || whole[to - 1] != ']') {
            throw new IllegalStateException("the printer laid out the " + name + " section unexpectedly");
        }
        return Arrays.copyOfRange(whole, from, to);
    }
}
