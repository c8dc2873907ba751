package io.memscope.store.jdbc;

import io.memscope.store.TableMapping;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TableMappingTest {
    @Test
    void parseKeepsOnlyRenamedFieldsInFieldOrder() {
        TableMapping m = TableMapping.parse("memories", " valid_to = invalid_at , VALUE=object,id=id");
        assertThat(m.table()).isEqualTo("memories");
        assertThat(m.columns()).containsExactly(Map.entry("value", "object"), Map.entry("valid_to", "invalid_at"));
        assertThat(m.columnFor("value")).isEqualTo("object");
        assertThat(m.columnFor("subject")).isEqualTo("subject");
        assertThat(TableMapping.parse(null, null)).isEqualTo(TableMapping.DEFAULT);
        assertThat(TableMapping.parse(null, "")).matches(TableMapping::isDefault);
    }

    @Test
    void parseRefusesWhatIsNotAFieldMapping() {
        assertThatThrownBy(() -> TableMapping.parse(null, "value")).hasMessage("\"value\" is not field=column");
        assertThatThrownBy(() -> TableMapping.parse(null, "value=a,value=b")).hasMessage("value is mapped twice");
        assertThatThrownBy(() -> TableMapping.parse(null, "value=")).hasMessage("no column given for value");
        assertThatThrownBy(() -> TableMapping.parse(null, "colour=hue")).hasMessageStartingWith(
                "\"colour\" is not a fact field (fields: id, subject, predicate, value,");
        assertThatThrownBy(() -> TableMapping.parse(" ", null)).hasMessage("the table name is empty");
    }

    @Test
    void proposalPrefersOwnNamesThenCommonSynonymsAndNeverUsesAColumnTwice() {
        TableMapping graphitiLike = TableMapping.propose("edges", List.of("UUID", "Source_Node_UUID", "name",
                "Target_Node_UUID", "fact", "valid_at", "invalid_at", "created_at", "expired_at", "episodes"));
        assertThat(graphitiLike.columns()).containsExactly(
                Map.entry("id", "UUID"), Map.entry("subject", "Source_Node_UUID"), Map.entry("predicate", "name"),
                Map.entry("value", "Target_Node_UUID"), Map.entry("valid_from", "valid_at"), Map.entry("valid_to", "invalid_at"),
                Map.entry("recorded_at", "created_at"), Map.entry("source", "episodes"));
        TableMapping own = TableMapping.propose("facts", List.of("id", "subject", "predicate", "value", "valid_from",
                "valid_to", "superseded_by", "created_at", "agent_id"));
        assertThat(own.columns()).containsExactly(Map.entry("recorded_at", "created_at"), Map.entry("agent", "agent_id"));
    }
}
