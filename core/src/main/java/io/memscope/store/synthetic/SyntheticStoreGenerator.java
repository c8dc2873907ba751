package io.memscope.store.synthetic;

import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Progress;
import io.memscope.model.ValueKind;
import io.memscope.store.StoreException;
import io.memscope.store.StoreWriter;

import java.time.Duration;
import java.time.Instant;
import java.util.SplittableRandom;

/**
 * Makes large, deterministic stores for benchmarks and scale tests: about {@code facts / 10}
 * subjects, 20 predicates (two multi-valued), supersession chains of one to four facts, about 1% of
 * subject+predicate pairs with a contradiction and about 0.1% with an integrity problem. The same
 * seed always gives the same store, byte for byte, so figures from different runs compare.
 */
public final class SyntheticStoreGenerator {
    static final String[] PREDICATES = {
        "lives_in", "works_at", "job_title", "email", "phone", "plan", "price", "manager", "status",
        "timezone", "language", "budget", "deadline", "owner", "priority", "team", "device", "diet",
        "likes", "speaks"
    };
    private static final Instant EPOCH = Instant.parse("2020-01-01T00:00:00Z");
    private static final String[] SOURCES = {"conversation", "episode", "document", "tool"};
    private static final String[] AGENTS = {"planner", "assistant", "crm-sync"};
    private static final double CONTRADICTION_RATE = 0.01;
    private static final double PROBLEM_RATE = 0.001;

    private final long targetFacts;
    private final long seed;

    public SyntheticStoreGenerator(long targetFacts, long seed) {
        if (targetFacts < 1) {
            throw new IllegalArgumentException("facts must be at least 1");
        }
        this.targetFacts = targetFacts;
        this.seed = seed;
    }

    /** Writes exactly {@code targetFacts} facts (and a few dependencies) into {@code out}; does not commit. */
    public void writeTo(StoreWriter out, Progress progress) throws StoreException {
        SplittableRandom random = new SplittableRandom(seed);
        out.predicate("likes", Cardinality.MANY);
        out.predicate("speaks", Cardinality.MANY);
        long nextId = 1;
        long subject = 0;
        int problemKind = 0;
        while (nextId <= targetFacts) {
            String subjectName = String.format("user:%07d", subject++);
            int predicateCount = 2 + random.nextInt(5);
            int first = random.nextInt(PREDICATES.length);
            long firstFactOfSubject = nextId;
            for (int p = 0; p < predicateCount && nextId <= targetFacts; p++) {
                String predicate = PREDICATES[(first + p) % PREDICATES.length];
                int chainLength = 1 + random.nextInt(4);
                Instant start = EPOCH.plus(Duration.ofMinutes(random.nextInt(60 * 24 * 365)));
                long chainStart = nextId;
                for (int k = 0; k < chainLength && nextId <= targetFacts; k++) {
                    boolean last = k == chainLength - 1 || nextId == targetFacts;
                    Instant from = start.plus(Duration.ofDays(30L * k));
                    Instant to = last ? null : start.plus(Duration.ofDays(30L * (k + 1)));
                    FactId successor = last ? null : FactId.of(nextId + 1);
                    out.fact(fact(random, nextId++, subjectName, predicate, "v" + random.nextInt(1000), from, to, successor));
                }
                if (nextId <= targetFacts && random.nextDouble() < CONTRADICTION_RATE && !predicate.equals("likes")
                        && !predicate.equals("speaks")) {
                    Instant from = start.plus(Duration.ofDays(30L * chainLength + 1));
                    out.fact(fact(random, nextId++, subjectName, predicate, "other" + random.nextInt(1000), from, null, null));
                }
                if (nextId <= targetFacts && random.nextDouble() < PROBLEM_RATE) {
                    nextId = writeProblem(out, random, problemKind++ % 5, nextId, subjectName, predicate, start, chainStart);
                }
            }
            if (nextId - firstFactOfSubject >= 2 && random.nextInt(50) == 0) {
                out.dependency(new Dependency(FactId.of(nextId - 1), FactId.of(firstFactOfSubject)));
            }
            if (nextId % 10_000 < 10) {
                progress.update("generating facts", nextId, targetFacts);
                progress.checkCancelled();
            }
        }
    }

    private long writeProblem(StoreWriter out, SplittableRandom random, int kind, long id, String subject,
                              String predicate, Instant start, long chainStart) throws StoreException {
        Instant later = start.plus(Duration.ofDays(400));
        switch (kind) {
            case 0 -> out.fact(fact(random, id, subject, predicate + "_note", "dangling", later,
                    later.plus(Duration.ofDays(1)), FactId.of(-id)));
            case 1 -> out.fact(fact(random, id, subject, predicate + "_note", "backwards", later,
                    later.minus(Duration.ofDays(3)), null));
            case 2 -> out.fact(fact(random, id, subject, predicate + "_note", "still current", later, null,
                    FactId.of(chainStart)));
            case 3 -> out.fact(fact(random, id, subject, predicate, "overlapping", start.minus(Duration.ofDays(5)),
                    start.plus(Duration.ofDays(5)), null));
            default -> out.fact(fact(random, id, subject, predicate + "_note", "undated", null, null, null));
        }
        return id + 1;
    }

    private static Fact fact(SplittableRandom random, long id, String subject, String predicate, String value,
                             Instant from, Instant to, FactId supersededBy) {
        return new Fact(FactId.of(id), subject, predicate, value, ValueKind.TEXT, from, to, supersededBy,
                from == null ? null : from.plus(Duration.ofSeconds(random.nextInt(3600))),
                SOURCES[random.nextInt(SOURCES.length)], AGENTS[random.nextInt(AGENTS.length)],
                Math.round(random.nextDouble() * 100) / 100.0);
    }
}
