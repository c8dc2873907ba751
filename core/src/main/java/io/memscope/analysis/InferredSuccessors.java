package io.memscope.analysis;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * The successor rule for stores that keep no successor pointer (Graphiti closes an old edge by setting its
 * {@code invalid_at} to the new edge's {@code valid_at} and links nothing): an edge that ended at T is
 * superseded by the one edge of the same subject and predicate that began at T. With two or more such
 * edges none is chosen: memscope cannot know which one was meant, and a guess would hide a real
 * contradiction. Every Graphiti reader goes through here so that a JSON export and the live graph it came
 * from give the same chains.
 */
public final class InferredSuccessors {
    private InferredSuccessors() {
    }

    /**
     * Calls {@code link(old, successor)} for every edge of {@code edges} whose successor can be inferred, and
     * returns how many were. {@code start} and {@code end} give an edge's instants (any type with equals, the
     * same for both), null where the edge has none.
     */
    public static <E, T> int link(List<E> edges, Function<E, String> subject, Function<E, String> predicate,
                                  Function<E, T> start, Function<E, T> end, BiConsumer<E, E> link) {
        Map<Moment<T>, List<E>> byStart = new HashMap<>();
        for (E e : edges) {
            T from = start.apply(e);
            if (from != null) {
                byStart.computeIfAbsent(new Moment<>(subject.apply(e), predicate.apply(e), from),
                        k -> new ArrayList<>(1)).add(e);
            }
        }
        int linked = 0;
        for (E e : edges) {
            T to = end.apply(e);
            if (to == null) {
                continue;
            }
            List<E> candidates = byStart.getOrDefault(new Moment<>(subject.apply(e), predicate.apply(e), to), List.of());
            E only = onlyOtherThan(candidates, e);
            if (only != null) {
                link.accept(e, only);
                linked++;
            }
        }
        return linked;
    }

    /** The single candidate that is not {@code self} (an edge that ends where it starts is no successor of itself). */
    private static <E> E onlyOtherThan(List<E> candidates, E self) {
        E found = null;
        for (E c : candidates) {
            if (c == self) {
                continue;
            }
            if (found != null) {
                return null;
            }
            found = c;
        }
        return found;
    }

    private record Moment<T>(String subject, String predicate, T at) {
    }
}
