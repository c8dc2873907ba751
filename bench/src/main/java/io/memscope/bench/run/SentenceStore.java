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
import java.util.SplittableRandom;

/**
 * A deterministic store of Mem0-style memories: N sentences under the one predicate {@code memory}, spread
 * over a few users, as Mem0's {@code get_all} holds them (every memory current, nothing linked). Each user's
 * memories mix attributes that change under paraphrased wording ("Lives in Porto", later "Moved to Braga
 * last month"), past events that must not supersede anything ("Was born in Faro"), and sentences that name
 * no value ("Prefers short answers about chess"); many carry a date or a name that makes the text
 * differ from the others.
 */
final class SentenceStore {
    static final int USERS = 20;
    private static final String[] CITIES = {"Porto", "Braga", "Lisbon", "Faro", "Coimbra", "Madrid", "Seville",
        "Valencia", "Paris", "Lyon", "Berlin", "Munich", "Vienna", "Prague", "Warsaw", "Dublin", "Detroit", "Austin"};
    private static final String[] COMPANIES = {"Globex", "Initech", "Umbrella", "Hooli", "Vandelay", "Acme",
        "Stark", "Wayne", "Wonka", "Tyrell"};
    private static final String[] PETS = {"Biscuit", "Luna", "Max", "Nala", "Rocky", "Simba"};
    private static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December"};
    private static final String[] HOBBIES = {"hiking", "chess", "cycling", "baking", "running", "painting",
        "swimming", "climbing", "knitting", "gardening"};
    private static final Instant START = Instant.parse("2023-01-01T09:00:00Z");

    private final long memories;
    private final long seed;

    SentenceStore(long memories, long seed) {
        this.memories = memories;
        this.seed = seed;
    }

    Path file(Path dir) {
        return dir.toAbsolutePath().resolve("bench-sentences-" + memories + "-s" + seed + ".json");
    }

    /** The store as a JSON file, written unless it is there from an earlier run. */
    Path generate(Path dir, java.io.PrintWriter log) throws StoreException {
        Path file = file(dir);
        if (Files.exists(file)) {
            log.printf("bench: reusing %s%n", file);
            return file;
        }
        SplittableRandom random = new SplittableRandom(seed);
        Instant[] clock = new Instant[USERS];
        java.util.Arrays.fill(clock, START);
        try (StoreWriter writer = StoreWriters.create(file)) {
            for (long id = 1; id <= memories; id++) {
                int user = (int) ((id - 1) % USERS);
                clock[user] = clock[user].plus(Duration.ofMinutes(10 + random.nextInt(6 * 60)));
                writer.fact(new Fact(FactId.of(id), "user:" + user, "memory", sentence(random), ValueKind.TEXT,
                        clock[user], null, null, clock[user], "conversation", "mem0", null));
            }
            writer.commit();
        }
        log.printf("bench: wrote %,d memories to %s%n", memories, file);
        return file;
    }

    /** One memory: an attribute (often restated in other words), a past event, or a preference with no value. */
    private static String sentence(SplittableRandom r) {
        String city = pick(r, CITIES);
        String company = pick(r, COMPANIES);
        String month = pick(r, MONTHS);
        int day = 1 + r.nextInt(28);
        return switch (r.nextInt(12)) {
            case 0 -> "Lives in " + city;
            case 1 -> "Moved to " + city + " last month";
            case 2 -> "Relocated to " + city + " for the new job";
            case 3 -> "Works at " + company;
            case 4 -> "Started a new job at " + company + " on " + month + " " + day;
            case 5 -> "Has a dog called " + pick(r, PETS);
            case 6 -> "Was born in " + city;
            case 7 -> "Visited " + city + " on " + month + " " + day + " with " + pick(r, PETS);
            case 8 -> "Prefers short answers about " + pick(r, HOBBIES) + " and " + pick(r, HOBBIES);
            case 9 -> "Likes " + pick(r, HOBBIES) + " with friends on weekends";
            case 10 -> "Is planning a trip to " + city + " in " + month + " " + day;
            default -> "Asked about " + pick(r, HOBBIES) + " and " + pick(r, HOBBIES) + " gear";
        };
    }

    private static String pick(SplittableRandom r, String[] of) {
        return of[r.nextInt(of.length)];
    }
}
