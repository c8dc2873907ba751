package io.memscope.store.jdbc;

import io.memscope.store.MappingProposal;
import io.memscope.store.TableMapping;
import io.memscope.store.TableSample;
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
    void proposalPrefersOwnNamesThenCommonNamesAndNeverUsesAColumnTwice() {
        TableMapping graphitiLike = MappingProposal.proposed(sample("edges", "UUID:UUID", "Source_Node_UUID:UUID",
                "name:TEXT", "Target_Node_UUID:UUID", "fact:TEXT", "valid_at:TIME", "invalid_at:TIME",
                "created_at:TIME", "expired_at:TIME", "episodes:TEXT"));
        assertThat(graphitiLike.columns()).containsExactly(
                Map.entry("id", "UUID"), Map.entry("subject", "Source_Node_UUID"), Map.entry("predicate", "name"),
                Map.entry("value", "fact"), Map.entry("valid_from", "valid_at"), Map.entry("valid_to", "invalid_at"),
                Map.entry("recorded_at", "created_at"), Map.entry("source", "episodes"));
        TableMapping own = MappingProposal.proposed(sample("facts", "id:NUMBER", "subject:TEXT", "predicate:TEXT",
                "value:TEXT", "valid_from:TIME", "valid_to:TIME", "superseded_by:NUMBER", "created_at:TIME",
                "agent_id:TEXT"));
        assertThat(own.columns()).containsExactly(Map.entry("recorded_at", "created_at"), Map.entry("agent", "agent_id"));
    }

    /** A sampled table of {@code name:KIND} columns and no JSON keys. */
    private static TableSample sample(String table, String... columns) {
        List<TableSample.ColumnInfo> infos = java.util.Arrays.stream(columns).map(c -> c.split(":"))
                .map(c -> new TableSample.ColumnInfo(c[0], c[1].toLowerCase(java.util.Locale.ROOT),
                        TableSample.Kind.valueOf(c[1]))).toList();
        return new TableSample(table, infos, List.of(), 0, false, "", null, "");
    }
}
