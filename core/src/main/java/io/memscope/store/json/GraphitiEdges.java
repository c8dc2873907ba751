package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
        m.put("subject", "name of the node source_node_uuid (the uuid when there are no nodes)");
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

    /**
     * Resolves node names, infers successors, and hands the drafts over in file order.
     * A link is inferred only when exactly one edge qualifies: with two candidates memscope cannot know
     * which one Graphiti meant, and guessing would hide a real contradiction.
     */
    List<FactDraft> finish() {
        for (FactDraft d : edges) {
            d.subject = nodeNames.getOrDefault(d.subject, d.subject);
            d.value = nodeNames.getOrDefault(d.value, d.value);
        }
        Map<StartKey, List<FactDraft>> byStart = new HashMap<>();
        for (FactDraft d : edges) {
            if (d.validFrom != Timestamps.NULL) {
                byStart.computeIfAbsent(new StartKey(d.subject, d.predicate, d.validFrom), k -> new ArrayList<>(1))
                        .add(d);
            }
        }
        for (FactDraft d : edges) {
            if (d.validTo == Timestamps.NULL) {
                continue;
            }
            List<FactDraft> candidates = new ArrayList<>(byStart.getOrDefault(
                    new StartKey(d.subject, d.predicate, d.validTo), List.of()));
            candidates.remove(d);
            if (candidates.size() == 1) {
                d.supersededBy = candidates.get(0).id;
                d.inferredLink = true;
            }
        }
        return edges;
    }

    private record StartKey(String subject, String predicate, long validFrom) {
    }
}
