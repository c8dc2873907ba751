package io.memscope.bench.run;

import io.memscope.store.GraphitiSubjects;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The Cypher the Neo4j figures run beside memscope's own: the raw ordered scan (the reference: memscope's
 * edge query as an operator would type it, every property but the embeddings), a lean ordered scan of only
 * the fields the analysis reads, and a pushed-down analysis that groups and judges the edges on the server
 * and returns only the groups that can have findings.
 */
final class GraphitiQueries {
    /** What memscope's open asks: how many edges, in how many groups. */
    static final String SHAPE = """
            MATCH (:Entity)-[r:RELATES_TO]->(:Entity)
            RETURN count(r) AS edges, count(DISTINCT r.group_id) AS groups""";

    private static final String SUBJECT = """
            WITH s, r, t, CASE WHEN s.name IS NULL OR s.name = '' THEN s.uuid ELSE s.name END AS entity
            WITH s, r, t, CASE WHEN $severalGroups AND r.group_id IS NOT NULL
                 THEN entity + $groupOpen + toString(r.group_id) + $groupClose ELSE entity END AS subject
            """;

    private static final String VALUE = "CASE WHEN t.name IS NULL OR t.name = '' THEN t.uuid ELSE t.name END";

    /** Every edge with every property memscope reads, grouped by subject and predicate. */
    static final String RAW_ORDERED = "MATCH (s:Entity)-[r:RELATES_TO]->(t:Entity)\n" + SUBJECT + """
            RETURN subject, r.name AS predicate, %s AS value,
                   r.uuid AS id, r.valid_at AS valid_at, r.invalid_at AS invalid_at, r.created_at AS created_at,
                   s.uuid AS source_uuid, t.uuid AS target_uuid,
                   [k IN keys(r) WHERE NOT k IN $notMetadata | [k, r[k]]] AS extra
            ORDER BY subject, predicate""".formatted(VALUE);

    /** The same order with only what the findings and counts are made of. */
    static final String LEAN_ORDERED = "MATCH (s:Entity)-[r:RELATES_TO]->(t:Entity)\n" + SUBJECT + """
            RETURN subject, r.name AS predicate, %s AS value,
                   r.uuid AS id, r.valid_at AS valid_at, r.invalid_at AS invalid_at
            ORDER BY subject, predicate""".formatted(VALUE);

    /**
     * One row per subject: the counts of its groups that cannot have a finding, judged on the server, and
     * the edges of the groups that can. A group can have one when it has two current edges, an edge without
     * valid_at or one that ends at or before it starts (which a cycle of inferred links needs), two
     * intersecting intervals, or a time that is not a UTC DateTime to the microsecond (there memscope's
     * reading of times decides, not Cypher's comparisons). Every other group is counted here: its closed
     * edges with exactly one other edge starting where they end are superseded, the rest invalidated.
     */
    static final String PUSHED_DOWN = "MATCH (s:Entity)-[r:RELATES_TO]->(t:Entity)\n" + SUBJECT + """
            WITH subject, r.name AS predicate, collect(r) AS rels, collect([r.valid_at, r.invalid_at]) AS spans
            WITH subject, predicate, rels, spans, range(0, size(spans) - 1) AS ix,
                 size([x IN spans WHERE x[1] IS NULL]) AS current
            WITH subject, predicate, rels, spans, ix, current,
                 current > 1
                 OR any(x IN spans WHERE x[0] IS NULL OR x[1] <= x[0]
                        OR NOT valueType(x[0]) STARTS WITH 'ZONED DATETIME'
                        OR x[0].offsetSeconds <> 0 OR x[0].nanosecond % 1000 <> 0
                        OR (x[1] IS NOT NULL AND (NOT valueType(x[1]) STARTS WITH 'ZONED DATETIME'
                            OR x[1].offsetSeconds <> 0 OR x[1].nanosecond % 1000 <> 0)))
                 OR any(i IN ix WHERE any(j IN ix WHERE j > i
                        AND (spans[i][1] IS NOT NULL OR spans[j][1] IS NOT NULL)
                        AND (spans[i][1] IS NULL OR spans[j][0] < spans[i][1])
                        AND (spans[j][1] IS NULL OR spans[i][0] < spans[j][1]))) AS suspect
            WITH subject, rels, suspect,
                 CASE WHEN suspect THEN 0 ELSE size(rels) END AS facts,
                 CASE WHEN suspect THEN 0 ELSE current END AS current,
                 CASE WHEN suspect THEN 0 ELSE size([i IN ix WHERE spans[i][1] IS NOT NULL
                      AND single(j IN ix WHERE j <> i AND spans[j][0] = spans[i][1])]) END AS superseded
            WITH subject, sum(facts) AS facts, sum(current) AS current, sum(superseded) AS superseded,
                 collect(CASE WHEN suspect THEN rels END) AS suspects
            RETURN subject, facts, current, superseded,
                   [g IN suspects | [r IN g | {id: r.uuid, predicate: r.name, valid_at: r.valid_at,
                        invalid_at: r.invalid_at, value: CASE WHEN endNode(r).name IS NULL OR endNode(r).name = ''
                        THEN endNode(r).uuid ELSE endNode(r).name END}]] AS groups""";

    /** Edge properties memscope reads into a fact's own fields or leaves out, as its store does. */
    private static final List<String> NOT_METADATA = List.of("uuid", "name", "valid_at", "invalid_at", "created_at",
            "fact_embedding", "name_embedding", "embedding", "source_uuid", "target_uuid");

    private GraphitiQueries() {
    }

    static Map<String, Object> parameters(boolean severalGroups) {
        Map<String, Object> p = new HashMap<>();
        p.put("severalGroups", severalGroups);
        p.put("groupOpen", GraphitiSubjects.GROUP_OPEN);
        p.put("groupClose", GraphitiSubjects.GROUP_CLOSE);
        p.put("notMetadata", NOT_METADATA);
        return p;
    }
}
