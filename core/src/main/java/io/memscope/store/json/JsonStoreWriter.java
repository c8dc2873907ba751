package io.memscope.store.json;

import io.memscope.store.codec.FactJson;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.SerializedString;
import io.memscope.model.AuditEntry;
import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.RecheckFlag;
import io.memscope.store.codec.AuditJson;
import io.memscope.store.StoreException;
import io.memscope.store.StoreWriter;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a JSON store: the object form {@code {"facts": [...], "dependencies": [...], "predicates": [...]}}
 * with one fact per line, or JSON Lines (facts only) when the destination ends in {@code .jsonl}.
 * Facts stream straight to disk; dependencies and predicates (few) are kept until the facts are done.
 * Everything goes to a temporary file beside the destination, which {@link #commit()} syncs and renames
 * over the destination in one step, so readers see either the old file or the complete new one.
 */
public final class JsonStoreWriter implements StoreWriter {
    private final Path destination;
    private final Path temp;
    private final boolean jsonLines;
    private final FileChannel channel;
    private final JsonGenerator g;
    private final FactJson factJson;
    private final List<Dependency> dependencies = new ArrayList<>();
    private final Map<String, Cardinality> predicates = new LinkedHashMap<>();
    private final List<RecheckFlag> flags = new ArrayList<>();
    private final List<AuditEntry> audit = new ArrayList<>();
    private boolean committed;
    private boolean closed;

    private JsonStoreWriter(Path destination, Path temp, FileChannel channel, JsonGenerator g) {
        this.destination = destination;
        this.temp = temp;
        this.jsonLines = JsonStoreReader.isJsonLines(destination);
        this.channel = channel;
        this.g = g;
        this.factJson = new FactJson(g);
    }

    public static JsonStoreWriter create(Path destination) throws StoreException {
        return create(destination, null);
    }

    /**
     * A writer whose object form starts with a one-line {@code "description"} (null: none), so a copy
     * of a store that carried one keeps it.
     */
    public static JsonStoreWriter create(Path destination, String description) throws StoreException {
        Path absolute = destination.toAbsolutePath();
        Path temp = null;
        try {
            io.memscope.store.TempFiles.removeLeftovers(absolute);
            temp = io.memscope.store.TempFiles.beside(absolute, "");
            FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.CREATE_NEW);
            OutputStream out = Channels.newOutputStream(channel);
            JsonGenerator g = new JsonFactory().createGenerator(out, JsonEncoding.UTF8);
            JsonStoreWriter writer = new JsonStoreWriter(destination, temp, channel, g);
            writer.begin(description);
            return writer;
        } catch (IOException e) {
            deleteQuietly(temp);
            throw new StoreException(destination + ": cannot write: " + e.getMessage());
        }
    }

    private void begin(String description) throws IOException {
        if (jsonLines) {
            g.setRootValueSeparator(new SerializedString(""));
            return;
        }
        g.setPrettyPrinter(new OneFactPerLinePrinter());
        g.writeStartObject();
        if (description != null) {
            g.writeStringField("description", description);
        }
        g.writeFieldName("facts");
        g.writeStartArray();
    }

    @Override
    public void predicate(String predicate, Cardinality cardinality) throws StoreException {
        checkOpen();
        predicates.put(predicate, cardinality);
    }

    @Override
    public void fact(Fact fact) throws StoreException {
        checkOpen();
        try {
            factJson.write(fact);
            if (jsonLines) {
                g.writeRaw('\n');
            }
        } catch (IllegalArgumentException e) {
            throw new StoreException(destination + ": cannot write fact " + fact.id() + ": " + e.getMessage());
        } catch (IOException e) {
            throw failed(e);
        }
    }

    /** Kept for the object form; JSON Lines holds facts only, so there they are not written. */
    @Override
    public void dependency(Dependency dependency) throws StoreException {
        checkOpen();
        dependencies.add(dependency);
    }

    @Override
    public boolean keepsLog() {
        return !jsonLines;
    }

    /** A recheck flag, written to the {@code flags} section (object form only). */
    public void flag(RecheckFlag flag) throws StoreException {
        checkOpen();
        requireObjectForm("recheck flags");
        flags.add(flag);
    }

    /** An audit entry, written to the {@code audit} section in the order given (object form only). */
    public void audit(AuditEntry entry) throws StoreException {
        checkOpen();
        requireObjectForm("the audit log");
        audit.add(entry);
    }

    private void requireObjectForm(String what) throws StoreException {
        if (jsonLines) {
            throw new StoreException(destination + ": a JSON Lines file holds facts only, not " + what
                    + "; use a .json store to keep them");
        }
    }

    @Override
    public void commit() throws StoreException {
        checkOpen();
        try {
            if (!jsonLines) {
                finishObjectForm();
            }
            g.flush();
            channel.force(true);
            g.close();
            moveIntoPlace();
            committed = true;
        } catch (IOException e) {
            throw failed(e);
        } finally {
            close();
        }
    }

    private void finishObjectForm() throws IOException {
        g.writeEndArray();
        if (!dependencies.isEmpty()) {
            g.writeFieldName("dependencies");
            g.writeStartArray();
            for (Dependency d : dependencies) {
                g.writeStartObject();
                g.writeFieldName("fact_id");
                factJson.writeId(d.factId());
                g.writeFieldName("depends_on");
                factJson.writeId(d.dependsOn());
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        if (!predicates.isEmpty()) {
            g.writeFieldName("predicates");
            g.writeStartArray();
            for (Map.Entry<String, Cardinality> p : predicates.entrySet()) {
                g.writeStartObject();
                g.writeStringField("predicate", p.getKey());
                g.writeStringField("cardinality", p.getValue().jsonName());
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        if (!flags.isEmpty()) {
            g.writeFieldName("flags");
            g.writeStartArray();
            for (RecheckFlag f : flags) {
                AuditJson.writeFlag(g, f);
            }
            g.writeEndArray();
        }
        if (!audit.isEmpty()) {
            g.writeFieldName("audit");
            g.writeStartArray();
            for (AuditEntry e : audit) {
                AuditJson.writeEntry(g, e);
            }
            g.writeEndArray();
        }
        g.writeEndObject();
        g.writeRaw('\n');
    }

    private void moveIntoPlace() throws IOException {
        keepPermissions();
        try {
            Files.move(temp, destination, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            throw new IOException("the file system cannot replace the destination atomically", e);
        }
        syncDirectory();
    }

    /**
     * A temp file is created private (rw-------); the file should keep the mode, owner and group of the file
     * it replaces, or get the usual rw-r--r-- when new.
     */
    private void keepPermissions() throws IOException {
        try {
            if (Files.exists(destination)) {
                ReplacedFile.keepAttributes(destination, temp);
            } else {
                Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rw-r--r--"));
            }
        } catch (UnsupportedOperationException notPosix) {
            // other file systems keep their own defaults
        }
    }

    /** Makes the rename itself durable; not every platform can open a directory, which is harmless. */
    private void syncDirectory() {
        ReplacedFile.syncDirectory(temp.getParent());
    }

    /** Discards everything unless committed; an existing destination is never touched. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            g.close();
        } catch (IOException ignored) {
            // the temp file is deleted below anyway
        }
        try {
            channel.close();
        } catch (IOException ignored) {
            // as above
        }
        if (!committed) {
            deleteQuietly(temp);
        }
    }

    private void checkOpen() throws StoreException {
        if (closed) {
            throw new StoreException(destination + ": the writer is already "
                    + (committed ? "committed" : "closed"));
        }
    }

    private StoreException failed(IOException e) {
        return new StoreException(destination + ": cannot write: " + e.getMessage());
    }

    private static void deleteQuietly(Path p) {
        if (p == null) {
            return;
        }
        try {
            Files.deleteIfExists(p);
        } catch (IOException ignored) {
            // a stray temp file is harmless and hidden (dot name)
        }
    }
}
