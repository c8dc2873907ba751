package io.memscope;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code render} from the packaged jar with no display: a PNG of the asked size with the lanes drawn. */
class RenderCommandIT {
    private static final Path JAR = Path.of(System.getProperty("memscope.jar", "target/memscope.jar"));
    /** -ms-current in the light theme. */
    private static final int CURRENT_BLUE = 0x2f81f7;

    @TempDir
    Path dir;

    @Test
    void drawsTheSubjectsLanesAtTheAskedSize() throws Exception {
        Path png = dir.resolve("rachel.png");
        Process p = start("render", "sample-stores/memscope-demo.json", "--subject", "user:rachel",
                "--to", png.toString(), "--width", "1800", "--height", "700");
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(90, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(err).isZero();
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(1800);
        assertThat(image.getHeight()).isEqualTo(700);
        // Four lanes with current facts: the current colour shows up in four separate bands of rows.
        int bands = 0;
        boolean inBand = false;
        for (int y = 0; y < image.getHeight(); y++) {
            boolean blue = false;
            for (int x = image.getWidth() / 2; x < image.getWidth() / 2 + 200 && !blue; x++) {
                blue = close(image.getRGB(x, y) & 0xffffff, CURRENT_BLUE);
            }
            if (blue && !inBand) {
                bands++;
            }
            inBand = blue;
        }
        assertThat(bands).as("bars of current facts in the lanes").isGreaterThanOrEqualTo(4);
    }

    @Test
    void anUnknownSubjectIsOneLineAndNoFile() throws Exception {
        Path png = dir.resolve("nobody.png");
        Process p = start("render", "sample-stores/memscope-demo.json", "--subject", "user:nobody", "--to", png.toString());
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(err.strip().lines()).hasSize(1);
        assertThat(err).contains("user:nobody");
        assertThat(Files.exists(png)).isFalse();
    }

    private static boolean close(int rgb, int target) {
        int dr = Math.abs(((rgb >> 16) & 0xff) - ((target >> 16) & 0xff));
        int dg = Math.abs(((rgb >> 8) & 0xff) - ((target >> 8) & 0xff));
        int db = Math.abs((rgb & 0xff) - (target & 0xff));
        return dr + dg + db < 30;
    }

    private static Process start(String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().remove("DISPLAY");
        pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        return pb.start();
    }
}
