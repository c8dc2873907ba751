package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.memscope.analysis.InferredSuccessors;
import io.memscope.store.GraphitiSubjects;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Translates a Graphiti/Zep export ({@code {"nodes": [...], "edges": [...]}} or a bare array of edges)
 * into fact drafts: one fact per edge. Node names are known only once both arrays are read (either may
 * come first), and Graphiti keeps no successor pointer, so both are settled in {@link #finish()}.
 */
final class GraphitiEdges implements ForeignRecords.Sink {
    static final Set<String> SECTIONS = Set.of("nodes", "edges");
    static final String MAIN = "edges";

    /** Where each fact field comes from, for {@code check --json} and the window. */
    static final Map<String, String> MAPPING = mapping();

    private final JsonErrors errors;
    private final Map<String, String> nodeNames = new HashMap<>();
    private final List<FactDraft> edges = new ArrayList<>();

    GraphitiEdges(JsonErrors errors) {
        this.errors = errors;
    }

    private static Map<String, String> mapping() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("id", "uuid");
        m.put("subject", "name of the node source_node_uuid (the uuid when there are no nodes), with the edge's"
                + " group_id when the store holds several groups");
        m.put("predicate", "name");
        m.put("value", "name of the node target_node_uuid (the uuid when there are no nodes)");
        m.put("valid_from", "valid_at");
        m.put("valid_to", "invalid_at");
        m.put("superseded_by", "inferred: the one edge of the same subject and predicate whose valid_at"
                + " equals this edge's invalid_at");
        m.put("recorded_at", "created_at");
        m.put("metadata", "fact, expired_at, episodes, group_id, source_node_uuid, target_node_uuid and every"
                + " other field except embeddings");
        return m;
    }

    @Override
    public void record(String section, int number, ObjectNode record, JsonLocation at) throws StoreException {
        if (section.equals("nodes")) {
            RecordFields node = new RecordFields(record, "node #" + number, at, errors);
            String uuid = node.required("uuid");
            String name = node.text("name");
            nodeNames.put(uuid, name == null || name.isEmpty() ? uuid : name);
            return;
        }
        edges.add(edge(new RecordFields(record, "edge #" + number, at, errors)));
    }

    private static FactDraft edge(RecordFields r) throws StoreException {
        FactDraft d = new FactDraft();
        d.id = r.id("uuid");
        r.relabel("edge " + d.id);
        d.line = r.line();
        d.subject = r.required("source_node_uuid");
        d.value = r.required("target_node_uuid");
        d.predicate = r.required("name");
        d.validFrom = r.timestamp("valid_at");
        d.validTo = r.timestamp("invalid_at");
        d.recordedAt = r.timestamp("created_at");
        String expiredAt = r.text("expired_at");
        r.timestamp("expired_at"); // judged like the other timestamps, kept as written
        r.skip("fact_embedding", "name_embedding", "embedding"); // vectors for search, not memory
        d.putMetadata("source_node_uuid", d.subject);
        d.putMetadata("target_node_uuid", d.value);
        if (expiredAt != null) {
            d.putMetadata("expired_at", expiredAt);
        }
        r.keepRest(d, Set.of());
        return d;
    }

    /** Resolves node names, infers successors ({@link InferredSuccessors}), and hands the drafts over in file order. */
    List<FactDraft> finish() {
        boolean severalGroups = edges.stream().map(GraphitiEdges::group).filter(java.util.Objects::nonNull)
                .distinct().limit(2).count() > 1;
        for (FactDraft d : edges) {
            d.subject = GraphitiSubjects.of(nodeNames.getOrDefault(d.subject, d.subject), group(d), severalGroups);
            d.value = nodeNames.getOrDefault(d.value, d.value);
        }
        InferredSuccessors.link(edges, d -> d.subject, d -> d.predicate, GraphitiEdges::start, GraphitiEdges::end,
                (old, successor) -> {
                    old.supersededBy = successor.id;
                    old.inferredLink = true;
                });
        return edges;
    }

    private static String group(FactDraft d) {
        return d.metadata == null ? null : d.metadata.get("group_id");
    }

    private static Long start(FactDraft d) {
        return d.validFrom == Timestamps.NULL ? null : d.validFrom;
    }

    private static Long end(FactDraft d) {
        return d.validTo == Timestamps.NULL ? null : d.validTo;
    }
}
