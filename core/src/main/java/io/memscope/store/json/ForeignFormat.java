package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonParser;
import io.memscope.model.Cardinality;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * One JSON shape another memory system writes (Graphiti's edges, Mem0's {@code get_all}, ...): its name, how it
 * recognises itself from what {@link FormatSniffer} saw of a file's head, and how its records become facts.
 * Every shape is listed once in {@link ForeignFormats}; adding one is a class and a line there, no switch to
 * extend. Shapes are always read read-only.
 */
interface ForeignFormat {
    /** The system, which {@code --format} names and {@code check --json} reports. */
    StoreFormat system();

    /** The shape for people, in the message that refuses a file no shape recognises. */
    String name();

    /** Whether the head of a file is this shape; conservative, since the first shape that says yes reads it. */
    boolean recognises(FirstLook look);

    /** Where each fact field comes from, for {@code check --json} and the window. */
    Map<String, String> mapping();

    /** A shape whose records are translated here into facts, one small tree at a time. */
    interface Records extends ForeignFormat {
        ForeignFacts read(Input in) throws IOException, StoreException;
    }

    /** What a shape reads from: the parser at the file's start, and the file, for messages and its time. */
    record Input(JsonParser parser, boolean jsonLines, JsonErrors errors, Path file) {
    }

    /** The facts a shape read, in the order they are indexed, and the cardinalities the shape implies. */
    record ForeignFacts(List<FactDraft> drafts, Map<String, Cardinality> cardinalities) {
    }
}
