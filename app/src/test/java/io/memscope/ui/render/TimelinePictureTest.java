package io.memscope.ui.render;

import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.ui.FxThread;
import io.memscope.ui.theme.Theme;
import io.memscope.ui.timeline.TimeRange;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Slide-ready pictures: a header, the range asked for, no spare height and no text past an edge. */
class TimelinePictureTest {
    private static final Instant NOW = Instant.parse("2026-12-01T12:00:00Z");

    @BeforeAll
    static void toolkit() {
        FxThread.start();
    }

    private static Fact fact(long id, String predicate, String value, String from, String to) {
        return Fact.of(FactId.of(id), "user:rachel", predicate, value, Instant.parse(from + "T00:00:00Z"),
                to == null ? null : Instant.parse(to + "T00:00:00Z"), null);
    }

    private static final List<Fact> FACTS = List.of(
            fact(1, "lives_in", "Detroit", "2023-04-10", "2024-03-02"),
            fact(2, "lives_in", "Ferndale", "2024-03-02", null),
            fact(3, "lives_in", "Dearborn", "2024-05-18", "2024-05-18"),
            fact(4, "works_at", "Rivian", "2023-06-01", null));

    private static TimelinePicture.Request request(double width, TimeRange range, TimelinePicture.Header header) {
        return new TimelinePicture.Request(FACTS, List.of(), Set.of(), NOW, null, Theme.LIGHT, width, 0, 2, range, header);
    }

    private record SvgText(String text, double left, double right, double baseline, double size) {
    }

    private static Document parse(String svg) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    /** Every text of the picture where it lands, measured in its font, translations included. */
    private static List<SvgText> texts(Document doc) {
        List<SvgText> out = new ArrayList<>();
        NodeList nodes = doc.getElementsByTagName("text");
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            double dy = 0;
            for (org.w3c.dom.Node p = e.getParentNode(); p instanceof Element g; p = g.getParentNode()) {
                String t = g.getAttribute("transform");
                if (t.startsWith("translate(")) {
                    dy += Double.parseDouble(t.substring(10, t.length() - 1).split(" ")[1]);
                }
            }
            double size = Double.parseDouble(e.getAttribute("font-size"));
            Font font = Font.font("System", "bold".equals(e.getAttribute("font-weight")) ? FontWeight.BOLD
                    : FontWeight.NORMAL, size);
            double w = FxThread.call(() -> {
                Text probe = new Text(e.getTextContent());
                probe.setFont(font);
                return probe.getLayoutBounds().getWidth();
            });
            double x = Double.parseDouble(e.getAttribute("x"));
            double left = switch (e.getAttribute("text-anchor")) {
                case "end" -> x - w;
                case "middle" -> x - w / 2;
                default -> x;
            };
            out.add(new SvgText(e.getTextContent(), left, left + w, Double.parseDouble(e.getAttribute("y")) + dy, size));
        }
        return out;
    }

    @Test
    void theTitleStoreAndDateStandAboveTheTimelineAndNothingIsCut() throws Exception {
        var header = new TimelinePicture.Header("Where Rachel lives", "memscope-demo.json", LocalDate.of(2026, 12, 1));
        Document doc = parse(FxThread.call(() -> TimelinePicture.svg(request(900, null, header))));
        double width = Double.parseDouble(doc.getDocumentElement().getAttribute("width"));
        double height = Double.parseDouble(doc.getDocumentElement().getAttribute("height"));
        List<SvgText> texts = texts(doc);

        SvgText title = texts.stream().filter(t -> t.text().equals("Where Rachel lives")).findFirst().orElseThrow(() -> new AssertionError(texts));
        SvgText caption = texts.stream().filter(t -> t.text().equals("memscope-demo.json \u00B7 1 December 2026"))
                .findFirst().orElseThrow(() -> new AssertionError(texts));
        SvgText subject = texts.stream().filter(t -> t.text().equals("user:rachel")).findFirst().orElseThrow(() -> new AssertionError(texts));
        assertThat(title.baseline()).isLessThan(caption.baseline());
        assertThat(caption.baseline()).isLessThan(subject.baseline());
        assertThat(texts).extracting(SvgText::text).contains("Dearborn", "Rivian", "current", "problem");
        assertThat(texts).allSatisfy(t -> {
            assertThat(t.left()).as(t.text()).isGreaterThanOrEqualTo(0);
            assertThat(t.right()).as(t.text()).isLessThanOrEqualTo(width);
            assertThat(t.baseline()).as(t.text()).isBetween(t.size() * 0.6, height);
        });
    }

    @Test
    void withNoHeightAskedThePictureIsAsTallAsItsLanes() throws Exception {
        Document doc = parse(FxThread.call(() -> TimelinePicture.svg(request(900, null, TimelinePicture.Header.NONE))));
        double height = Double.parseDouble(doc.getDocumentElement().getAttribute("height"));
        // the axis, three sub-rows in two lanes, and a one-line legend
        double lanes = 44 + 3 * 24 + 2 * 12;
        assertThat(height).isBetween(lanes + 20, lanes + 40);
        List<SvgText> texts = texts(doc);
        SvgText legend = texts.stream().filter(t -> t.text().equals("problem")).findFirst().orElseThrow(() -> new AssertionError(texts));
        assertThat(height - legend.baseline()).isLessThan(16);
    }

    @Test
    void aLongTitleWrapsBetweenWordsInsideTheWidth() throws Exception {
        String long_ = "How the assistant's memory of where Rachel lives changed between spring 2023 and today";
        var header = new TimelinePicture.Header(long_, "memscope-demo.json", null);
        Document doc = parse(FxThread.call(() -> TimelinePicture.svg(request(420, null, header))));
        List<SvgText> lines = texts(doc).stream().filter(t -> t.size() == 18).toList();
        assertThat(lines).hasSizeGreaterThan(1);
        assertThat(String.join(" ", lines.stream().map(SvgText::text).toList())).isEqualTo(long_);
        assertThat(lines).allSatisfy(t -> assertThat(t.right()).isLessThanOrEqualTo(420));
    }

    @Test
    void theAskedRangeIsTheAxis() throws Exception {
        TimeRange spring = new TimeRange(Instant.parse("2024-02-01T00:00:00Z"), Instant.parse("2024-07-01T00:00:00Z"));
        Document doc = parse(FxThread.call(() -> TimelinePicture.svg(request(1200, spring, TimelinePicture.Header.NONE))));
        assertThat(texts(doc)).extracting(SvgText::text).contains("Mar", "Apr", "May", "Jun").doesNotContain("2023", "Jan");
    }

    @Test
    void oneEndOfTheRangeTakesTheOtherFromTheFit() {
        Instant from = Instant.parse("2024-01-01T00:00:00Z");
        TimeRange fit = TimelinePicture.range(null, null, FACTS, List.of(), NOW);
        assertThat(TimelinePicture.range(from, null, FACTS, List.of(), NOW)).isEqualTo(new TimeRange(from, fit.end()));
        Instant late = fit.end().plusSeconds(86_400);
        assertThat(TimelinePicture.range(late, null, FACTS, List.of(), NOW).span()).isEqualTo(fit.span());
        assertThat(TimelinePicture.range(null, from, FACTS, List.of(), NOW)).isEqualTo(new TimeRange(fit.start(), from));
    }
}
