package io.memscope.ui.render;

import io.memscope.ui.FxThread;
import javafx.scene.image.WritableImage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Pictures are files like any other: the permissions the umask gives, not a temporary file's 0600. */
class PictureFilesTest {
    @TempDir
    Path dir;

    private Set<PosixFilePermission> ordinary() throws Exception {
        return Files.getPosixFilePermissions(Files.createFile(dir.resolve("ordinary.txt")));
    }

    @Test
    void anSvgGetsTheUmasksPermissions() throws Exception {
        Path svg = dir.resolve("t.svg");
        TimelinePicture.writeSvg("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", svg);
        assertThat(Files.getPosixFilePermissions(svg)).isEqualTo(ordinary());
        assertThat(Files.readString(svg)).contains("<svg");
    }

    @Test
    void aPngGetsTheUmasksPermissionsAndNoTemporaryFileIsLeft() throws Exception {
        Path png = dir.resolve("t.png");
        WritableImage image = FxThread.call(() -> new WritableImage(4, 3));
        TimelinePicture.writePng(image, png);
        TimelinePicture.writePng(image, png); // replacing a picture is allowed
        assertThat(Files.getPosixFilePermissions(png)).isEqualTo(ordinary());
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("t.png", "ordinary.txt");
        }
    }
}
