package io.memscope.store;

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

/**
 * A file that appears under its name complete or not at all: written to a temp file beside it, then
 * synced and renamed over the destination on {@link #commit()}. Closing without commit deletes the
 * temp file, so an interrupted export never leaves half a file under the destination's name.
 */
public final class AtomicFile implements AutoCloseable {
    private final Path destination;
    private final Path temp;
    private final FileChannel channel;
    private final OutputStream out;
    private boolean committed;

    private AtomicFile(Path destination, Path temp, FileChannel channel) {
        this.destination = destination;
        this.temp = temp;
        this.channel = channel;
        this.out = Channels.newOutputStream(channel);
    }

    public static AtomicFile create(Path destination) throws IOException {
        Path dir = destination.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        TempFiles.removeLeftovers(destination);
        Path temp = TempFiles.beside(destination, "");
        return new AtomicFile(destination, temp, FileChannel.open(temp, StandardOpenOption.WRITE,
                StandardOpenOption.CREATE_NEW));
    }

    /** Where to write; do not close it, {@link #commit()} and {@link #close()} do. */
    public OutputStream stream() {
        return out;
    }

    public Path destination() {
        return destination;
    }

    public void commit() throws IOException {
        out.flush();
        channel.force(true);
        channel.close();
        try {
            Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rw-r--r--"));
        } catch (UnsupportedOperationException notPosix) {
            // other file systems keep their defaults
        }
        try {
            Files.move(temp, destination, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            throw new IOException("the file system cannot replace " + destination + " atomically", e);
        }
        committed = true;
    }

    @Override
    public void close() {
        if (!committed) {
            try {
                channel.close();
                Files.deleteIfExists(temp);
            } catch (IOException ignored) {
                // best effort: the destination was never touched
            }
        }
    }
}
