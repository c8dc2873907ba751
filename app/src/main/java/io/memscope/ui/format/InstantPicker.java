package io.memscope.ui.format;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.util.StringConverter;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/**
 * An instant as an operator picks it: a date (typed as 2025-06-01 or chosen from a calendar), an optional
 * time of day, and the zone they are in, shown beside them. {@link #instantProperty()} is null while the
 * date is empty or the time does not read.
 */
public final class InstantPicker extends HBox {
    private static final DateTimeFormatter ISO_DATE = DateTimeFormatter.ISO_LOCAL_DATE;
    private final DatePicker date = new DatePicker();
    private final TextField time = new TextField();
    private final ObjectProperty<Instant> instant = new SimpleObjectProperty<>();
    private boolean updating;

    public InstantPicker() {
        super(6);
        getStyleClass().add("instant-picker");
        date.setPromptText("2025-06-01");
        date.setConverter(new StringConverter<>() {
            @Override
            public String toString(LocalDate d) {
                return d == null ? "" : ISO_DATE.format(d);
            }

            @Override
            public LocalDate fromString(String text) {
                try {
                    return text == null || text.isBlank() ? null : LocalDate.parse(text.strip(), ISO_DATE);
                } catch (DateTimeParseException e) {
                    return null;
                }
            }
        });
        date.setPrefWidth(140);
        time.setPromptText("00:00");
        time.setPrefColumnCount(6);
        Label zone = new Label(DateText.zoneName());
        zone.getStyleClass().add("muted");
        getChildren().setAll(date, time, zone);
        date.valueProperty().addListener((o, a, b) -> recompute());
        // a date typed without Enter counts as soon as it reads
        date.getEditor().textProperty().addListener((o, a, text) -> {
            LocalDate typed = date.getConverter().fromString(text);
            if (typed != null && !typed.equals(date.getValue())) {
                date.setValue(typed);
            } else {
                recompute();
            }
        });
        time.textProperty().addListener((o, a, b) -> recompute());
        instant.addListener((o, a, t) -> show(t));
    }

    private void recompute() {
        if (updating) {
            return;
        }
        LocalDate d = date.getValue();
        LocalTime t = parseTime(time.getText());
        updating = true;
        try {
            instant.set(d == null || t == null ? null : DateText.of(d, t));
        } finally {
            updating = false;
        }
    }

    private static LocalTime parseTime(String text) {
        if (text == null || text.isBlank()) {
            return LocalTime.MIDNIGHT;
        }
        try {
            return LocalTime.parse(text.strip().length() == 5 ? text.strip() : text.strip());
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    private void show(Instant t) {
        if (updating || t == null) {
            return;
        }
        updating = true;
        try {
            ZonedDateTime z = t.atZone(DateText.zone());
            date.setValue(z.toLocalDate());
            time.setText(z.toLocalTime().getSecond() == 0 ? String.format("%02d:%02d", z.getHour(), z.getMinute())
                    : z.toLocalTime().toString());
        } finally {
            updating = false;
        }
    }

    /** The picked instant, or null while none is complete; setting it shows it. */
    public ObjectProperty<Instant> instantProperty() {
        return instant;
    }

    public DatePicker datePicker() {
        return date;
    }

    public TextField timeField() {
        return time;
    }
}
