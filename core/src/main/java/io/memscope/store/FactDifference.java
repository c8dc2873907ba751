package io.memscope.store;

import io.memscope.model.Fact;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Says in a few words how a stored fact differs from the version an operator saw, for conflict messages. */
public final class FactDifference {
    private FactDifference() {
    }

    public static String describe(Fact seen, Fact now) {
        List<String> parts = new ArrayList<>();
        field(parts, "value", seen.value(), now.value());
        field(parts, "valid_from", seen.validFrom(), now.validFrom());
        field(parts, "valid_to", seen.validTo(), now.validTo());
        field(parts, "superseded_by", seen.supersededBy(), now.supersededBy());
        field(parts, "subject", seen.subject(), now.subject());
        field(parts, "predicate", seen.predicate(), now.predicate());
        return parts.isEmpty() ? "its provenance changed" : String.join(", ", parts);
    }

    private static void field(List<String> parts, String name, Object was, Object is) {
        if (!Objects.equals(was, is)) {
            parts.add(name + " was " + show(was) + ", is now " + show(is));
        }
    }

    private static String show(Object v) {
        return v == null ? "null" : v.toString();
    }
}
