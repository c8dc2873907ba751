package io.memscope.ui.export;

import io.memscope.export.ExportFormat;
import io.memscope.export.ExportShape;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.nio.file.Files;
import java.nio.file.Path;

/** The Export dialog's choices: what (shape), how (format) and where (destination). */
public final class ExportViewModel {
    private final ObjectProperty<ExportShape> shape = new SimpleObjectProperty<>(ExportShape.CURRENT_SNAPSHOT);
    private final ObjectProperty<ExportFormat> format = new SimpleObjectProperty<>(ExportFormat.JSON);
    private final StringProperty destination = new SimpleStringProperty("");

    public ExportViewModel() {
        // Keep the file name's extension in step with the chosen format.
        format.addListener((o, old, f) -> {
            String d = destination.get();
            if (old != null && f != null && d.endsWith(old.extension())) {
                destination.set(d.substring(0, d.length() - old.extension().length()) + f.extension());
            }
        });
    }

    /** What is wrong with the choices, or empty when they can be exported. */
    public String problem() {
        String d = destination.get().strip();
        if (d.isEmpty()) {
            return "Choose where to write the export.";
        }
        Path path = Path.of(d);
        if (Files.exists(path)) {
            return path.getFileName() + " already exists: memscope never overwrites a file.";
        }
        if (path.toAbsolutePath().getParent() == null || !Files.isDirectory(path.toAbsolutePath().getParent())) {
            return "The folder " + path.toAbsolutePath().getParent() + " does not exist.";
        }
        if (!d.toLowerCase(java.util.Locale.ROOT).endsWith(format.get().extension())) {
            return "A " + format.get().option() + " export is named *" + format.get().extension() + ".";
        }
        return "";
    }

    public BooleanBinding validProperty() {
        return Bindings.createBooleanBinding(() -> problem().isEmpty(), destination, format, shape);
    }

    public ObjectProperty<ExportShape> shapeProperty() {
        return shape;
    }

    public ObjectProperty<ExportFormat> formatProperty() {
        return format;
    }

    public StringProperty destinationProperty() {
        return destination;
    }

    public Path destinationPath() {
        return Path.of(destination.get().strip());
    }
}
