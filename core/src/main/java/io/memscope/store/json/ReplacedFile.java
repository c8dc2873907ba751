package io.memscope.store.json;

import io.memscope.store.StoreException;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.security.DigestOutputStream;
import java.security.MessageDigest;

/**
 * The new content of an existing store file: written to a temporary file beside the file's real path,
 * given the old file's mode, owner and group, synced, and renamed over it in one step. A symbolic link is
 * written through (the link stays a link); a file with more than one hard link is refused, since the rename
 * would leave the other names holding the old content.
 */
final class ReplacedFile implements AutoCloseable {
    private final Path target;
    private final Path temp;
    private final FileChannel channel;
    private final MessageDigest digest = FileFingerprint.newDigest();
    private final OutputStream out;
    private boolean committed;

    private ReplacedFile(Path target, Path temp, FileChannel channel) {
        this.target = target;
        this.temp = temp;
        this.channel = channel;
        this.out = new BufferedOutputStream(new DigestOutputStream(Channels.newOutputStream(channel), digest), 1 << 16);
    }

    /**
     * The file a save of {@code file} replaces: its real path, links resolved.
     *
     * @throws StoreException when the file has other hard links, or cannot be resolved
     */
    static Path target(Path file, String location) throws StoreException {
        Path real;
        try {
            real = file.toRealPath();
        } catch (IOException e) {
            throw new StoreException(location + ": cannot be resolved: " + e.getMessage());
        }
        int links = hardLinks(real);
        if (links > 1) {
            String others = links == 2 ? "the other name" : "the other " + (links - 1) + " names";
            throw new StoreException(location + ": has " + links + " hard links; replacing it would leave " + others
                    + " with the old content, so memscope does not change it (copy it, or open it read-only)");
        }
        return real;
    }

    private static int hardLinks(Path real) {
        try {
            return ((Number) Files.getAttribute(real, "unix:nlink")).intValue();
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return 1; // a file system without link counts: nothing to split
        }
    }

    static ReplacedFile open(Path target, String location) throws StoreException {
        io.memscope.store.TempFiles.removeLeftovers(target);
        Path temp = io.memscope.store.TempFiles.beside(target, "");
        try {
            return new ReplacedFile(target, temp, FileChannel.open(temp, StandardOpenOption.WRITE,
                    StandardOpenOption.CREATE_NEW));
        } catch (IOException e) {
            throw new StoreException(location + ": cannot write: " + e.getMessage());
        }
    }

    /** Runs once the new file is complete and synced, just before it replaces the target. */
    @FunctionalInterface
    interface ReplaceCheck {
        void check() throws StoreException;
    }

    OutputStream out() {
        return out;
    }

    /** Syncs the new content, runs {@code beforeReplace}, and renames it over the target; returns its SHA-256. */
    String commit(ReplaceCheck beforeReplace) throws IOException, StoreException {
        out.flush();
        channel.force(true);
        channel.close();
        keepAttributes(target, temp);
        beforeReplace.check();
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            throw new IOException("the file system cannot replace the file atomically", e);
        }
        committed = true;
        syncDirectory(target.getParent());
        return FileFingerprint.hashOf(digest);
    }

    /**
     * Gives {@code temp} the mode, group and owner of {@code original}. Only a change of owner or group the
     * operating system does not permit (memscope runs as another user) is let pass: the file then belongs to
     * whoever writes it, as any editor's save does.
     */
    static void keepAttributes(Path original, Path temp) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(temp, PosixFileAttributeView.class);
        if (view == null) {
            return; // other file systems keep their own defaults
        }
        PosixFileAttributes was = Files.readAttributes(original, PosixFileAttributes.class);
        view.setPermissions(was.permissions());
        PosixFileAttributes now = view.readAttributes();
        try {
            if (!now.group().equals(was.group())) {
                view.setGroup(was.group());
            }
            if (!now.owner().equals(was.owner())) {
                view.setOwner(was.owner());
            }
        } catch (FileSystemException e) {
            if (!String.valueOf(e.getReason()).contains("not permitted")) {
                throw e;
            }
        }
        // a change of owner can clear set-id bits, so the mode goes on again last
        Files.setPosixFilePermissions(temp, was.permissions());
    }

    /** Makes the rename itself durable; not every platform can open a directory, which is harmless. */
    static void syncDirectory(Path dir) {
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException | UnsupportedOperationException ignored) {
            // the data is synced; only the directory entry's durability is left to the OS
        }
    }

    /** Deletes the temporary file unless committed; the target is never touched. */
    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException ignored) {
            // the temp file is deleted below anyway
        }
        if (!committed) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException ignored) {
                // a stray temp file is hidden and removed on the next open
            }
        }
    }
}
