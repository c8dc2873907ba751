package io.memscope.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import io.memscope.model.Fact;

import java.io.IOException;

/** One fact as a JSON object with the store contract's field names; ids and values keep their type. */
final class FactJson {
    private FactJson() {
    }

    static void write(JsonGenerator g, Fact f) throws IOException {
        g.writeStartObject();
        g.writeFieldName("id");
        ReportJson.writeId(g, f.id());
        g.writeStringField("subject", f.subject());
        g.writeStringField("predicate", f.predicate());
        g.writeFieldName("value");
        switch (f.valueKind()) {
            case NUMBER -> g.writeNumber(f.value());
            case BOOLEAN -> g.writeBoolean(Boolean.parseBoolean(f.value()));
            default -> g.writeString(f.value());
        }
        g.writeStringField("valid_from", f.validFrom() == null ? null : f.validFrom().toString());
        g.writeStringField("valid_to", f.validTo() == null ? null : f.validTo().toString());
        g.writeFieldName("superseded_by");
        if (f.supersededBy() == null) {
            g.writeNull();
        } else {
            ReportJson.writeId(g, f.supersededBy());
        }
        if (f.recordedAt() != null) {
            g.writeStringField("recorded_at", f.recordedAt().toString());
        }
        if (f.source() != null) {
            g.writeStringField("source", f.source());
        }
        if (f.agent() != null) {
            g.writeStringField("agent", f.agent());
        }
        if (f.confidence() != null) {
            g.writeNumberField("confidence", f.confidence());
        }
        g.writeEndObject();
    }
}
