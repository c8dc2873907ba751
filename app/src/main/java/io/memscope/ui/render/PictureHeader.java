package io.memscope.ui.render;

import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The lines above a picture's timeline: an optional title, then the store and the date, each line a
 * label of its own so that a long title wraps between words (never cut off) in the PNG and the SVG
 * alike. Style classes {@code picture-header}, {@code picture-title} and {@code picture-caption}.
 */
final class PictureHeader extends VBox {
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH);

    private final String title;
    private final String caption;

    PictureHeader(TimelinePicture.Header header) {
        getStyleClass().add("picture-header");
        title = blankToNull(header.title());
        List<String> parts = new ArrayList<>();
        if (blankToNull(header.store()) != null) {
            parts.add(header.store().strip());
        }
        if (header.date() != null) {
            parts.add(DATE.format(header.date()));
        }
        caption = parts.isEmpty() ? null : String.join(" \u00B7 ", parts);
        setMinHeight(Region.USE_PREF_SIZE);
        lines(List.of(), List.of());
    }

    /** Breaks the title and caption into lines no wider than the picture; call once styles apply. */
    void wrapTo(double width) {
        double room = width - snappedLeftInset() - snappedRightInset() - 2; // a label measures a little wider than its text
        List<Label> probes = new ArrayList<>(getChildren().stream().map(Label.class::cast).toList());
        Font titleFont = probes.stream().filter(l -> l.getStyleClass().contains("picture-title"))
                .map(Label::getFont).findFirst().orElse(Font.getDefault());
        Font captionFont = probes.stream().filter(l -> l.getStyleClass().contains("picture-caption"))
                .map(Label::getFont).findFirst().orElse(Font.getDefault());
        lines(wrap(title, titleFont, room), wrap(caption, captionFont, room));
    }

    private void lines(List<String> titleLines, List<String> captionLines) {
        getChildren().clear();
        // before styles apply, one line each, so the fonts CSS gives them can be read back
        List<String> t = titleLines.isEmpty() && title != null ? List.of(title) : titleLines;
        List<String> c = captionLines.isEmpty() && caption != null ? List.of(caption) : captionLines;
        t.forEach(line -> getChildren().add(label(line, "picture-title")));
        c.forEach(line -> getChildren().add(label(line, "picture-caption")));
    }

    private static Label label(String text, String styleClass) {
        Label label = new Label(text);
        label.getStyleClass().add(styleClass);
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }

    boolean isEmpty() {
        return title == null && caption == null;
    }

    /** Greedy word wrap; a single word wider than the room is broken between characters. */
    static List<String> wrap(String text, Font font, double room) {
        if (text == null) {
            return List.of();
        }
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.strip().split("\\s+")) {
            String candidate = line.isEmpty() ? word : line + " " + word;
            if (width(candidate, font) <= room) {
                line.setLength(0);
                line.append(candidate);
                continue;
            }
            if (!line.isEmpty()) {
                lines.add(line.toString());
                line.setLength(0);
            }
            while (width(word, font) > room && word.length() > 1) {
                int cut = word.length() - 1;
                while (cut > 1 && width(word.substring(0, cut), font) > room) {
                    cut--;
                }
                lines.add(word.substring(0, cut));
                word = word.substring(cut);
            }
            line.append(word);
        }
        if (!line.isEmpty()) {
            lines.add(line.toString());
        }
        return lines;
    }

    private static double width(String s, Font font) {
        Text probe = new Text(s);
        probe.setFont(font);
        return probe.getLayoutBounds().getWidth();
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
