package io.memscope.store.jdbc;

import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A PostgreSQL script that recreates the store with {@code psql -f}: the same schema memscope
 * creates for its own stores, multi-row inserts, the indexes, all in one transaction so a failed
 * load leaves nothing behind. Literals are written as standard SQL strings (quotes doubled), which
 * PostgreSQL reads verbatim with its default standard_conforming_strings.
 */
public final class PostgresScriptWriter implements StoreWriter {
    private static final SqlDialect PG = SqlDialect.POSTGRESQL;
    private static final int ROWS_PER_INSERT = 500;
    private final AtomicFile file;
    private final Writer out;
    private final Map<String, Cardinality> predicates = new LinkedHashMap<>();
    /** Facts whose end has no time, marked after the inserts as {@link JdbcStoreWriter} marks them. */
    private final List<FactId> unknownEnds = new ArrayList<>();
    private boolean schemaWritten;
    private boolean textIds;
    private int rowsInStatement;
    private boolean dependenciesStarted;
    private int dependencyRows;

    private PostgresScriptWriter(AtomicFile file) {
        this.file = file;
        this.out = new BufferedWriter(new OutputStreamWriter(file.stream(), StandardCharsets.UTF_8), 1 << 16);
    }

    public static PostgresScriptWriter create(Path destination) throws StoreException {
        try {
            return new PostgresScriptWriter(AtomicFile.create(destination));
        } catch (IOException e) {
            throw new StoreException(destination + ": cannot write: " + e.getMessage(), e);
        }
    }

    @Override
    public void predicate(String predicate, Cardinality cardinality) {
        predicates.put(predicate, cardinality);
    }

    @Override
    public void fact(Fact f) throws StoreException {
        try {
            if (!schemaWritten) {
                writeSchema(!f.id().isNumeric());
            }
            if (!f.id().isNumeric() != textIds) {
                throw new StoreException(file.destination() + ": fact " + f.id()
                        + ": a store with both numeric and text ids cannot become one SQL table");
            }
            startRow("INSERT INTO " + PG.quote("facts") + " VALUES\n");
            out.write("(" + id(f.id()) + ", " + text(f.subject()) + ", " + text(f.predicate()) + ", "
                    + text(f.value()) + ", " + time(f.validFrom()) + ", " + time(f.validTo()) + ", "
                    + (f.supersededBy() == null ? "NULL" : id(f.supersededBy())) + ", " + time(f.recordedAt())
                    + ", " + text(f.source()) + ", " + text(f.agent()) + ", "
                    + (f.confidence() == null ? "NULL" : f.confidence().toString()) + ", "
                    + (f.metadata().isEmpty() ? "NULL" : text(MetadataJson.write(f.metadata()))) + ", "
                    + (f.inferredLink() ? "TRUE" : "NULL") + ")");
            if (f.unknownEnd()) {
                unknownEnds.add(f.id());
            }
        } catch (IOException e) {
            throw failed(e);
        } catch (IllegalArgumentException e) {
            throw new StoreException(file.destination() + ": fact " + f.id() + ": " + e.getMessage());
        }
    }

    @Override
    public void dependency(Dependency d) throws StoreException {
        try {
            if (!schemaWritten) {
                writeSchema(!d.factId().isNumeric());
            }
            if (!dependenciesStarted) {
                endStatement();
                dependenciesStarted = true;
            }
            if (dependencyRows++ % ROWS_PER_INSERT == 0) {
                if (dependencyRows > 1) {
                    out.write(";\n");
                }
                out.write("INSERT INTO " + PG.quote("fact_dependencies") + " VALUES\n");
            } else {
                out.write(",\n");
            }
            out.write("(" + id(d.factId()) + ", " + id(d.dependsOn()) + ")");
        } catch (IOException e) {
            throw failed(e);
        }
    }

    private void writeSchema(boolean textIdColumns) throws IOException {
        schemaWritten = true;
        textIds = textIdColumns;
        out.write("-- memscope export: load with  psql -v ON_ERROR_STOP=1 -f FILE  into an empty database\n");
        out.write("BEGIN;\nSET TIME ZONE 'UTC';\n");
        for (String ddl : StoreDdl.factTables(PG, textIdColumns ? PG.textType() : "BIGINT")) {
            out.write(ddl + ";\n");
        }
        out.write(StoreDdl.predicatesTable(PG) + ";\n");
        for (Map.Entry<String, Cardinality> p : predicates.entrySet()) {
            out.write("INSERT INTO " + PG.quote("memscope_predicates") + " VALUES (" + text(p.getKey()) + ", "
                    + text(p.getValue().jsonName()) + ");\n");
        }
    }

    private void startRow(String insert) throws IOException {
        if (rowsInStatement == ROWS_PER_INSERT) {
            endStatement();
        }
        out.write(rowsInStatement == 0 ? insert : ",\n");
        rowsInStatement++;
    }

    private void endStatement() throws IOException {
        if (rowsInStatement > 0) {
            out.write(";\n");
            rowsInStatement = 0;
        }
    }

    @Override
    public void commit() throws StoreException {
        try {
            if (!schemaWritten) {
                writeSchema(false);
            }
            endStatement();
            if (dependencyRows > 0) {
                out.write(";\n");
            }
            if (!unknownEnds.isEmpty()) {
                out.write(StoreDdl.unknownEndColumn(PG) + ";\n");
                for (FactId id : unknownEnds) {
                    out.write(StoreDdl.markUnknownEnd(PG).replace("?", id(id)) + ";\n");
                }
            }
            for (String index : StoreDdl.indexes(PG)) {
                out.write(index + ";\n");
            }
            out.write("COMMIT;\n");
            out.flush();
            file.commit();
        } catch (IOException e) {
            throw failed(e);
        } finally {
            close();
        }
    }

    @Override
    public void close() {
        file.close();
    }

    private String id(FactId id) {
        return id.isNumeric() ? Long.toString(id.number()) : text(id.toString());
    }

    private static String text(String s) {
        if (s == null) {
            return "NULL";
        }
        // PostgreSQL text cannot hold NUL; say so rather than write a script that fails to load.
        if (s.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("a value contains a NUL character, which PostgreSQL text cannot hold");
        }
        return "'" + s.replace("'", "''") + "'";
    }

    private static String time(Instant t) {
        return t == null ? "NULL" : "'" + t + "'";
    }

    private StoreException failed(IOException e) {
        return new StoreException(file.destination() + ": cannot write: " + e.getMessage(), e);
    }
}
