package io.memscope.store.json;

import io.memscope.store.ConflictException;
import io.memscope.store.StoreException;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.Set;

/**
 * The one writer of a JSON store: an OS lock on a hidden file beside the store ({@code .facts.json.lock}),
 * held from the check that the loaded content is current until the new file is renamed into place, so two
 * memscope processes never base an action on the same version. POSIX locks belong to the process, so two
 * stores open on one file in this process are kept apart by {@link #HELD}, as {@code OpenH2Files} does for H2.
 * The lock file stays: removing it while another process waits on it would let two writers lock two files.
 */
final class JsonWriteLock implements AutoCloseable {
    /** Long enough for the other writer's save of a big store to end; then the action is refused. */
    static final long WAIT_MILLIS = 5_000;
    private static final long POLL_MILLIS = 20;
    private static final Set<Path> HELD = new HashSet<>();

    private final Path key;
    private final FileChannel channel;
    private final FileLock lock;

    private JsonWriteLock(Path key, FileChannel channel, FileLock lock) {
        this.key = key;
        this.channel = channel;
        this.lock = lock;
    }

    /** The lock file of a store file whose links are resolved ({@link ReplacedFile#target}). */
    static Path lockFile(Path target) {
        return target.resolveSibling("." + target.getFileName() + ".lock");
    }

    /**
     * Takes the lock of {@code target} (the store's real path), waiting up to {@code waitMillis} for another
     * writer to finish; {@code location} names the store in the message.
     *
     * @throws ConflictException when another program (or another open store in this one) still writes it
     */
    static JsonWriteLock acquire(Path target, String location, long waitMillis) throws StoreException {
        Path lockFile = lockFile(target);
        long deadline = System.nanoTime() + waitMillis * 1_000_000;
        while (true) {
            JsonWriteLock taken = tryOnce(target, lockFile, location);
            if (taken != null) {
                return taken;
            }
            if (System.nanoTime() - deadline >= 0) {
                throw new ConflictException(location + ": in use by another program that is writing it"
                        + holder(lockFile) + " (lock " + lockFile + "); nothing was changed, try again when it"
                        + " has finished");
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new StoreException(location + ": interrupted while waiting for another writer; nothing was changed");
            }
        }
    }

    private static JsonWriteLock tryOnce(Path key, Path lockFile, String location) throws StoreException {
        synchronized (HELD) {
            if (HELD.contains(key)) {
                return null;
            }
            FileChannel channel = null;
            try {
                channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock lock = channel.tryLock();
                if (lock == null) {
                    channel.close();
                    return null;
                }
                channel.truncate(0);
                channel.write(ByteBuffer.wrap((ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.US_ASCII)));
                HELD.add(key);
                return new JsonWriteLock(key, channel, lock);
            } catch (OverlappingFileLockException e) {
                closeQuietly(channel);
                return null;
            } catch (IOException e) {
                closeQuietly(channel);
                throw new StoreException(location + ": cannot lock it for writing (" + lockFile + "): " + e.getMessage()
                        + "; nothing was changed");
            }
        }
    }

    /** The process the lock file names, as the holder last wrote it; empty when unreadable. */
    private static String holder(Path lockFile) {
        try {
            String pid = Files.readString(lockFile, StandardCharsets.US_ASCII).trim();
            return pid.matches("\\d+") ? " (process " + pid + ")" : "";
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    @Override
    public void close() {
        synchronized (HELD) {
            try {
                lock.release();
            } catch (IOException ignored) {
                // closing the channel below releases it too
            }
            closeQuietly(channel);
            HELD.remove(key);
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // nothing more to release
            }
        }
    }
}
