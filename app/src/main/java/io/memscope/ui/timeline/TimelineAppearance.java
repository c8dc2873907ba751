package io.memscope.ui.timeline;

import javafx.beans.Observable;
import javafx.css.CssMetaData;
import javafx.css.SimpleStyleableObjectProperty;
import javafx.css.StyleConverter;
import javafx.css.Styleable;
import javafx.css.StyleableObjectProperty;
import javafx.css.StyleableProperty;
import javafx.scene.control.Control;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.text.Font;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;

/**
 * The CSS-styleable colours and sizes of a {@link TimelineControl}. They are properties of the control
 * (the control is their bean and their {@link Styleable}); they live in this class only to keep the
 * control itself about behaviour. The defaults equal the light theme, so the control looks right with
 * no stylesheet; {@code theme/memscope.css} and {@code theme/memscope-dark.css} set them through looked-up
 * colours.
 */
public final class TimelineAppearance {
    private static final List<CssMetaData<? extends Styleable, ?>> META = new ArrayList<>();

    static final CssMetaData<TimelineControl, Paint> BACKGROUND = paint("-ms-background", a -> a.background, "#ffffff");
    static final CssMetaData<TimelineControl, Paint> GRID_STROKE = paint("-ms-grid-stroke", a -> a.gridStroke, "#e6e8ec");
    static final CssMetaData<TimelineControl, Paint> LANE_STRIPE_FILL = paint("-ms-lane-stripe-fill", a -> a.laneStripeFill, "#f7f8fa");
    static final CssMetaData<TimelineControl, Paint> LANE_HEADER_FILL = paint("-ms-lane-header-fill", a -> a.laneHeaderFill, "#fbfbfc");
    static final CssMetaData<TimelineControl, Paint> LANE_LABEL_FILL = paint("-ms-lane-label-fill", a -> a.laneLabelFill, "#1f2328");
    static final CssMetaData<TimelineControl, Paint> MUTED_TEXT_FILL = paint("-ms-muted-text-fill", a -> a.mutedTextFill, "#6e7781");
    static final CssMetaData<TimelineControl, Paint> AXIS_FILL = paint("-ms-axis-fill", a -> a.axisFill, "#f6f8fa");
    static final CssMetaData<TimelineControl, Paint> AXIS_TEXT_FILL = paint("-ms-axis-text-fill", a -> a.axisTextFill, "#57606a");
    static final CssMetaData<TimelineControl, Paint> CURRENT_FILL = paint("-ms-current-fill", a -> a.currentFill, "#2f81f7");
    static final CssMetaData<TimelineControl, Paint> SUPERSEDED_FILL = paint("-ms-superseded-fill", a -> a.supersededFill, "#8c959f");
    static final CssMetaData<TimelineControl, Paint> INVALIDATED_FILL = paint("-ms-invalidated-fill", a -> a.invalidatedFill, "#c9a26b");
    static final CssMetaData<TimelineControl, Paint> BAR_TEXT_FILL = paint("-ms-bar-text-fill", a -> a.barTextFill, "#ffffff");
    static final CssMetaData<TimelineControl, Paint> CLUSTER_FILL = paint("-ms-cluster-fill", a -> a.clusterFill, "#afb8c1");
    static final CssMetaData<TimelineControl, Paint> CONTRADICTION_STROKE = paint("-ms-contradiction-stroke", a -> a.contradictionStroke, "#cf222e");
    static final CssMetaData<TimelineControl, Paint> DUPLICATE_STROKE = paint("-ms-duplicate-stroke", a -> a.duplicateStroke, "#bf8700");
    static final CssMetaData<TimelineControl, Paint> FLAG_FILL = paint("-ms-flag-fill", a -> a.flagFill, "#8250df");
    static final CssMetaData<TimelineControl, Paint> PROBLEM_FILL = paint("-ms-problem-fill", a -> a.problemFill, "#cf222e");
    static final CssMetaData<TimelineControl, Paint> ARROW_STROKE = paint("-ms-arrow-stroke", a -> a.arrowStroke, "#57606a");
    static final CssMetaData<TimelineControl, Paint> SUGGESTION_STROKE =
            paint("-ms-suggestion-stroke", a -> a.suggestionStroke, "#bf3989");
    static final CssMetaData<TimelineControl, Paint> NOW_STROKE = paint("-ms-now-stroke", a -> a.nowStroke, "#1a7f37");
    static final CssMetaData<TimelineControl, Paint> ASOF_STROKE = paint("-ms-asof-stroke", a -> a.asOfStroke, "#d1242f");
    static final CssMetaData<TimelineControl, Paint> ASOF_TEXT_FILL = paint("-ms-asof-text-fill", a -> a.asOfTextFill, "#ffffff");
    static final CssMetaData<TimelineControl, Paint> SELECTION_STROKE = paint("-ms-selection-stroke", a -> a.selectionStroke, "#0b1f3a");
    static final CssMetaData<TimelineControl, Number> ROW_HEIGHT = size("-ms-row-height", a -> a.rowHeight, 24);
    static final CssMetaData<TimelineControl, Number> LANE_LABEL_WIDTH = size("-ms-lane-label-width", a -> a.laneLabelWidth, 168);
    static final CssMetaData<TimelineControl, Number> AXIS_HEIGHT = size("-ms-axis-height", a -> a.axisHeight, 44);
    static final CssMetaData<TimelineControl, Number> BAR_RADIUS = size("-ms-bar-radius", a -> a.barRadius, 4);
    static final CssMetaData<TimelineControl, Font> FONT = new CssMetaData<>("-ms-font",
            StyleConverter.getFontConverter(), Font.font("System", 12)) {
        @Override
        public boolean isSettable(TimelineControl c) {
            return !c.appearance().font.isBound();
        }

        @Override
        public StyleableProperty<Font> getStyleableProperty(TimelineControl c) {
            return c.appearance().font;
        }
    };
    static final List<CssMetaData<? extends Styleable, ?>> CLASS_CSS_META_DATA;

    static {
        META.add(FONT);
        List<CssMetaData<? extends Styleable, ?>> all = new ArrayList<>(Control.getClassCssMetaData());
        all.addAll(META);
        CLASS_CSS_META_DATA = Collections.unmodifiableList(all);
    }

    final StyleableObjectProperty<Paint> background;
    final StyleableObjectProperty<Paint> gridStroke;
    final StyleableObjectProperty<Paint> laneStripeFill;
    final StyleableObjectProperty<Paint> laneHeaderFill;
    final StyleableObjectProperty<Paint> laneLabelFill;
    final StyleableObjectProperty<Paint> mutedTextFill;
    final StyleableObjectProperty<Paint> axisFill;
    final StyleableObjectProperty<Paint> axisTextFill;
    final StyleableObjectProperty<Paint> currentFill;
    final StyleableObjectProperty<Paint> supersededFill;
    final StyleableObjectProperty<Paint> invalidatedFill;
    final StyleableObjectProperty<Paint> barTextFill;
    final StyleableObjectProperty<Paint> clusterFill;
    final StyleableObjectProperty<Paint> contradictionStroke;
    final StyleableObjectProperty<Paint> duplicateStroke;
    final StyleableObjectProperty<Paint> flagFill;
    final StyleableObjectProperty<Paint> problemFill;
    final StyleableObjectProperty<Paint> arrowStroke;
    final StyleableObjectProperty<Paint> suggestionStroke;
    final StyleableObjectProperty<Paint> nowStroke;
    final StyleableObjectProperty<Paint> asOfStroke;
    final StyleableObjectProperty<Paint> asOfTextFill;
    final StyleableObjectProperty<Paint> selectionStroke;
    final StyleableObjectProperty<Number> rowHeight;
    final StyleableObjectProperty<Number> laneLabelWidth;
    final StyleableObjectProperty<Number> axisHeight;
    final StyleableObjectProperty<Number> barRadius;
    final StyleableObjectProperty<Font> font;
    private final List<StyleableObjectProperty<?>> all = new ArrayList<>();

    TimelineAppearance(TimelineControl control) {
        background = prop(control, BACKGROUND, "background");
        gridStroke = prop(control, GRID_STROKE, "gridStroke");
        laneStripeFill = prop(control, LANE_STRIPE_FILL, "laneStripeFill");
        laneHeaderFill = prop(control, LANE_HEADER_FILL, "laneHeaderFill");
        laneLabelFill = prop(control, LANE_LABEL_FILL, "laneLabelFill");
        mutedTextFill = prop(control, MUTED_TEXT_FILL, "mutedTextFill");
        axisFill = prop(control, AXIS_FILL, "axisFill");
        axisTextFill = prop(control, AXIS_TEXT_FILL, "axisTextFill");
        currentFill = prop(control, CURRENT_FILL, "currentFill");
        supersededFill = prop(control, SUPERSEDED_FILL, "supersededFill");
        invalidatedFill = prop(control, INVALIDATED_FILL, "invalidatedFill");
        barTextFill = prop(control, BAR_TEXT_FILL, "barTextFill");
        clusterFill = prop(control, CLUSTER_FILL, "clusterFill");
        contradictionStroke = prop(control, CONTRADICTION_STROKE, "contradictionStroke");
        duplicateStroke = prop(control, DUPLICATE_STROKE, "duplicateStroke");
        flagFill = prop(control, FLAG_FILL, "flagFill");
        problemFill = prop(control, PROBLEM_FILL, "problemFill");
        arrowStroke = prop(control, ARROW_STROKE, "arrowStroke");
        suggestionStroke = prop(control, SUGGESTION_STROKE, "suggestionStroke");
        nowStroke = prop(control, NOW_STROKE, "nowStroke");
        asOfStroke = prop(control, ASOF_STROKE, "asOfStroke");
        asOfTextFill = prop(control, ASOF_TEXT_FILL, "asOfTextFill");
        selectionStroke = prop(control, SELECTION_STROKE, "selectionStroke");
        rowHeight = prop(control, ROW_HEIGHT, "rowHeight");
        laneLabelWidth = prop(control, LANE_LABEL_WIDTH, "laneLabelWidth");
        axisHeight = prop(control, AXIS_HEIGHT, "axisHeight");
        barRadius = prop(control, BAR_RADIUS, "barRadius");
        font = prop(control, FONT, "font");
    }

    /** Every styleable property, so a skin can redraw when any of them changes. */
    public List<Observable> observables() {
        return List.copyOf(all);
    }

    public StyleableObjectProperty<Paint> backgroundProperty() { return background; }
    public StyleableObjectProperty<Paint> gridStrokeProperty() { return gridStroke; }
    public StyleableObjectProperty<Paint> laneStripeFillProperty() { return laneStripeFill; }
    public StyleableObjectProperty<Paint> laneHeaderFillProperty() { return laneHeaderFill; }
    public StyleableObjectProperty<Paint> laneLabelFillProperty() { return laneLabelFill; }
    public StyleableObjectProperty<Paint> mutedTextFillProperty() { return mutedTextFill; }
    public StyleableObjectProperty<Paint> axisFillProperty() { return axisFill; }
    public StyleableObjectProperty<Paint> axisTextFillProperty() { return axisTextFill; }
    public StyleableObjectProperty<Paint> currentFillProperty() { return currentFill; }
    public StyleableObjectProperty<Paint> supersededFillProperty() { return supersededFill; }
    public StyleableObjectProperty<Paint> invalidatedFillProperty() { return invalidatedFill; }
    public StyleableObjectProperty<Paint> barTextFillProperty() { return barTextFill; }
    public StyleableObjectProperty<Paint> clusterFillProperty() { return clusterFill; }
    public StyleableObjectProperty<Paint> contradictionStrokeProperty() { return contradictionStroke; }
    public StyleableObjectProperty<Paint> duplicateStrokeProperty() { return duplicateStroke; }
    public StyleableObjectProperty<Paint> flagFillProperty() { return flagFill; }
    public StyleableObjectProperty<Paint> problemFillProperty() { return problemFill; }
    public StyleableObjectProperty<Paint> arrowStrokeProperty() { return arrowStroke; }
    public StyleableObjectProperty<Paint> suggestionStrokeProperty() { return suggestionStroke; }
    public StyleableObjectProperty<Paint> nowStrokeProperty() { return nowStroke; }
    public StyleableObjectProperty<Paint> asOfStrokeProperty() { return asOfStroke; }
    public StyleableObjectProperty<Paint> asOfTextFillProperty() { return asOfTextFill; }
    public StyleableObjectProperty<Paint> selectionStrokeProperty() { return selectionStroke; }
    public StyleableObjectProperty<Number> rowHeightProperty() { return rowHeight; }
    public StyleableObjectProperty<Number> laneLabelWidthProperty() { return laneLabelWidth; }
    public StyleableObjectProperty<Number> axisHeightProperty() { return axisHeight; }
    public StyleableObjectProperty<Number> barRadiusProperty() { return barRadius; }
    public StyleableObjectProperty<Font> fontProperty() { return font; }

    private <T> StyleableObjectProperty<T> prop(TimelineControl control, CssMetaData<TimelineControl, T> meta, String name) {
        StyleableObjectProperty<T> p = new SimpleStyleableObjectProperty<>(meta, control, name, meta.getInitialValue(control));
        all.add(p);
        return p;
    }

    private static CssMetaData<TimelineControl, Paint> paint(String css,
            Function<TimelineAppearance, StyleableObjectProperty<Paint>> field, String initial) {
        return register(new Meta<>(css, StyleConverter.getPaintConverter(), Color.web(initial), field));
    }

    private static CssMetaData<TimelineControl, Number> size(String css,
            Function<TimelineAppearance, StyleableObjectProperty<Number>> field, double initial) {
        return register(new Meta<>(css, StyleConverter.getSizeConverter(), initial, field));
    }

    private static <T> CssMetaData<TimelineControl, T> register(CssMetaData<TimelineControl, T> meta) {
        META.add(meta);
        return meta;
    }

    private static final class Meta<T> extends CssMetaData<TimelineControl, T> {
        private final Function<TimelineAppearance, StyleableObjectProperty<T>> field;

        Meta(String css, StyleConverter<?, T> converter, T initial, Function<TimelineAppearance, StyleableObjectProperty<T>> field) {
            super(css, converter, initial);
            this.field = field;
        }

        @Override
        public boolean isSettable(TimelineControl c) {
            StyleableObjectProperty<T> p = field.apply(c.appearance());
            return p == null || !p.isBound();
        }

        @Override
        public StyleableProperty<T> getStyleableProperty(TimelineControl c) {
            return field.apply(c.appearance());
        }
    }
}
