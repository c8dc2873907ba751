package io.memscope.ui.main;

import io.memscope.ui.dialog.Message;
import io.memscope.export.ExportFormat;
import io.memscope.export.ExportShape;
import io.memscope.export.ExportWarnings;
import io.memscope.export.Exporter;
import io.memscope.model.AnalysisReport;
import io.memscope.model.RecheckFlag;
import io.memscope.review.RecordExport;
import io.memscope.store.StoreCopier;
import io.memscope.ui.render.TimelinePicture;
import io.memscope.ui.review.ActionsViewModel;
import io.memscope.ui.task.BackgroundTask;
import io.memscope.ui.task.ProgressTask;
import io.memscope.ui.task.TaskExecutor;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/** What the window writes to files: the store's memory (with progress and Cancel) and timeline pictures. */
public final class WindowExportsViewModel {
    private final TaskExecutor executor;
    private final ForegroundWork work;
    private final Supplier<StoreSession> session;
    private final Supplier<AnalysisReport> report;
    private final ActionsViewModel actions;
    private Consumer<Message> errorSink = message -> { };
    private Consumer<String> statusSink = message -> { };

    WindowExportsViewModel(TaskExecutor executor, ForegroundWork work, Supplier<StoreSession> session,
                           Supplier<AnalysisReport> report, ActionsViewModel actions) {
        this.executor = executor;
        this.work = work;
        this.session = session;
        this.report = report;
        this.actions = actions;
    }

    void setSinks(Consumer<Message> errors, Consumer<String> status) {
        this.errorSink = errors;
        this.statusSink = status;
    }

    /**
     * What the operator should hear before exporting a snapshot (contradictions an agent would load
     * as two truths); empty for a full history, or before analysis has finished.
     */
    public ExportWarnings exportWarnings(ExportShape shape) {
        AnalysisReport r = report.get();
        if (shape != ExportShape.CURRENT_SNAPSHOT || r == null) {
            return new ExportWarnings(List.of(), List.of());
        }
        return ExportWarnings.of(r, actions.flags().stream().map(RecheckFlag::factId).map(Object::toString)
                .distinct().toList());
    }

    /** Exports in the background with progress and Cancel; a cancelled export leaves no file. */
    public void export(ExportShape shape, ExportFormat format, Path to) {
        StoreSession current = session.get();
        if (current == null) {
            return;
        }
        ProgressTask<StoreCopier.CopyResult> task = BackgroundTask.wrap(progress -> {
                    progress.update("exporting the " + shape + " to " + to.getFileName(), -1, -1);
                    return Exporter.export(current.store(), shape, format, to, progress);
                })
                .onSuccess(result -> {
                    statusSink.accept(String.format("Exported the %s (%,d facts) as %s to %s", shape, result.facts(),
                            format.option(), to));
                    if (actions.availableProperty().get()) {
                        actions.run(new RecordExport(shape.toString(), format.option(), to.toAbsolutePath().toString(),
                                result.facts()), entry -> { });
                    }
                })
                .onFailure(t -> errorSink.accept(Message.of(Message.Kind.NOT_WRITTEN, MainViewModel.messageOf(t))))
                .onCancel(() -> statusSink.accept("Export cancelled; nothing was written."))
                .asTask();
        task.runningProperty().addListener((o, was, running) -> {
            if (!running) {
                work.finish(task);
            }
        });
        work.run(task, executor);
    }

    /** Writes a picture to disk in the background; the status bar says where it went. */
    public void writeImage(javafx.scene.image.WritableImage image, Path to) {
        writePicture(to, () -> TimelinePicture.writePng(image, to));
    }

    /** Writes an SVG document (drawn on the FX thread, where its nodes live) on a worker. */
    public void writeSvg(String svg, Path to) {
        writePicture(to, () -> TimelinePicture.writeSvg(svg, to));
    }

    private interface PictureWrite {
        void write() throws java.io.IOException;
    }

    private void writePicture(Path to, PictureWrite write) {
        BackgroundTask.wrapVoid(progress -> write.write())
                .onSuccess(done -> statusSink.accept("Saved the timeline image to " + to))
                .onFailure(t -> errorSink.accept(Message.of(Message.Kind.NOT_WRITTEN,
                        to + ": cannot write the image: " + MainViewModel.messageOf(t))))
                .executeWith(executor);
    }
}
