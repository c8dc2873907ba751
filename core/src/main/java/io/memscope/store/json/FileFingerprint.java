package io.memscope.store.json;

import io.memscope.store.StoreException;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;

/**
 * What a store file was when memscope read or wrote it: size, modification time, the file's identity
 * (inode, where the file system has one) and SHA-256 of the content. The hash catches a rewrite that kept
 * size and time (coarse clocks, copies that preserve times); the attributes alone ({@link #sameAttributes})
 * catch every replacement by rename and every change of size or time without reading the file.
 */
record FileFingerprint(long size, long modifiedMillis, Object fileKey, String sha256) {

    static FileFingerprint of(Path file) throws StoreException {
        try {
            MessageDigest sha = newDigest();
            try (InputStream in = new DigestInputStream(Files.newInputStream(file), sha)) {
                in.transferTo(OutputStreamSink.INSTANCE);
            }
            return written(file, hashOf(sha));
        } catch (IOException e) {
            throw new StoreException(file + ": cannot be read: " + e.getMessage());
        }
    }

    /** The digest a fingerprint's hash is taken with, for whoever sees the bytes (a reader, or a writer). */
    static MessageDigest newDigest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /** The hash as a fingerprint holds it; ends {@code digest}'s use. */
    static String hashOf(MessageDigest digest) {
        return HexFormat.of().formatHex(digest.digest());
    }

    /** The fingerprint of a file memscope has just written, whose content hash it computed while writing. */
    static FileFingerprint written(Path file, String sha256) throws StoreException {
        try {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
            return new FileFingerprint(a.size(), a.lastModifiedTime().toMillis(), a.fileKey(), sha256);
        } catch (IOException e) {
            throw new StoreException(file + ": cannot be read: " + e.getMessage());
        }
    }

    /**
     * Whether the file still has this size, modification time and identity: read from its attributes only.
     * False for any replacement by rename; true for a rewrite in place that kept size and time, which only
     * the hash of {@link #of} tells apart.
     */
    boolean sameAttributes(Path file) throws StoreException {
        try {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
            return a.size() == size && a.lastModifiedTime().toMillis() == modifiedMillis
                    && Objects.equals(a.fileKey(), fileKey);
        } catch (IOException e) {
            throw new StoreException(file + ": cannot be read: " + e.getMessage());
        }
    }

    /** Discards bytes: the digest stream has already seen them. */
    private static final class OutputStreamSink extends java.io.OutputStream {
        static final OutputStreamSink INSTANCE = new OutputStreamSink();

        @Override
        public void write(int b) {
        }

        @Override
        public void write(byte[] b, int off, int len) {
        }
    }
}
