package io.memscope.ui.main;

import io.memscope.export.ExportWarnings;
import io.memscope.model.Finding;
import io.memscope.store.StoreKind;
import io.memscope.ui.export.ExportDialog;
import io.memscope.ui.export.ExportViewModel;
import io.memscope.ui.render.TimelinePicture;
import io.memscope.ui.theme.Theme;
import io.memscope.ui.timeline.TimelineControl;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The window's two exports: memory (dialog, then a warning when a snapshot is not clean) and the
 * timeline as a picture. The work itself runs in the view-model's background.
 */
final class ExportActions {
    private final MainViewModel model;
    private final TimelineControl timeline;
    private final Supplier<Window> owner;
    private final Supplier<Theme> theme;
    private final Consumer<Finding> reviewFirst;

    ExportActions(MainViewModel model, TimelineControl timeline, Supplier<Window> owner, Supplier<Theme> theme,
                  Consumer<Finding> reviewFirst) {
        this.model = model;
        this.timeline = timeline;
        this.owner = owner;
        this.theme = theme;
        this.reviewFirst = reviewFirst;
    }

    void exportMemory() {
        StoreSession s = model.sessionProperty().get();
        if (s == null) {
            return;
        }
        ExportViewModel choice = new ExportViewModel();
        String base = s.store().descriptor().kind() == StoreKind.POSTGRESQL ? "memory"
                : Path.of(s.store().descriptor().location()).getFileName().toString()
                .replaceFirst("(\\.mv\\.db|\\.jsonl|\\.json)$", "");
        choice.destinationProperty().set(Path.of(System.getProperty("user.home"),
                base + "-clean" + choice.formatProperty().get().extension()).toString());
        new ExportDialog(owner.get(), choice).showAndWait().ifPresent(c -> {
            ExportWarnings warnings = model.exports().exportWarnings(c.shapeProperty().get());
            if (!warnings.isEmpty() && !confirmExportAnyway(warnings)) {
                return;
            }
            model.exports().export(c.shapeProperty().get(), c.formatProperty().get(), c.destinationPath());
        });
    }

    /** Cancel, export anyway, or review first (which opens the first contradiction). */
    private boolean confirmExportAnyway(ExportWarnings warnings) {
        ButtonType anyway = new ButtonType("Export Anyway");
        ButtonType review = new ButtonType("Review First");
        Alert alert = new Alert(Alert.AlertType.WARNING, warnings.summary()
                + ".\n\nAn agent loading this snapshot would take every one of those as settled.",
                review, anyway, ButtonType.CANCEL);
        alert.setHeaderText("The snapshot is not clean yet");
        alert.initOwner(owner.get());
        ButtonType chosen = alert.showAndWait().orElse(ButtonType.CANCEL);
        if (chosen == review && !warnings.contradictions().isEmpty()) {
            reviewFirst.accept(warnings.contradictions().get(0));
        }
        return chosen == anyway;
    }

    void chooseImage() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export timeline image");
        FileChooser.ExtensionFilter png = new FileChooser.ExtensionFilter("PNG image, 2x (*.png)", "*.png");
        FileChooser.ExtensionFilter svg = new FileChooser.ExtensionFilter("SVG vector image (*.svg)", "*.svg");
        chooser.getExtensionFilters().addAll(png, svg);
        chooser.setInitialFileName(model.selectedSubjectProperty().get().replaceAll("[^A-Za-z0-9._-]", "_") + ".png");
        File file = chooser.showSaveDialog(owner.get());
        if (file != null) {
            Path chosen = file.toPath();
            String name = chosen.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
            // the type picked in the dialog decides when the name has no extension of its own
            if (!name.endsWith(".png") && !name.endsWith(".svg")) {
                chosen = chosen.resolveSibling(chosen.getFileName() + (chooser.getSelectedExtensionFilter() == svg ? ".svg" : ".png"));
            }
            writeImage(chosen);
        }
    }

    void writeImage(Path file) {
        var facts = List.copyOf(timeline.getFacts());
        var findings = List.copyOf(timeline.getFindings());
        var flagged = Set.copyOf(timeline.getFlaggedIds());
        StoreSession s = model.sessionProperty().get();
        // the range and width on screen, as tall as the lanes need, under the store's name and the date
        var header = new TimelinePicture.Header(null,
                s == null ? null : TimelinePicture.storeName(s.store().descriptor()),
                java.time.LocalDate.ofInstant(timeline.getNow(), timeline.getZone()));
        var request = new TimelinePicture.Request(facts, findings, flagged, timeline.getNow(), timeline.getAsOf(),
                theme.get(), Math.max(800, timeline.getWidth()), 0, 2.0, timeline.visibleRange().orElse(null), header,
                timeline.getAliases());
        if (TimelinePicture.isSvg(file)) {
            model.exports().writeSvg(TimelinePicture.svg(request), file);
        } else {
            model.exports().writeImage(TimelinePicture.snapshot(request), file);
        }
    }
}
