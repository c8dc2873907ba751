package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.memscope.analysis.InferredSuccessors;
import io.memscope.model.Cardinality;
import io.memscope.store.GraphitiSubjects;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Translates Graphiti/Zep edges into fact drafts, one fact per edge, whichever shape carried them: an export's
 * {@code edges}, the {@code facts} of the REST and MCP servers, or an APOC export's relationships
 * ({@link ApocExport}). Node names are known only once every record is read (nodes may come last), and Graphiti
 * keeps no successor pointer, so both are settled in {@link #finish()}.
 */
final class GraphitiEdges implements ForeignRecords.Sink {
    /** Subject of a fact whose record names no source node (the REST server's facts). */
    static final String UNKNOWN_SUBJECT = "(unknown)";

    private final JsonErrors errors;
    private final Map<String, String> nodeNames = new HashMap<>();
    /** Another key for a node (an APOC export's own node id) to its Graphiti uuid. */
    private final Map<String, String> aliases = new HashMap<>();
    private final List<FactDraft> edges = new ArrayList<>();
    /** Edges whose record names no source node: memscope cannot tell whose they are. */
    private final Set<FactDraft> subjectless = new HashSet<>();

    GraphitiEdges(JsonErrors errors) {
        this.errors = errors;
    }

    static Map<String, String> mapping(String recordFields) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("id", "uuid");
        m.put("subject", "name of the node source_node_uuid or source_uuid (the uuid when there are no nodes,"
                + " (unknown) when the record names none), with [group GROUP_ID] when the file holds several groups");
        m.put("predicate", "name");
        m.put("value", "name of the node target_node_uuid or target_uuid (the uuid when there are no nodes), the"
                + " fact when the record names no nodes");
        m.put("valid_from", "valid_at");
        m.put("valid_to", "invalid_at");
        m.put("superseded_by", "inferred: the one edge of the same subject and predicate whose valid_at"
                + " equals this edge's invalid_at");
        m.put("recorded_at", "created_at");
        m.put("metadata", recordFields);
        return m;
    }

    @Override
    public void record(String section, int number, ObjectNode record, JsonLocation at) throws StoreException {
        if (section.equals("nodes")) {
            RecordFields node = new RecordFields(record, "node #" + number, at, errors);
            node(node.required("uuid"), node.text("name"));
            return;
        }
        String label = section.equals("facts") ? "fact #" : "edge #";
        edge(new RecordFields(record, label + number, at, errors), section.equals("facts"));
    }

    void node(String uuid, String name) {
        nodeNames.put(uuid, name == null || name.isEmpty() ? uuid : name);
    }

    void alias(String key, String uuid) {
        aliases.put(key, uuid);
    }

    /** @param nodesOptional whether the record may name no nodes (a REST fact) rather than be refused */
    void edge(RecordFields r, boolean nodesOptional) throws StoreException {
        FactDraft d = new FactDraft();
        d.id = r.id("uuid");
        r.relabel("edge " + d.id);
        d.line = r.line();
        // EntityEdge.save writes source_uuid/target_uuid; reads and exports return source_node_uuid/...
        String source = either(r, "source_node_uuid", "source_uuid");
        String target = either(r, "target_node_uuid", "target_uuid");
        d.predicate = r.required("name");
        if (source == null && !nodesOptional) {
            throw r.problem("\"source_node_uuid\" is missing");
        }
        if (target == null && !nodesOptional) {
            throw r.problem("\"target_node_uuid\" is missing");
        }
        d.validFrom = r.timestamp("valid_at");
        d.validTo = r.timestamp("invalid_at");
        d.recordedAt = r.timestamp("created_at");
        String expiredAt = r.text("expired_at");
        r.timestamp("expired_at"); // judged like the other timestamps, kept as written
        r.skip("fact_embedding", "name_embedding", "embedding"); // vectors for search, not memory
        String fact = r.text("fact");
        if (fact != null) {
            d.putMetadata("fact", fact);
        }
        if (source != null) {
            d.putMetadata("source_node_uuid", source);
        }
        if (target != null) {
            d.putMetadata("target_node_uuid", target);
        }
        if (expiredAt != null) {
            d.putMetadata("expired_at", expiredAt);
        }
        String group = r.text("group_id");
        if (group != null) {
            d.putMetadata("group_id", group);
        }
        r.keepRest(d, Set.of());
        d.subject = source;
        d.value = target != null ? target : fact;
        if (source == null) {
            subjectless.add(d);
        }
        edges.add(d);
    }

    private static String either(RecordFields r, String field, String other) throws StoreException {
        String v = r.text(field);
        String w = r.text(other);
        return v != null && !v.isEmpty() ? v : w != null && !w.isEmpty() ? w : null;
    }

    /**
     * Resolves node names, tells groups apart, infers successors, and hands the drafts over in file order.
     * A link is inferred only when exactly one edge qualifies: with two candidates memscope cannot know
     * which one Graphiti meant, and guessing would hide a real contradiction.
     */
    ForeignFormat.ForeignFacts finish() {
        boolean severalGroups = edges.stream().map(GraphitiEdges::group).filter(g -> g != null).distinct().count() > 1;
        for (FactDraft d : edges) {
            if (subjectless.contains(d)) {
                d.subject = UNKNOWN_SUBJECT;
            } else {
                // one graph holds many users' memories: their "Alice"s are different people
                d.subject = GraphitiSubjects.of(name(d.subject), group(d), severalGroups);
            }
            if (d.value != null && d.metadata != null && d.metadata.containsKey("target_node_uuid")) {
                d.value = name(d.value);
            }
        }
        inferSuccessors();
        return new ForeignFormat.ForeignFacts(edges, manyValued());
    }

    private String name(String key) {
        String uuid = aliases.getOrDefault(key, key);
        return nodeNames.getOrDefault(uuid, uuid);
    }

    private static String group(FactDraft d) {
        return d.metadata == null ? null : d.metadata.get("group_id");
    }

    /** The shared rule ({@link InferredSuccessors}), so the export and the live graph give the same chains. */
    private void inferSuccessors() {
        // whose fact a subjectless edge is is unknown: a successor would be a guess across people
        List<FactDraft> known = edges.stream().filter(d -> !subjectless.contains(d)).toList();
        InferredSuccessors.link(known, d -> d.subject, d -> d.predicate, GraphitiEdges::start, GraphitiEdges::end,
                (old, successor) -> {
                    old.supersededBy = successor.id;
                    old.inferredLink = true;
                });
    }

    /**
     * Predicates seen only on facts without a subject are many-valued: under one "(unknown)" subject, the
     * facts of different people would otherwise contradict each other.
     */
    private Map<String, Cardinality> manyValued() {
        Map<String, Boolean> onlySubjectless = new TreeMap<>();
        for (FactDraft d : edges) {
            onlySubjectless.merge(d.predicate, subjectless.contains(d), Boolean::logicalAnd);
        }
        Map<String, Cardinality> many = new TreeMap<>();
        onlySubjectless.forEach((predicate, only) -> {
            if (only) {
                many.put(predicate, Cardinality.MANY);
            }
        });
        return many;
    }

    private static Long start(FactDraft d) {
        return d.validFrom == Timestamps.NULL ? null : d.validFrom;
    }

    private static Long end(FactDraft d) {
        return d.validTo == Timestamps.NULL ? null : d.validTo;
    }
}
