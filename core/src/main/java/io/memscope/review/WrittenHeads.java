package io.memscope.review;

import io.memscope.analysis.AuditChain;
import io.memscope.model.AuditEntry;
import io.memscope.store.StoreDescriptor;
import io.memscope.store.StoreKind;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

/**
 * The newest audit head this machine wrote to each store, kept outside the stores (in the user's data
 * directory), as Certificate Transparency keeps a log's head elsewhere than the log: anyone who can write a
 * store can delete its newest entries or re-hash its whole chain so that it verifies, but not the head
 * remembered here. A log that no longer holds the remembered entry, with its hash, is reported.
 *
 * <p>It protects what this machine wrote, on this machine; a head printed with {@code audit --head} and kept
 * elsewhere protects the same way wherever it is checked ({@code audit --verify --since N:HASH}). It does not
 * tell who changed a store, nor protect entries written after the last head it saw, nor a store whose
 * remembered head was deleted along with this file.
 */
public final class WrittenHeads {
    private final Path file;

    public WrittenHeads(Path file) {
        this.file = file;
    }

    /**
     * The user's: {@code $XDG_DATA_HOME/memscope/audit-heads.properties} (by default under
     * {@code ~/.local/share}); the system property {@code memscope.data.dir} names another directory.
     */
    public static WrittenHeads forUser() {
        String dir = System.getProperty("memscope.data.dir");
        if (dir == null) {
            String xdg = System.getenv("XDG_DATA_HOME");
            Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".local", "share");
            return new WrittenHeads(base.resolve("memscope").resolve("audit-heads.properties"));
        }
        return new WrittenHeads(Path.of(dir).resolve("audit-heads.properties"));
    }

    /** Remembers {@code newest} as the head this machine wrote to the store; best effort. */
    public synchronized void wrote(StoreDescriptor store, AuditEntry newest) {
        Properties heads = read();
        heads.setProperty(key(store), new AuditChain.Head(newest.sequence(), newest.hash()).toString());
        try {
            Files.createDirectories(file.getParent());
            Path temp = Files.createTempFile(file.getParent(), ".audit-heads", ".tmp");
            try (OutputStream out = Files.newOutputStream(temp)) {
                heads.store(out, "the newest audit entry memscope wrote to each store from this machine");
            }
            try {
                Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            // the head is a safeguard on top of the chain: an action stays done when it cannot be remembered
        }
    }

    /** The head this machine last wrote to the store, if any. */
    public synchronized Optional<AuditChain.Head> last(StoreDescriptor store) {
        String value = read().getProperty(key(store));
        if (value == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(AuditChain.Head.parse(value));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** A warning when the log no longer holds the head this machine last wrote to it; empty otherwise. */
    public Optional<String> warning(StoreDescriptor store, List<AuditEntry> log) {
        return last(store).flatMap(head -> AuditChain.anchorProblem(log, head).map(problem -> "the audit log"
                + " no longer holds what this machine last wrote to it (#" + head.sequence() + "): " + problem));
    }

    private Properties read() {
        Properties heads = new Properties();
        if (Files.isRegularFile(file)) {
            try (InputStream in = Files.newInputStream(file)) {
                heads.load(in);
            } catch (IOException | IllegalArgumentException e) {
                return new Properties();
            }
        }
        return heads;
    }

    /** A store's name here: its kind and location, a file by its real path. */
    private static String key(StoreDescriptor store) {
        String location = store.location();
        if (store.kind() != StoreKind.POSTGRESQL && !location.startsWith("jdbc:")) {
            Path path = Path.of(location).toAbsolutePath().normalize();
            try {
                location = path.toRealPath().toString();
            } catch (IOException e) {
                location = path.toString();
            }
        }
        return store.kind() + " " + location;
    }
}
