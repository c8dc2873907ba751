package io.memscope.ui.render;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.UUID;

/**
 * Writes a picture atomically, through a temporary file beside it that is renamed into place. The
 * temporary file is created as an ordinary file, so the picture gets the permissions the umask gives
 * any new file: a picture is for sharing, unlike the 0600 of {@code Files.createTempFile}.
 */
final class PictureFiles {
    private PictureFiles() {
    }

    interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    static void write(Path to, Content content) throws IOException {
        Path target = to.toAbsolutePath();
        Path dir = target.getParent();
        Files.createDirectories(dir);
        Path temp = dir.resolve("." + target.getFileName() + "." + UUID.randomUUID() + ".tmp");
        try {
            try (OutputStream out = Files.newOutputStream(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                content.writeTo(out);
            }
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
