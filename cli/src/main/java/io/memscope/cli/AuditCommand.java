package io.memscope.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.memscope.analysis.AuditChain;
import io.memscope.model.AuditEntry;
import io.memscope.model.CardinalityChange;
import io.memscope.model.FactChange;
import io.memscope.model.FlagChange;
import io.memscope.store.codec.AuditJson;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

@Command(name = "audit", mixinStandardHelpOptions = true,
        description = {"Print the store's audit log, or check its hash chain with --verify; never writes.",
                "--verify: exit 0 intact, 1 broken (the first broken entry is printed) or, with --since N:HASH,",
                "cut short or rewritten since that head; 2 unusable input. --head prints N HASH."})
final class AuditCommand extends StoreCommand {
    @Option(names = "--json", description = "Print the entries as a JSON array, as stored (hashes included).")
    boolean json;

    @Option(names = "--verify", description = "Recompute the hash chain and say whether it is intact.")
    boolean verify;

    @Option(names = "--since", paramLabel = "N:HASH", description = "With --verify: the log must still hold entry N"
            + " with this hash (a head printed earlier by --head); exit 1 when it was cut short or rewritten.")
    String since;

    @Option(names = "--head", description = "Print the log's head, N HASH: the newest entry's number and hash,"
            + " to keep elsewhere and check later with --verify --since.")
    boolean head;

    @Override
    protected int run(MemoryStore store, PrintWriter out) throws StoreException, UsageException {
        AuditChain.Head anchor = null;
        if (since != null) {
            if (!verify) {
                throw new UsageException("--since goes with --verify");
            }
            try {
                anchor = AuditChain.Head.parse(since);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--since " + e.getMessage());
            }
        }
        List<AuditEntry> log = store.auditLog();
        if (head) {
            out.println(AuditChain.head(log));
        } else if (verify) {
            Optional<AuditChain.ChainBreak> broken = AuditChain.firstBreak(log);
            if (broken.isPresent()) {
                out.printf("audit log broken at entry #%d: %s%n", broken.get().sequence(), broken.get().reason());
                out.flush();
                return MemscopeCli.FINDINGS;
            }
            Optional<String> lost = anchor == null ? Optional.empty() : AuditChain.anchorProblem(log, anchor);
            if (lost.isPresent()) {
                out.printf("audit log does not hold the head given with --since: %s%n", lost.get());
                out.flush();
                return MemscopeCli.FINDINGS;
            }
            out.printf("audit log intact: %d entr%s%s%n", log.size(), log.size() == 1 ? "y" : "ies",
                    anchor == null ? "" : ", holding entry #" + anchor.sequence() + " as given");
        } else if (json) {
            writeJson(log, out);
        } else {
            writeText(log, out);
        }
        out.flush();
        return MemscopeCli.OK;
    }

    private static void writeText(List<AuditEntry> log, PrintWriter out) {
        if (log.isEmpty()) {
            out.println("(no audit entries)");
        }
        for (AuditEntry e : log) {
            out.printf("#%d  %s  %s  %s%s%s%n", e.sequence(), e.time(), e.operator(), e.action(),
                    e.undoes() == null ? "" : " #" + e.undoes(), e.reason() == null ? "" : "  \"" + e.reason() + "\"");
            for (FactChange c : e.facts()) {
                out.printf("    fact %s:%s%s%n", c.factId(),
                        change("valid_to", c.before().validTo(), c.after().validTo()),
                        change("superseded_by", c.before().supersededBy(), c.after().supersededBy()));
            }
            for (CardinalityChange c : e.cardinalities()) {
                out.printf("    predicate %s: %s -> %s%n", c.predicate(), name(c.before()), name(c.after()));
            }
            for (FlagChange c : e.flags()) {
                out.printf("    flag of fact %s: %s%n", c.factId(), c.after() == null ? "cleared"
                        : c.after().isDirect() ? "set" : "set (spread from fact " + c.after().spreadFrom() + ")");
            }
        }
    }

    private static String change(String field, Object before, Object after) {
        return Objects.equals(before, after) ? "" : " " + field + " " + before + " -> " + after;
    }

    private static String name(io.memscope.model.Cardinality c) {
        return c == null ? "undeclared" : c.jsonName();
    }

    private static void writeJson(List<AuditEntry> log, PrintWriter out) {
        try (JsonGenerator g = new JsonFactory().createGenerator(out)) {
            g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            g.useDefaultPrettyPrinter();
            g.writeStartArray();
            for (AuditEntry e : log) {
                AuditJson.writeEntry(g, e);
            }
            g.writeEndArray();
            g.writeRaw('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
