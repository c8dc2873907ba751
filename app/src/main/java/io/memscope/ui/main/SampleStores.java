package io.memscope.ui.main;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * Finds the bundled sample store. The jar carries a copy; it is copied once to the user's
 * ~/.memscope/samples so that later operator actions never write inside the jar or the checkout.
 */
public final class SampleStores {
    public static final String DEFAULT = "memscope-demo.mv.db";

    private SampleStores() {
    }

    /** The stories of the Demo menu, in the order they are best told. */
    public static final java.util.List<Demo> DEMOS = java.util.List.of(
            new Demo("A user who moves", "story-move.json"),
            new Demo("A price that changes", "story-price.json"),
            new Demo("A plan revised twice", "story-plan.json"),
            new Demo("Agents that disagree", "story-fleet.json"),
            new Demo("A derived fact whose basis changed", "story-derived.json"),
            new Demo("All the stories together", "memscope-demo.json"),
            new Demo("Every kind of finding", "every-finding.json"));

    /** One bundled story: its menu title and file. */
    public record Demo(String title, String file) {
    }

    /** Where the copies are: ~/.memscope/samples. */
    static Path directory() {
        return Path.of(System.getProperty("user.home"), ".memscope", "samples");
    }

    /**
     * Whether {@code location} is one of these copies: memscope's own files, which it may bring up to date
     * (a copy made by an earlier version lacks what later ones create in every store they write).
     */
    public static boolean isCopy(String location) {
        try {
            return Path.of(location).toAbsolutePath().normalize().startsWith(directory().toAbsolutePath().normalize());
        } catch (java.nio.file.InvalidPathException notAPath) {
            return false; // a JDBC URL, say
        }
    }

    public static Optional<Path> defaultStore() {
        return extract(DEFAULT);
    }

    /**
     * The bundled sample as a file in ~/.memscope/samples, copied there from the jar on first use so
     * later operator actions never write inside the jar or the checkout.
     */
    public static Optional<Path> extract(String name) {
        Path target = directory().resolve(name);
        if (Files.exists(target)) {
            return Optional.of(target);
        }
        try (InputStream in = SampleStores.class.getResourceAsStream("/sample-stores/" + name)) {
            if (in == null) {
                return Optional.empty();
            }
            Files.createDirectories(target.getParent());
            Path temp = Files.createTempFile(target.getParent(), ".sample", ".tmp");
            Files.copy(in, temp, StandardCopyOption.REPLACE_EXISTING);
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
            return Optional.of(target);
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
