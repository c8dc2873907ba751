package io.memscope.store.neo4j;

import io.memscope.store.GraphitiSubjects;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The Cypher memscope reads a Graphiti graph with. Graphiti writes every entity fact as
 * {@code (:Entity)-[:RELATES_TO {uuid, name, fact, group_id, valid_at, invalid_at, created_at, ...}]->(:Entity)};
 * its embeddings are the largest part of the graph and no rule reads them, so each query names the
 * properties it returns and leaves {@code fact_embedding} and {@code name_embedding} on the server.
 */
final class GraphitiCypher {
    /** Edge properties read into a fact's own fields, or left out (vectors, and copies of the node uuids). */
    static final List<String> NOT_METADATA = List.of("uuid", "name", "valid_at", "invalid_at", "created_at",
            "fact_embedding", "name_embedding", "embedding", "source_uuid", "target_uuid");

    /** How many edges the graph has, and in how many groups: whether it is Graphiti's, and how to name subjects. */
    static final String SHAPE = """
            MATCH (:Entity)-[r:RELATES_TO]->(:Entity)
            RETURN count(r) AS edges, count(DISTINCT r.group_id) AS groups""";

    /** The subject of an edge whose uuid is {@code $id}. */
    static final String SUBJECT_OF = """
            MATCH (s:Entity)-[r:RELATES_TO {uuid: $id}]->(t:Entity)
            """ + subject() + """
            RETURN subject LIMIT 1""";

    /** What every edge query returns: the fields a fact's own columns and the analysis are made of. */
    private static final String FIELDS = """
            RETURN subject, r.name AS predicate,
                   CASE WHEN t.name IS NULL OR t.name = '' THEN t.uuid ELSE t.name END AS value,
                   r.uuid AS id, r.valid_at AS valid_at, r.invalid_at AS invalid_at, r.created_at AS created_at
            """;

    /** The fields and the metadata: the entities' uuids and every other property but the embeddings. */
    private static final String RETURNED = FIELDS.stripTrailing() + """
            ,
                   s.uuid AS source_uuid, t.uuid AS target_uuid,
                   [k IN keys(r) WHERE NOT k IN $notMetadata | [k, r[k]]] AS extra
            """;

    /** Every edge, grouped by subject and then predicate: the order a pass over the store needs. */
    static final String EDGES = """
            MATCH (s:Entity)-[r:RELATES_TO]->(t:Entity)
            """ + subject() + RETURNED + """
            ORDER BY subject, predicate""";

    /**
     * Every edge in the same order without its metadata: the counts, the subject list and the findings read
     * none of it, and a pass that leaves it on the server is cheaper on both sides (ADR 0014).
     */
    static final String EDGES_WITHOUT_METADATA = """
            MATCH (s:Entity)-[r:RELATES_TO]->(t:Entity)
            """ + subject() + FIELDS + """
            ORDER BY subject, predicate""";

    /**
     * The edges of one subject. {@code $names} are the entity names the subject can come from (the subject
     * itself, and what precedes each group suffix), so the server looks the entity up by name first.
     */
    static final String EDGES_OF = """
            MATCH (s:Entity)-[r:RELATES_TO]->(t:Entity)
            WHERE s.name IN $names OR s.uuid IN $names
            """ + subject() + """
            WHERE subject = $subject
            """ + RETURNED + """
            ORDER BY predicate""";

    private GraphitiCypher() {
    }

    /** {@code subject} as {@link GraphitiSubjects#of} makes it, from {@code s} and {@code r}. */
    private static String subject() {
        return """
                WITH s, r, t, CASE WHEN s.name IS NULL OR s.name = '' THEN s.uuid ELSE s.name END AS entity
                WITH s, r, t, CASE WHEN $severalGroups AND r.group_id IS NOT NULL
                     THEN entity + $groupOpen + toString(r.group_id) + $groupClose ELSE entity END AS subject
                """;
    }

    /** The parameters every edge query takes. */
    static Map<String, Object> parameters(boolean severalGroups) {
        Map<String, Object> p = new HashMap<>();
        p.put("severalGroups", severalGroups);
        p.put("groupOpen", GraphitiSubjects.GROUP_OPEN);
        p.put("groupClose", GraphitiSubjects.GROUP_CLOSE);
        p.put("notMetadata", NOT_METADATA);
        return p;
    }
}
