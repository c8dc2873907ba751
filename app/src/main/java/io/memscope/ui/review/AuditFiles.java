package io.memscope.ui.review;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.memscope.model.AuditEntry;
import io.memscope.store.AtomicFile;
import io.memscope.store.codec.AuditJson;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/** Writes the audit log (as filtered) to CSV or JSON, atomically. */
final class AuditFiles {
    private AuditFiles() {
    }

    /** Writes the entries to {@code to} atomically; runs on a worker thread (see ActionsViewModel#exportLog). */
    static void write(List<AuditEntry> entries, Path to, boolean json) throws IOException {
        try (AtomicFile file = AtomicFile.create(to);
             Writer out = new OutputStreamWriter(file.stream(), StandardCharsets.UTF_8)) {
            if (json) {
                writeJson(entries, out);
            } else {
                writeCsv(entries, out);
            }
            out.flush();
            file.commit();
        }
    }

    private static void writeJson(List<AuditEntry> entries, Writer out) throws IOException {
        JsonGenerator g = new JsonFactory().createGenerator(out);
        g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        g.useDefaultPrettyPrinter();
        g.writeStartArray();
        for (AuditEntry e : entries) {
            AuditJson.writeEntry(g, e);
        }
        g.writeEndArray();
        g.flush();
    }

    private static void writeCsv(List<AuditEntry> entries, Writer out) throws IOException {
        out.write("sequence,time,operator,action,undoes,reason,changes,previous_hash,hash\r\n");
        for (AuditEntry e : entries) {
            out.write(e.sequence() + "," + e.time() + "," + csv(e.operator()) + "," + csv(e.action()) + ","
                    + (e.undoes() == null ? "" : e.undoes()) + "," + csv(e.reason()) + ","
                    + csv(AuditJson.changesText(e)) + "," + e.previousHash() + "," + e.hash() + "\r\n");
        }
    }

    private static String csv(String s) {
        if (s == null) {
            return "";
        }
        return s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")
                ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }
}
