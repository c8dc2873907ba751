package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.PrettyPrinter;

import java.io.IOException;

/**
 * Lays a store out for people and for diffs: the sections of the top-level object and the entries of
 * each section on their own lines, each entry (a fact, a dependency, a predicate) on a single line.
 * Changing one fact then changes one line of a diff. Stateful (tracks depth): one per generator.
 */
final class OneFactPerLinePrinter implements PrettyPrinter {
    private int depth;

    private static void newline(JsonGenerator g, int indent) throws IOException {
        g.writeRaw('\n');
        for (int i = 0; i < indent; i++) {
            g.writeRaw("  ");
        }
    }

    @Override
    public void writeRootValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw('\n');
    }

    @Override
    public void writeStartObject(JsonGenerator g) throws IOException {
        g.writeRaw('{');
        depth++;
    }

    @Override
    public void beforeObjectEntries(JsonGenerator g) throws IOException {
        if (depth == 1) {
            newline(g, 1);
        }
    }

    @Override
    public void writeObjectFieldValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw(": ");
    }

    @Override
    public void writeObjectEntrySeparator(JsonGenerator g) throws IOException {
        g.writeRaw(',');
        if (depth == 1) {
            newline(g, 1);
        } else {
            g.writeRaw(' ');
        }
    }

    @Override
    public void writeEndObject(JsonGenerator g, int nrOfEntries) throws IOException {
        depth--;
        if (depth == 0 && nrOfEntries > 0) {
            g.writeRaw('\n');
        }
        g.writeRaw('}');
    }

    @Override
    public void writeStartArray(JsonGenerator g) throws IOException {
        g.writeRaw('[');
        depth++;
    }

    @Override
    public void beforeArrayValues(JsonGenerator g) throws IOException {
        if (depth <= 2) {
            newline(g, depth);
        }
    }

    @Override
    public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw(',');
        if (depth <= 2) {
            newline(g, depth);
        } else {
            g.writeRaw(' ');
        }
    }

    @Override
    public void writeEndArray(JsonGenerator g, int nrOfValues) throws IOException {
        depth--;
        if (depth <= 1 && nrOfValues > 0) {
            newline(g, depth);
        }
        g.writeRaw(']');
    }
}
