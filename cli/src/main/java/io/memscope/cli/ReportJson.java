package io.memscope.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.memscope.model.AnalysisReport;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.FindingKind;
import io.memscope.model.StoreSummary;
import io.memscope.store.StoreSource;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;

/**
 * The {@code check --json} report. Its shape is a contract with scripts outside the project:
 * keys may be added, never renamed or removed. Ids keep the type the store gave them.
 */
final class ReportJson {
    private ReportJson() {
    }

    /** The report, with how the store was read: its format, the mapping used and the links memscope inferred. */
    static void write(AnalysisReport report, StoreSource source, Writer out) {
        try (JsonGenerator g = new JsonFactory().createGenerator(out)) {
            g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            g.useDefaultPrettyPrinter();
            StoreSummary s = report.summary();
            g.writeStartObject();
            g.writeStringField("store", report.store());
            g.writeStringField("format", source.format().jsonName());
            g.writeObjectFieldStart("mapping");
            for (Map.Entry<String, String> e : source.mapping().entrySet()) {
                g.writeStringField(e.getKey(), e.getValue());
            }
            g.writeEndObject();
            g.writeNumberField("inferred_links", source.inferredLinks());
            g.writeNumberField("facts", s.facts());
            g.writeNumberField("subjects", s.subjects());
            g.writeNumberField("current", s.current());
            g.writeNumberField("superseded", s.superseded());
            g.writeNumberField("invalidated", s.invalidated());
            writeGroupFindings(g, "contradictions", report.contradictions());
            writeGroupFindings(g, "duplicates", report.duplicates());
            List<Finding> aliased = report.ofKind(FindingKind.ALIAS_CONTRADICTION);
            if (!aliased.isEmpty()) { // a key of its own, so a script that reads "contradictions" reads what it did
                writeGroupFindings(g, "alias_contradictions", aliased);
            }
            g.writeArrayFieldStart("problems");
            for (Finding f : report.problems()) {
                g.writeStartObject();
                g.writeStringField("kind", f.kind().jsonName());
                writeIds(g, f.factIds());
                g.writeStringField("subject", f.subject());
                g.writeStringField("predicate", f.predicate());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
            g.writeRaw('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void writeGroupFindings(JsonGenerator g, String name, List<Finding> findings) throws IOException {
        g.writeArrayFieldStart(name);
        for (Finding f : findings) {
            g.writeStartObject();
            g.writeStringField("subject", f.subject());
            g.writeStringField("predicate", f.predicate());
            writeIds(g, f.factIds());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void writeIds(JsonGenerator g, List<FactId> ids) throws IOException {
        g.writeArrayFieldStart("fact_ids");
        for (FactId id : ids) {
            writeId(g, id);
        }
        g.writeEndArray();
    }

    static void writeId(JsonGenerator g, FactId id) throws IOException {
        if (id.isNumeric()) {
            g.writeNumber(id.number());
        } else {
            g.writeString(id.toString());
        }
    }
}
