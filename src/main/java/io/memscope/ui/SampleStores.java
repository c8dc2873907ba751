package io.memscope.ui;

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

    public static Optional<Path> defaultStore() {
        Path target = Path.of(System.getProperty("user.home"), ".memscope", "samples", DEFAULT);
        if (Files.exists(target)) {
            return Optional.of(target);
        }
        try (InputStream in = SampleStores.class.getResourceAsStream("/sample-stores/" + DEFAULT)) {
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
