package io.memscope.store.json;

import io.memscope.store.StoreFormat;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Every JSON shape memscope reads besides its own, in the order they are asked: the first that recognises a
 * file reads it. Shapes that name their own keys or fields come before those told by one field
 * (Supersede's {@code object}), so a shape with fewer clues never takes another's file.
 */
final class ForeignFormats {
    static final List<ForeignFormat> ALL = List.of(
            new GraphitiShapes.Edges(),
            new GraphitiShapes.Facts(),
            new ApocExport(),
            new Mem0Shapes.GetAll(),
            new Mem0Shapes.History(),
            new SupersedeFacts());

    private ForeignFormats() {
    }

    /** The shapes of one system, its usual one first (the one {@code --format} falls back to). */
    static List<ForeignFormat> of(StoreFormat system) {
        return ALL.stream().filter(f -> f.system() == system).toList();
    }

    static ForeignFormat recognise(FirstLook look, List<ForeignFormat> shapes) {
        for (ForeignFormat f : shapes) {
            if (f.recognises(look)) {
                return f;
            }
        }
        return null;
    }

    /** The one line that refuses a file no shape recognises, naming every shape it was compared with. */
    static String refusal() {
        return "not a store memscope knows: its fields match none of memscope's facts, "
                + ALL.stream().map(ForeignFormat::name).collect(Collectors.joining(", "))
                + " (--format reads it as one of them)";
    }
}
