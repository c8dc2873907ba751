package io.memscope.store.json;

import io.memscope.model.Fact;
import io.memscope.model.Progress;
import io.memscope.model.SubjectSummary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Two groups' "Alice" in one Graphiti export are two subjects, named as the Neo4j reader names them. */
class GraphitiGroupsTest {
    @TempDir
    Path dir;

    @Test
    void eachGroupsEntityIsASubjectOfItsOwn() throws Exception {
        Path export = Files.writeString(dir.resolve("groups.json"), """
                {"nodes": [{"uuid": "a1", "name": "Alice", "group_id": "g1"}, {"uuid": "a2", "name": "Alice", "group_id": "g2"},
                           {"uuid": "r", "name": "Rome", "group_id": "g1"}, {"uuid": "o", "name": "Oslo", "group_id": "g2"}],
                 "edges": [
                  {"uuid": "e1", "source_node_uuid": "a1", "target_node_uuid": "r", "name": "LIVES_IN",
                   "valid_at": "2020-01-01T00:00:00Z", "group_id": "g1"},
                  {"uuid": "e2", "source_node_uuid": "a2", "target_node_uuid": "o", "name": "LIVES_IN",
                   "valid_at": "2021-01-01T00:00:00Z", "group_id": "g2"}]}
                """);
        try (JsonMemoryStore store = JsonMemoryStore.open(export, true)) {
            assertThat(store.subjects(Progress.NONE)).extracting(SubjectSummary::subject)
                    .containsExactly("Alice [group g1]", "Alice [group g2]");
            assertThat(store.analyze(Progress.NONE).findings()).as("two people, no contradiction").isEmpty();
            assertThat(store.factsOf("Alice [group g2]")).extracting(Fact::value).containsExactly("Oslo");
        }
    }
}
