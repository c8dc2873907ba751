package io.memscope.ui.connect;

import io.memscope.store.MappingProposal;
import io.memscope.store.TableSample;
import io.memscope.store.TableMapping;
import javafx.beans.property.StringProperty;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;

import java.util.Map;

/**
 * Builds the fields of the "Map a table" step: the table list, and one editable list per memscope field
 * holding the table's columns and JSON paths (typing {@code a|b} or a path not sampled stays possible),
 * two fields a row, the required ones marked.
 *
 * <p>The fields are plain editable ComboBoxes, not ControlsFX's SearchableComboBox: its search text only
 * filters the list and its value is always one of the items, so the alternatives the proposal itself writes
 * ({@code payload.user_id|payload.agent_id}) and a key the sampled rows lack could not be typed.
 */
final class MappingForm {
    private static final Map<String, String> MEANING = Map.ofEntries(
            Map.entry("id", "the fact's key (integer, text or uuid)"),
            Map.entry("subject", "whom or what the fact is about"),
            Map.entry("predicate", "the attribute the fact sets"),
            Map.entry("value", "the fact's value or text"),
            Map.entry("valid_from", "when the fact became true"),
            Map.entry("valid_to", "when it stopped being true (empty: current)"),
            Map.entry("superseded_by", "the id of the fact that replaced it"),
            Map.entry("recorded_at", "when the memory system wrote it"),
            Map.entry("source", "where it came from"),
            Map.entry("agent", "which agent wrote it"),
            Map.entry("confidence", "a score"),
            Map.entry("metadata", "a column of JSON objects kept beside the fact"));

    private final TableMappingModel model;
    private final ComboBox<String> tableBox;
    private final GridPane grid;

    MappingForm(TableMappingModel model, ComboBox<String> tableBox, GridPane grid) {
        this.model = model;
        this.tableBox = tableBox;
        this.grid = grid;
    }

    void bind(StringProperty table) {
        tableBox.setItems(model.tables());
        tableBox.valueProperty().bindBidirectional(table);
        tableBox.setOnAction(e -> {
            String chosen = tableBox.getValue();
            TableSample shown = model.sampleProperty().get();
            boolean already = shown != null && chosen != null && shown.table().equals(chosen.strip());
            if (chosen != null && !chosen.isBlank() && !already && !model.tables().isEmpty()) {
                model.choose(chosen);
            }
        });
        int i = 0;
        for (String field : TableMapping.FIELDS) {
            Label name = new Label(field);
            name.getStyleClass().add("mapping-field-name");
            if (MappingProposal.REQUIRED.contains(field)) {
                name.getStyleClass().add("required-field");
            }
            name.setTooltip(new Tooltip(MEANING.getOrDefault(field, field)));
            ComboBox<String> source = new ComboBox<>(model.sources());
            source.setId("map-" + field);
            source.setEditable(true);
            source.setPromptText(MappingProposal.REQUIRED.contains(field) ? "a column named " + field : "none");
            source.valueProperty().bindBidirectional(model.fields().get(field));
            name.setLabelFor(source);
            grid.add(name, (i % 2) * 2, i / 2);
            grid.add(source, (i % 2) * 2 + 1, i / 2);
            i++;
        }
    }
}
