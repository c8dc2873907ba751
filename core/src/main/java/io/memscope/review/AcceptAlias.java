package io.memscope.review;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.memscope.model.Fact;
import io.memscope.store.StoreException;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Objects;

/**
 * Puts on the record that two predicates name one attribute, or two subject keys one entity, and links the
 * fact pairs the operator confirmed with it, all in one audit entry, so one undo takes back the alias and
 * its links together. The alias lives in the entry's reason, as a dismissal does, so every store that keeps
 * an audit log keeps aliases without a new table; {@link AcceptedAliases} reads them back.
 */
public final class AcceptAlias implements ReviewAction {
    static final String NAME = "alias";

    /** What the two names are names of. */
    public enum Kind {
        PREDICATE("predicate"), SUBJECT("subject");

        final String word;

        Kind(String word) {
            this.word = word;
        }
    }

    /** An older fact and the newer fact that replaces it under the alias. */
    public record Link(Fact older, Fact newer) {
        public Link {
            Objects.requireNonNull(older, "older");
            Objects.requireNonNull(newer, "newer");
        }
    }

    private final Kind kind;
    private final String first;
    private final String second;
    private final List<Link> links;
    private final String why;

    /** @param links the pairs to supersede with it, as the operator saw them; may be empty */
    public AcceptAlias(Kind kind, String first, String second, List<Link> links, String why) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.first = Objects.requireNonNull(first, "first");
        this.second = Objects.requireNonNull(second, "second");
        this.links = List.copyOf(links);
        this.why = why;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return kind.word + "s \"" + first + "\" and \"" + second + "\" are one " + (kind == Kind.PREDICATE
                ? "attribute" : "entity") + (links.isEmpty() ? "" : ", and " + links.size()
                + (links.size() == 1 ? " fact is" : " facts are") + " superseded under it");
    }

    @Override
    public String reason() {
        return prefix(kind) + pair(first, second) + (why == null || why.isBlank() ? "" : AcceptedAliases.WHY + why.strip());
    }

    @Override
    public void execute(ActionContext context) throws StoreException {
        if (first.isBlank() || second.isBlank() || first.equals(second)) {
            throw context.refused("an alias needs two different " + kind.word + " names, not \"" + first
                    + "\" and \"" + second + "\"");
        }
        for (Link link : links) {
            SupersedeByHand.acceptingSuggestion(link.older(), link.newer(), null).execute(context);
        }
    }

    /** An alias without links changes no fact, and is still a decision worth its entry. */
    @Override
    public boolean recordsOnly() {
        return true;
    }

    static String prefix(Kind kind) {
        return "accepted " + kind.word + " alias ";
    }

    /** The two names as a JSON array: a name may hold any character, and the array is read back exactly. */
    static String pair(String a, String b) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = new JsonFactory().createGenerator(out)) {
            g.writeStartArray();
            g.writeString(a);
            g.writeString(b);
            g.writeEndArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}
