package io.memscope.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.memscope.model.Fact;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.codec.FactJson;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.List;

@Command(name = "current", mixinStandardHelpOptions = true,
        description = {"Print what an agent should believe about a subject now or at a given time.",
                "The facts valid at T (now by default): valid_from <= T and (valid_to null or valid_to > T)."})
final class CurrentCommand extends StoreCommand {
    @Option(names = "--subject", required = true, paramLabel = "S", description = "The subject, e.g. user:rachel.")
    String subject;

    @Option(names = "--predicate", paramLabel = "P", description = "Only this predicate.")
    String predicate;

    @Option(names = "--as-of", paramLabel = "TIME",
            description = "ISO-8601 instant (2024-05-01T12:00:00Z) or date (UTC); default: now.")
    String asOf;

    @Option(names = "--json", description = "Print JSON: {\"subject\", \"as_of\", \"facts\": [...]}.")
    boolean json;

    @Override
    protected int run(MemoryStore store, PrintWriter out) throws StoreException, UsageException {
        Instant t = asOf == null ? Instant.now() : Timestamps.parse(asOf);
        List<Fact> facts = store.factsAsOf(subject, predicate, t);
        if (json) {
            writeJson(store, t, facts, out);
        } else {
            writeText(t, facts, out);
        }
        out.flush();
        return MemscopeCli.OK;
    }

    private void writeText(Instant t, List<Fact> facts, PrintWriter out) {
        out.printf("%s as of %s%n", subject, t);
        if (facts.isEmpty()) {
            out.println("  (nothing known" + (predicate == null ? "" : " for " + predicate) + ")");
        }
        for (Fact f : facts) {
            out.printf("  %-20s %s    [fact %s, since %s%s]%n", f.predicate(), f.value(), f.id(),
                    f.validFrom() == null ? "unknown" : f.validFrom(),
                    f.source() == null ? "" : ", from " + f.source());
        }
    }

    private void writeJson(MemoryStore store, Instant t, List<Fact> facts, PrintWriter out) {
        try (JsonGenerator g = new JsonFactory().createGenerator(out)) {
            g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeStringField("store", store.descriptor().location());
            g.writeStringField("subject", subject);
            if (predicate != null) {
                g.writeStringField("predicate", predicate);
            }
            g.writeStringField("as_of", t.toString());
            g.writeArrayFieldStart("facts");
            FactJson factJson = new FactJson(g);
            for (Fact f : facts) {
                factJson.write(f);
            }
            g.writeEndArray();
            g.writeEndObject();
            g.writeRaw('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
