package io.memscope.store.json;

import io.memscope.store.StoreException;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * What a store file was when memscope read it: size, modification time and SHA-256 of the content. The
 * hash catches a rewrite that kept size and time (coarse clocks, copies that preserve times).
 */
record FileFingerprint(long size, long modifiedMillis, String sha256) {

    static FileFingerprint of(Path file) throws StoreException {
        try {
            long size = Files.size(file);
            long modified = Files.getLastModifiedTime(file).toMillis();
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            try (InputStream in = new DigestInputStream(Files.newInputStream(file), sha)) {
                in.transferTo(OutputStreamSink.INSTANCE);
            }
            return new FileFingerprint(size, modified, HexFormat.of().formatHex(sha.digest()));
        } catch (IOException e) {
            throw new StoreException(file + ": cannot be read: " + e.getMessage());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
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
