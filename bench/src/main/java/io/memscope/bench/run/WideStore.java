package io.memscope.bench.run;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.ValueKind;
import io.memscope.store.StoreException;
import io.memscope.store.StoreWriter;
import io.memscope.store.open.StoreWriters;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/**
 * Two deterministic stores of the same facts, for suggest's cost in one big entity: in the wide store each of
 * a few people has {@value #FACTS_PER_ENTITY} facts under up to {@value #PREDICATES} predicates that alias one
 * another (the names suggest's list gives the residence and the employer: {@code lives in}, {@code home city},
 * {@code wohnort}...), each fact's source the sentence the user said; in the spread store every person's
 * predicate is a subject of its own, so no entity is big. An entity of this shape once took minutes where the
 * spread facts took seconds.
 */
final class WideStore {
    static final int FACTS_PER_ENTITY = 3_000;
    static final int PREDICATES = 300;
    private static final Instant START = Instant.parse("2022-01-01T09:00:00Z");

    private static final String LIST = "/io/memscope/suggest/attributes.txt";

    private final long facts;
    private final java.util.List<String> predicates;

    WideStore(long facts) throws java.io.IOException {
        this.facts = facts;
        this.predicates = aliasedPredicates();
    }

    /** Half the predicates name the residence, half the employer, as suggest's list of attribute names gives them. */
    private static java.util.List<String> aliasedPredicates() throws java.io.IOException {
        java.util.List<String> names = new java.util.ArrayList<>();
        try (var in = WideStore.class.getResourceAsStream(LIST)) {
            if (in == null) {
                throw new java.io.IOException("no " + LIST + " on the class path");
            }
            for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).split("\n")) {
                if (line.startsWith("residence:") || line.startsWith("employer:")) {
                    String[] phrases = line.substring(line.indexOf(':') + 1).split(",");
                    for (int i = 0; i < Math.min(phrases.length, PREDICATES / 2); i++) {
                        names.add(phrases[i].strip());
                    }
                }
            }
        }
        return java.util.List.copyOf(names);
    }

    Path wide(Path dir) {
        return dir.toAbsolutePath().resolve("bench-wide-" + facts + ".json");
    }

    Path spread(Path dir) {
        return dir.toAbsolutePath().resolve("bench-spread-" + facts + ".json");
    }

    /** Both stores as JSON files, each written unless it is there from an earlier run. */
    void generate(Path dir, java.io.PrintWriter log) throws StoreException {
        write(wide(dir), false, log);
        write(spread(dir), true, log);
    }

    private void write(Path file, boolean spread, java.io.PrintWriter log) throws StoreException {
        if (Files.exists(file)) {
            log.printf("bench: reusing %s%n", file);
            return;
        }
        try (StoreWriter writer = StoreWriters.create(file)) {
            for (long id = 1; id <= facts; id++) {
                long entity = (id - 1) / FACTS_PER_ENTITY;
                int attribute = (int) ((id - 1) % predicates.size());
                Instant at = START.plus(Duration.ofMinutes(id));
                String subject = spread ? "user:" + entity + "-" + attribute : "user:" + entity;
                String predicate = predicates.get(attribute);
                String value = "Place " + id;
                String said = "I told you, my " + predicate + " is now " + value;
                writer.fact(new Fact(FactId.of(id), subject, predicate, value, ValueKind.TEXT, at, null,
                        null, at, said, "assistant", null, Map.of(), false, false));
            }
            writer.commit();
        }
        log.printf("bench: wrote %,d facts to %s%n", facts, file);
    }
}
