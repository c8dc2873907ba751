package io.memscope.ui.review;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.memscope.model.AuditEntry;
import io.memscope.store.AtomicFile;
import io.memscope.store.AuditJson;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/** Writes the audit log (as filtered) to CSV or JSON, atomically, off the JavaFX thread. */
final class AuditFiles {
    private AuditFiles() {
    }

    static void write(List<AuditEntry> shown, Path to, boolean json, ActionsModel model) {
        List<AuditEntry> entries = List.copyOf(shown);
        Thread writer = new Thread(() -> {
            try (AtomicFile file = AtomicFile.create(to);
                 Writer out = new OutputStreamWriter(file.stream(), StandardCharsets.UTF_8)) {
                if (json) {
                    writeJson(entries, out);
                } else {
                    writeCsv(entries, out);
                }
                out.flush();
                file.commit();
                javafx.application.Platform.runLater(() -> model.lastResultProperty().set(
                        "Exported " + entries.size() + " audit entries to " + to));
            } catch (IOException e) {
                javafx.application.Platform.runLater(() -> model.lastResultProperty().set(
                        to + ": cannot write: " + e.getMessage()));
            }
        }, "memscope-audit-export");
        writer.setDaemon(true);
        writer.start();
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
