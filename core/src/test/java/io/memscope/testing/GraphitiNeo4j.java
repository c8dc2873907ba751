package io.memscope.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.harness.Neo4j;
import org.neo4j.harness.Neo4jBuilders;

import java.io.IOException;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A real Neo4j in this JVM (the test harness, Bolt only) holding a graph written as Graphiti writes it:
 * the Cypher of its {@code EntityNode.save} and {@code EntityEdge.save} (graphiti_core, models/nodes and
 * models/edges db queries), with the parameters its Python driver sends: aware datetimes become zoned
 * DateTimes, {@code None} a null in the map, which {@code SET e = $map} does not store, an edge's attributes become properties
 * of their own, and embeddings are set as vector properties.
 */
public final class GraphitiNeo4j implements AutoCloseable {
    /** {@code get_entity_node_save_query} for Neo4j, labels joined as Graphiti joins them. */
    private static final String NODE_SAVE = """
            MERGE (n:Entity {uuid: $entity_data.uuid})
            SET n:%s
            SET n = $entity_data
            WITH n CALL db.create.setNodeVectorProperty(n, "name_embedding", $entity_data.name_embedding)
            RETURN n.uuid AS uuid""";
    private static final String NODE_SAVE_WITHOUT_EMBEDDING = """
            MERGE (n:Entity {uuid: $entity_data.uuid})
            SET n:%s
            SET n = $entity_data
            RETURN n.uuid AS uuid""";
    /** {@code get_entity_edge_save_query} for Neo4j. */
    private static final String EDGE_SAVE = """
            MATCH (source:Entity {uuid: $edge_data.source_uuid})
            MATCH (target:Entity {uuid: $edge_data.target_uuid})
            MERGE (source)-[e:RELATES_TO {uuid: $edge_data.uuid}]->(target)
            SET e = $edge_data
            WITH e CALL db.create.setRelationshipVectorProperty(e, "fact_embedding", $edge_data.fact_embedding)
            RETURN e.uuid AS uuid""";
    private static final String EDGE_SAVE_WITHOUT_EMBEDDING = """
            MATCH (source:Entity {uuid: $edge_data.source_uuid})
            MATCH (target:Entity {uuid: $edge_data.target_uuid})
            MERGE (source)-[e:RELATES_TO {uuid: $edge_data.uuid}]->(target)
            SET e = $edge_data
            RETURN e.uuid AS uuid""";

    private final Neo4j neo4j;

    private GraphitiNeo4j(Neo4j neo4j) {
        this.neo4j = neo4j;
    }

    /** A new empty database; close it after the test class, or share one through {@link SharedNeo4j}. */
    public static GraphitiNeo4j start() {
        return new GraphitiNeo4j(Neo4jBuilders.newInProcessBuilder().withDisabledServer().build());
    }

    /** A new empty database that asks for a user and password, as a production server does. */
    public static GraphitiNeo4j startWithAuthentication() {
        return new GraphitiNeo4j(Neo4jBuilders.newInProcessBuilder().withDisabledServer()
                .withConfig(GraphDatabaseSettings.auth_enabled, true).build());
    }

    /** The Bolt URL memscope is pointed at, as {@code bolt://localhost:PORT}. */
    public String boltUrl() {
        return neo4j.boltURI().toString();
    }

    /** Deletes every node and relationship, so the next test class starts from an empty graph. */
    public void empty() {
        execute("MATCH (n) DETACH DELETE n");
    }

    /** Runs any Cypher, for graphs that are not Graphiti's. */
    public void execute(String cypher) {
        neo4j.defaultDatabaseService().executeTransactionally(cypher);
    }

    /** An entity as {@code EntityNode.save} writes it; {@code embedding} may be null. */
    public void node(String uuid, String name, String group, String label, String createdAt, List<Double> embedding) {
        Map<String, Object> data = new HashMap<>();
        data.put("uuid", uuid);
        data.put("name", name);
        data.put("name_embedding", embedding);
        data.put("group_id", group);
        data.put("summary", "");
        data.put("created_at", time(createdAt));
        String labels = String.join(":", label, "Entity");
        String query = (embedding == null ? NODE_SAVE_WITHOUT_EMBEDDING : NODE_SAVE).formatted(labels);
        neo4j.defaultDatabaseService().executeTransactionally(query, Map.of("entity_data", data));
    }

    /** An edge as {@code EntityEdge.save} writes it; times are ISO-8601 text or null, {@code attributes} extra properties. */
    public void edge(Map<String, Object> fields, List<Double> embedding, Map<String, Object> attributes) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("source_uuid", fields.get("source_node_uuid"));
        data.put("target_uuid", fields.get("target_node_uuid"));
        for (String key : List.of("uuid", "name", "group_id", "fact", "episodes")) {
            data.put(key, fields.get(key));
        }
        data.put("fact_embedding", embedding);
        for (String key : List.of("created_at", "expired_at", "valid_at", "invalid_at", "reference_time")) {
            data.put(key, time((String) fields.get(key)));
        }
        attributes.forEach(data::putIfAbsent);
        String query = embedding == null ? EDGE_SAVE_WITHOUT_EMBEDDING : EDGE_SAVE;
        neo4j.defaultDatabaseService().executeTransactionally(query, Map.of("edge_data", data));
    }

    /** Writes a Graphiti JSON export ({@code nodes} and {@code edges}) into the graph, embeddings included. */
    public void load(Path export) throws IOException {
        JsonNode root = new ObjectMapper().readTree(export.toFile());
        for (JsonNode n : root.get("nodes")) {
            node(n.get("uuid").asText(), n.get("name").asText(), n.get("group_id").asText(),
                    n.get("labels").get(0).asText(), n.get("created_at").asText(), doubles(n.get("name_embedding")));
        }
        for (JsonNode e : root.get("edges")) {
            Map<String, Object> fields = new HashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = e.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                JsonNode v = f.getValue();
                if (v.isArray() && f.getKey().equals("episodes")) {
                    List<String> episodes = new ArrayList<>();
                    v.forEach(x -> episodes.add(x.asText()));
                    fields.put(f.getKey(), episodes);
                } else if (!v.isNull() && v.isValueNode()) {
                    fields.put(f.getKey(), v.asText());
                }
            }
            Map<String, Object> attributes = new HashMap<>();
            if (e.has("attributes")) {
                e.get("attributes").fields().forEachRemaining(a -> attributes.put(a.getKey(), a.getValue().asText()));
            }
            edge(fields, doubles(e.get("fact_embedding")), attributes);
        }
    }

    private static List<Double> doubles(JsonNode array) {
        if (array == null || array.isNull()) {
            return null;
        }
        List<Double> values = new ArrayList<>();
        array.forEach(x -> values.add(x.asDouble()));
        return values;
    }

    /** An aware datetime as the Python driver sends it: a zoned DateTime. */
    private static ZonedDateTime time(String iso) {
        return iso == null ? null : OffsetDateTime.parse(iso).atZoneSameInstant(ZoneOffset.UTC);
    }

    @Override
    public void close() {
        neo4j.close();
    }
}
