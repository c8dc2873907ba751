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
    private static final Path JAR = Path.of(System.getProperty("memscope.jar", "app/target/memscope.jar"));
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

    /** The same picture as vector graphics: well-formed SVG with every fact's value, the lanes and the legend. */
    @Test
    void drawsTheSubjectAsSvg() throws Exception {
        Path svg = dir.resolve("rachel.svg");
        Process p = start("render", "sample-stores/memscope-demo.json", "--subject", "user:rachel",
                "--to", svg.toString(), "--width", "1800", "--scale", "1.5");
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(90, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(err).isZero();

        org.w3c.dom.Document doc = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(svg.toFile());
        org.w3c.dom.Element root = doc.getDocumentElement();
        assertThat(root.getTagName()).isEqualTo("svg");
        assertThat(root.getAttribute("width")).as("the layout size: --width / --scale").isEqualTo("1200");
        List<String> texts = new java.util.ArrayList<>();
        org.w3c.dom.NodeList nodes = doc.getElementsByTagName("text");
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add(nodes.item(i).getTextContent());
        }
        assertThat(texts).contains("user:rachel", "climbing", "Thai food", "Detroit", "Ferndale", "English", "Rivian",
                "likes", "lives_in", "speaks", "works_at", "current", "superseded", "contradiction");
        long currentBars = 0;
        org.w3c.dom.NodeList rects = doc.getElementsByTagName("rect");
        for (int i = 0; i < rects.getLength(); i++) {
            String fill = ((org.w3c.dom.Element) rects.item(i)).getAttribute("fill");
            currentBars += fill.startsWith("url(#fade") ? 1 : 0; // open-ended: current facts fade out at "now"
        }
        assertThat(currentBars).as("the five current facts, each fading out at its open end").isEqualTo(5);
        try (var left = Files.list(dir)) {
            assertThat(left).as("written atomically, no temporary file left").containsExactly(svg);
        }
    }

    /** For a slide: a title, the store and the date above the lanes, the range asked for, an ordinary file. */
    @Test
    void drawsASlideWithTitleAndRange() throws Exception {
        Path svg = dir.resolve("slide.svg");
        Process p = start("render", "sample-stores/memscope-demo.json", "--subject", "user:rachel",
                "--to", svg.toString(), "--title", "Rachel moves to Ferndale",
                "--from", "2024-01-01", "--to-time", "2024-07-01");
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(90, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(err).isZero();

        org.w3c.dom.Document doc = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(svg.toFile());
        List<String> texts = new java.util.ArrayList<>();
        org.w3c.dom.NodeList nodes = doc.getElementsByTagName("text");
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add(nodes.item(i).getTextContent());
        }
        assertThat(texts).contains("Rachel moves to Ferndale", "Ferndale", "Detroit", "Feb", "Jun")
                .doesNotContain("2023", "2025");
        assertThat(texts).anySatisfy(t -> assertThat(t).startsWith("memscope-demo.json \u00B7 "));
        Path ordinary = Files.createFile(dir.resolve("ordinary"));
        assertThat(Files.getPosixFilePermissions(svg)).isEqualTo(Files.getPosixFilePermissions(ordinary));
    }

    /** As the window draws it: the names of an accepted attribute share one lane, the keys of one entity one picture. */
    @Test
    void drawsAcceptedAliasesAsOneLane() throws Exception {
        Path store = dir.resolve("rachel.json");
        Files.writeString(store, """
                {"facts": [
                  {"id": 1, "subject": "user:rachel", "predicate": "lives in", "value": "Detroit",
                   "valid_from": "2023-04-10T00:00:00Z", "valid_to": null, "superseded_by": null},
                  {"id": 2, "subject": "Rachel", "predicate": "moved to", "value": "Ferndale",
                   "valid_from": "2024-03-02T00:00:00Z", "valid_to": null, "superseded_by": null}]}
                """);
        for (String[] alias : List.of(new String[] {"--predicates", "lives in", "moved to"},
                new String[] {"--subjects", "user:rachel", "Rachel"})) {
            Process a = start("alias", store.toString(), alias[0], alias[1], alias[2], "--operator", "olga");
            assertThat(a.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(a.exitValue()).as(new String(a.getErrorStream().readAllBytes(), StandardCharsets.UTF_8)).isZero();
        }
        Path svg = dir.resolve("rachel.svg");
        Process p = start("render", store.toString(), "--subject", "user:rachel", "--to", svg.toString());
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(90, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(err).isZero();
        org.w3c.dom.NodeList nodes = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(svg.toFile()).getElementsByTagName("text");
        List<String> texts = new java.util.ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add(nodes.item(i).getTextContent());
        }
        // the lane's label wraps after "=": one lane named by both predicates; Ferndale is the other key's fact
        assertThat(texts).contains("user:rachel", "lives in =", "moved to", "Detroit", "Ferndale")
                .doesNotContain("lives in", "Rachel");
    }

    @Test
    void aRangeThatEndsBeforeItStartsIsOneLineAndNoFile() throws Exception {
        Path png = dir.resolve("backwards.png");
        Process p = start("render", "sample-stores/memscope-demo.json", "--subject", "user:rachel",
                "--to", png.toString(), "--from", "2024-07-01", "--to-time", "2024-01-01");
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(err.strip().lines()).hasSize(1);
        assertThat(err).contains("--to-time");
        assertThat(Files.exists(png)).isFalse();
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
