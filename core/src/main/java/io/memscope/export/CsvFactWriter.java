package io.memscope.export;

import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.store.AtomicFile;
import io.memscope.store.StoreException;
import io.memscope.store.StoreWriter;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Facts as CSV (RFC 4180: comma separated, fields with commas, quotes or line breaks quoted, quotes
 * doubled), one fact a row with a header, for spreadsheets and scripts. CSV holds one table, so
 * dependencies and cardinalities are left out (use JSON or H2 to keep them); {@code status} is added
 * so a row says at a glance whether the fact is current.
 */
public final class CsvFactWriter implements StoreWriter {
    static final String HEADER = "id,subject,predicate,value,valid_from,valid_to,superseded_by,recorded_at,"
            + "source,agent,confidence,status,metadata";
    private final AtomicFile file;
    private final Writer out;

    private CsvFactWriter(AtomicFile file) throws IOException {
        this.file = file;
        this.out = new BufferedWriter(new OutputStreamWriter(file.stream(), StandardCharsets.UTF_8), 1 << 16);
        out.write(HEADER);
        out.write("\r\n");
    }

    public static CsvFactWriter create(Path destination) throws StoreException {
        try {
            return new CsvFactWriter(AtomicFile.create(destination));
        } catch (IOException e) {
            throw new StoreException(destination + ": cannot write: " + e.getMessage(), e);
        }
    }

    @Override
    public void predicate(String predicate, Cardinality cardinality) {
        // one table only: see the class comment
    }

    @Override
    public void dependency(Dependency dependency) {
        // one table only: see the class comment
    }

    @Override
    public void fact(Fact f) throws StoreException {
        try {
            field(f.id().toString());
            field(f.subject());
            field(f.predicate());
            field(f.value());
            field(time(f.validFrom()));
            field(time(f.validTo()));
            field(f.supersededBy() == null ? null : f.supersededBy().toString());
            field(time(f.recordedAt()));
            field(f.source());
            field(f.agent());
            field(f.confidence() == null ? null : f.confidence().toString());
            field(f.status().name().toLowerCase(Locale.ROOT));
            last(f.metadata().isEmpty() ? null : f.metadata().entrySet().stream()
                    .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining("; ")));
        } catch (IOException e) {
            throw new StoreException(file.destination() + ": cannot write: " + e.getMessage(), e);
        }
    }

    private void field(String value) throws IOException {
        write(value);
        out.write(',');
    }

    private void last(String value) throws IOException {
        write(value);
        out.write("\r\n");
    }

    private void write(String value) throws IOException {
        if (value == null) {
            return;
        }
        boolean quote = value.indexOf(',') >= 0 || value.indexOf('"') >= 0 || value.indexOf('\n') >= 0
                || value.indexOf('\r') >= 0 || (!value.isEmpty() && (value.charAt(0) == ' ' || value.endsWith(" ")));
        if (quote) {
            out.write('"');
            out.write(value.replace("\"", "\"\""));
            out.write('"');
        } else {
            out.write(value);
        }
    }

    private static String time(Instant t) {
        return t == null ? null : t.toString();
    }

    @Override
    public void commit() throws StoreException {
        try {
            out.flush();
            file.commit();
        } catch (IOException e) {
            throw new StoreException(file.destination() + ": cannot write: " + e.getMessage(), e);
        } finally {
            close();
        }
    }

    @Override
    public void close() {
        file.close();
    }

}
