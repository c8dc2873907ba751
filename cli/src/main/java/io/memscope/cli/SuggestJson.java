package io.memscope.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.memscope.suggest.Suggestion;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;

/**
 * The {@code suggest --json} output; like {@code check --json} a contract: keys may be added, never renamed.
 * Fact ids keep the type the store gave them.
 */
final class SuggestJson {
    private SuggestJson() {
    }

    static void write(String store, List<Suggestion> suggestions, Writer out) {
        try (JsonGenerator g = new JsonFactory().createGenerator(out)) {
            g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeStringField("store", store);
            g.writeArrayFieldStart("suggestions");
            for (Suggestion s : suggestions) {
                g.writeStartObject();
                g.writeStringField("kind", s.kind());
                if (s instanceof Suggestion.ImplicitSupersession i) {
                    g.writeFieldName("old");
                    ReportJson.writeId(g, i.oldFact());
                    g.writeFieldName("new");
                    ReportJson.writeId(g, i.newFact());
                } else if (s instanceof Suggestion.PredicateAlias p) {
                    writePair(g, "predicates", p.predicates());
                } else if (s instanceof Suggestion.SubjectAlias p) {
                    writePair(g, "subjects", p.subjects());
                }
                g.writeNumberField("score", s.score());
                g.writeStringField("why", s.why());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
            g.writeRaw('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void writePair(JsonGenerator g, String name, List<String> pair) throws IOException {
        g.writeArrayFieldStart(name);
        for (String s : pair) {
            g.writeString(s);
        }
        g.writeEndArray();
    }
}
