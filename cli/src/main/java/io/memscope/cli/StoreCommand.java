package io.memscope.cli;

import io.memscope.store.MemoryStore;
import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import io.memscope.review.WrittenHeads;
import io.memscope.store.OpenRequest;
import io.memscope.store.OutOfMemory;
import io.memscope.store.Redaction;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreKind;
import io.memscope.store.open.StoreOpener;
import io.memscope.store.TableMapping;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

/**
 * What every command that reads a store shares: the STORE argument with how to read it ({@code --format}
 * for JSON files, {@code --table}/{@code --map} for SQL stores), opening it read-only, and turning a
 * {@link StoreException} into the one-line message and exit code 2.
 */
public abstract class StoreCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "STORE",
            description = "A .json, .jsonl, .mv.db or SQLite file, a JDBC URL"
                    + " (jdbc:h2:..., jdbc:postgresql://..., jdbc:sqlite:...), or a Neo4j URL holding a Graphiti"
                    + " graph (neo4j://host:7687, bolt://...; user and password in the URL or NEO4J_USERNAME,"
                    + " NEO4J_PASSWORD).")
    protected String store;

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "Read a JSON file as memscope, graphiti, mem0 or supersede, a SQLite file as mem0's"
                    + " history.db, or a PostgreSQL database as Mem0's pgvector table (mem0)"
                    + " (default: decided from its fields or tables).")
    String format;

    @Option(names = "--table", paramLabel = "NAME", description = "SQL stores: the table holding the facts (default: facts).")
    String table;

    @Option(names = "--map", paramLabel = "FIELD=COLUMN,...",
            description = "SQL stores: columns named otherwise, e.g. value=object,valid_from=valid_at,valid_to=invalid_at;"
                    + " dots walk into a JSON column (PostgreSQL, SQLite): subject=payload.user_id,value=payload.data;"
                    + " a|b takes the first that is not NULL.")
    String map;

    @CommandLine.Spec
    protected CommandLine.Model.CommandSpec spec;

    @Override
    public final Integer call() {
        try {
            OpenRequest request = new OpenRequest(store, !writes(), format(), mapping());
            beforeOpen(request);
            if (writes() && StoreKind.of(store) == StoreKind.H2) {
                // H2 changes its file merely by opening it for writing: ask first, so a refusal leaves it as it was
                try (MemoryStore asked = StoreOpener.open(request.readOnly(true), Progress.NONE)) {
                    rehearse(asked);
                }
            }
            return runOn(request);
        } catch (StoreException e) {
            spec.commandLine().getErr().println(spec.qualifiedName() + ": " + MemscopeCli.oneLine(e.getMessage()));
            return MemscopeCli.UNUSABLE;
        } catch (OutOfMemoryError e) {
            spec.commandLine().getErr().println(spec.qualifiedName() + ": "
                    + OutOfMemory.message("with " + Redaction.shown(store)));
            return MemscopeCli.UNUSABLE;
        } catch (UsageException e) {
            spec.commandLine().getErr().println(spec.qualifiedName() + ": " + MemscopeCli.oneLine(e.getMessage())
                    + " (see " + spec.qualifiedName() + " --help)");
            return MemscopeCli.UNUSABLE;
        }
    }

    private int runOn(OpenRequest request) throws StoreException, UsageException {
        try (MemoryStore opened = StoreOpener.open(request, Progress.NONE)) {
            warnOfMissingHead(opened);
            return run(opened, spec.commandLine().getOut());
        }
    }

    /** Says on stderr, before anything else, when the log lost what this machine wrote to it. */
    private void warnOfMissingHead(MemoryStore opened) throws StoreException {
        WrittenHeads heads = WrittenHeads.forUser();
        if (heads.last(opened.descriptor()).isPresent()) {
            heads.warning(opened.descriptor(), opened.auditLog()).ifPresent(w -> spec.commandLine().getErr()
                    .println(spec.qualifiedName() + ": warning: " + Redaction.shown(store) + ": " + w));
        }
    }

    /** What a command checks before the store is opened; by default nothing. */
    protected void beforeOpen(OpenRequest request) throws StoreException {
    }

    /**
     * For a command that writes: checks on the store opened read-only that the change would be made, and
     * throws the refusal it would get; by default nothing to check.
     */
    protected void rehearse(MemoryStore readOnly) throws StoreException, UsageException {
    }

    private StoreFormat format() throws UsageException {
        if (format == null) {
            return null;
        }
        StoreFormat f = StoreFormat.parse(format);
        if (f == null && !isOutputFormat(format)) {
            throw new UsageException("--format " + format + ": expected memscope, graphiti, mem0 or supersede");
        }
        return f;
    }

    /**
     * Whether a {@code --format} value names what the command writes rather than how to read STORE
     * ({@code export --format csv}); the two sets of names do not overlap.
     */
    protected boolean isOutputFormat(String value) {
        return false;
    }

    private TableMapping mapping() throws UsageException {
        try {
            return TableMapping.parse(table, map);
        } catch (IllegalArgumentException e) {
            throw new UsageException((map == null ? "--table" : "--map") + ": " + e.getMessage());
        }
    }

    /** Whether the command changes the store; all others open it read-only. */
    protected boolean writes() {
        return false;
    }

    protected abstract int run(MemoryStore store, PrintWriter out) throws StoreException, UsageException;

    /** Bad option values found after parsing (e.g. a timestamp that does not parse). */
    public static final class UsageException extends Exception {
        public UsageException(String message) {
            super(message);
        }
    }
}
