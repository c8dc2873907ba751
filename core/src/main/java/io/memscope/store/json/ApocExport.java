package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A Graphiti database exported from Neo4j by APOC ({@code apoc.export.json.*}): JSON Lines (or an array) of
 * {@code {"type": "node", "id", "labels", "properties"}} and {@code {"type": "relationship", "label", "properties",
 * "start": {"id"}, "end": {"id"}}}, or {@code {"nodes": [...], "rels": [...]}}. A record's properties are what
 * Graphiti saved, so each {@code RELATES_TO} relationship is read as the edge it is; the others (an episode's
 * {@code MENTIONS}, a community's {@code HAS_MEMBER}) hold no facts and are skipped.
 */
final class ApocExport implements ForeignFormat.Records {
    private static final String ENTITY_EDGE = "RELATES_TO";
    private static final Map<String, String> MAPPING = GraphitiEdges.mapping("the relationship's properties:"
            + " fact, expired_at, episodes, group_id and every other one except embeddings; the node uuids");

    @Override
    public StoreFormat system() {
        return StoreFormat.GRAPHITI;
    }

    @Override
    public String name() {
        return "Graphiti in Neo4j, exported by APOC";
    }

    @Override
    public boolean recognises(FirstLook look) {
        if (look.isRecords()) {
            return isRecord(look.record());
        }
        // APOC writes JSON Lines by default, often into a file named .json: its top level is then the first record
        return look.isObject() && (look.hasKey("rels") || isRecord(look.keys())
                || look.section("nodes").contains("labels") && look.section("nodes").contains("properties"));
    }

    @Override
    public Map<String, String> mapping() {
        return MAPPING;
    }

    @Override
    public ForeignFacts read(Input in) throws IOException, StoreException {
        Reading reading = new Reading(in.errors());
        boolean lines = in.jsonLines() || startsWithARecord(in.file());
        ForeignRecords.read(in.parser(), lines, in.errors(), Set.of("nodes", "rels"), List.of("rels", "nodes"), reading);
        return reading.edges.finish();
    }

    private static boolean isRecord(Set<String> fields) {
        return fields.contains("type") && FirstLook.anyOf(fields, "properties", "labels", "start");
    }

    /** Whether the file's top-level object is an APOC record, the first line of JSON Lines, not a document. */
    private static boolean startsWithARecord(Path file) throws IOException {
        try (JsonParser p = new JsonFactory().createParser(file.toFile())) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return false;
            }
            Set<String> fields = new HashSet<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                fields.add(p.currentName());
                p.nextToken();
                p.skipChildren();
            }
            return isRecord(fields);
        }
    }

    /** One file's reading: nodes give names, entity relationships give edges. */
    private static final class Reading implements ForeignRecords.Sink {
        private final JsonErrors errors;
        private final GraphitiEdges edges;

        Reading(JsonErrors errors) {
            this.errors = errors;
            this.edges = new GraphitiEdges(errors);
        }

        @Override
        public void record(String section, int number, ObjectNode record, JsonLocation at) throws StoreException {
            RecordFields r = new RecordFields(record, "record #" + number, at, errors);
            String type = r.text("type");
            boolean node = "node".equals(type) || type == null && section.equals("nodes");
            String id = r.required("id");
            JsonNode properties = record.get("properties");
            ObjectNode props = properties instanceof ObjectNode o ? o.deepCopy() : record.objectNode();
            if (node) {
                String uuid = text(props, "uuid");
                uuid = uuid != null ? uuid : "neo4j:" + id;
                edges.alias("neo4j:" + id, uuid);
                edges.node(uuid, text(props, "name"));
                return;
            }
            String label = r.text("label");
            String relType = label != null ? label : "relationship".equals(type) ? null : type;
            if (!ENTITY_EDGE.equals(relType)) {
                return;
            }
            // Graphiti saves the node uuids on the edge too; an older edge without them is tied by APOC's node ids
            if (!props.hasNonNull("source_node_uuid") && !props.hasNonNull("source_uuid")) {
                props.put("source_node_uuid", "neo4j:" + endId(r, record, "start"));
            }
            if (!props.hasNonNull("target_node_uuid") && !props.hasNonNull("target_uuid")) {
                props.put("target_node_uuid", "neo4j:" + endId(r, record, "end"));
            }
            edges.edge(new RecordFields(props, "relationship " + id, at, errors), false);
        }
    }

    private static String endId(RecordFields r, ObjectNode record, String end) throws StoreException {
        JsonNode e = record.get(end);
        String id = e != null && e.isObject() ? text((ObjectNode) e, "id") : null;
        if (id == null) {
            throw r.problem("\"" + end + "\" names no node id");
        }
        return id;
    }

    private static String text(ObjectNode node, String field) {
        JsonNode v = node.get(field);
        return v == null || v.isNull() || !v.isValueNode() ? null : v.asText();
    }
}
