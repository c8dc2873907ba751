package io.memscope.bench.run;

import io.memscope.model.Cardinality;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.Progress;
import io.memscope.store.StoreException;
import io.memscope.store.StoreWriter;
import io.memscope.store.synthetic.SyntheticStoreGenerator;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.RelationshipType;
import org.neo4j.graphdb.Transaction;
import org.neo4j.harness.Neo4j;
import org.neo4j.harness.Neo4jBuilders;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * A real Neo4j server (the test harness, in this JVM, Bolt only) holding the synthetic generator's facts as
 * Graphiti writes a graph: one {@code (:Entity)-[:RELATES_TO]->(:Entity)} edge per fact, its subject and value
 * as entities shared by name within one group, Graphiti's range indexes (graphiti_core/graph_queries.py,
 * {@code get_range_indices}), and 1024-float embeddings ({@code fact_embedding}, {@code name_embedding}) on a
 * share of the edges and on every entity, because real Graphiti graphs carry them and they are most of its bytes.
 */
final class GraphitiBenchGraph implements AutoCloseable {
    static final int DIMENSIONS = 1024;
    static final String GROUP = "bench";
    private static final int BATCH = 2_000;
    private static final Label ENTITY = Label.label("Entity");
    private static final RelationshipType RELATES_TO = RelationshipType.withName("RELATES_TO");
    private static final List<String> INDEXES = List.of(
            "CREATE INDEX entity_uuid IF NOT EXISTS FOR (n:Entity) ON (n.uuid)",
            "CREATE INDEX relation_uuid IF NOT EXISTS FOR ()-[e:RELATES_TO]-() ON (e.uuid)",
            "CREATE INDEX entity_group_id IF NOT EXISTS FOR (n:Entity) ON (n.group_id)",
            "CREATE INDEX relation_group_id IF NOT EXISTS FOR ()-[e:RELATES_TO]-() ON (e.group_id)",
            "CREATE INDEX name_entity_index IF NOT EXISTS FOR (n:Entity) ON (n.name)",
            "CREATE INDEX created_at_entity_index IF NOT EXISTS FOR (n:Entity) ON (n.created_at)",
            "CREATE INDEX name_edge_index IF NOT EXISTS FOR ()-[e:RELATES_TO]-() ON (e.name)",
            "CREATE INDEX created_at_edge_index IF NOT EXISTS FOR ()-[e:RELATES_TO]-() ON (e.created_at)",
            "CREATE INDEX expired_at_edge_index IF NOT EXISTS FOR ()-[e:RELATES_TO]-() ON (e.expired_at)",
            "CREATE INDEX valid_at_edge_index IF NOT EXISTS FOR ()-[e:RELATES_TO]-() ON (e.valid_at)",
            "CREATE INDEX invalid_at_edge_index IF NOT EXISTS FOR ()-[e:RELATES_TO]-() ON (e.invalid_at)");

    private final Neo4j neo4j;

    private GraphitiBenchGraph(Neo4j neo4j) {
        this.neo4j = neo4j;
    }

    /** Starts a server whose files go under {@code dir}, with a page cache that holds the whole graph. */
    static GraphitiBenchGraph start(Path dir) {
        return new GraphitiBenchGraph(Neo4jBuilders.newInProcessBuilder(dir).withDisabledServer()
                .withConfig(GraphDatabaseSettings.pagecache_memory, 3L * 1024 * 1024 * 1024).build());
    }

    /** The Bolt URL memscope is pointed at. */
    String boltUrl() {
        return neo4j.boltURI().toString();
    }

    /**
     * Writes {@code edges} of the generator's facts (seed {@code seed}); {@code embedded} is the share of edges
     * that carry a {@code fact_embedding}.
     */
    void write(long edges, long seed, double embedded, PrintWriter log) throws StoreException {
        GraphDatabaseService db = neo4j.defaultDatabaseService();
        for (String index : INDEXES) {
            db.executeTransactionally(index);
        }
        try (Transaction tx = db.beginTx()) {
            tx.schema().awaitIndexesOnline(10, TimeUnit.MINUTES);
        }
        long start = System.nanoTime();
        try (EdgeWriter writer = new EdgeWriter(db, seed, embedded)) {
            new SyntheticStoreGenerator(edges, seed).writeTo(writer, Progress.NONE);
            writer.commit();
        }
        log.printf("bench: wrote %,d Graphiti edges (%.0f %% with a %d-float embedding) into Neo4j in %.1f s%n",
                edges, embedded * 100, DIMENSIONS, (System.nanoTime() - start) / 1e9);
        log.flush();
    }

    @Override
    public void close() {
        neo4j.close();
    }

    /** The generator's facts as Graphiti's edges, a batch of them a transaction. */
    private static final class EdgeWriter implements StoreWriter {
        private final GraphDatabaseService db;
        private final SplittableRandom random;
        private final double embedded;
        private final Map<String, String> entities = new HashMap<>();
        private final List<Fact> batch = new ArrayList<>(BATCH);
        private long written;

        EdgeWriter(GraphDatabaseService db, long seed, double embedded) {
            this.db = db;
            this.random = new SplittableRandom(seed ^ 0x5DEECE66DL);
            this.embedded = embedded;
        }

        @Override
        public void predicate(String predicate, Cardinality cardinality) {
            // Graphiti declares no cardinalities: every RELATES_TO name is read as single-valued
        }

        @Override
        public void fact(Fact fact) {
            batch.add(fact);
            if (batch.size() == BATCH) {
                flush();
            }
        }

        @Override
        public void dependency(Dependency dependency) {
            // Graphiti records no derivations between facts
        }

        @Override
        public void commit() {
            flush();
        }

        @Override
        public void close() {
            batch.clear();
        }

        private void flush() {
            if (batch.isEmpty()) {
                return;
            }
            try (Transaction tx = db.beginTx()) {
                for (Fact f : batch) {
                    Node source = entity(tx, f.subject(), f.recordedAt());
                    Node target = entity(tx, f.value(), f.recordedAt());
                    Relationship r = source.createRelationshipTo(target, RELATES_TO);
                    String uuid = uuidOf("edge " + f.id());
                    r.setProperty("uuid", uuid);
                    r.setProperty("name", f.predicate());
                    r.setProperty("group_id", GROUP);
                    r.setProperty("fact", f.subject() + " " + f.predicate().replace('_', ' ') + " " + f.value() + ".");
                    r.setProperty("episodes", new String[] {"episode-" + (written / 7)});
                    set(r, "created_at", f.recordedAt());
                    set(r, "valid_at", f.validFrom());
                    set(r, "invalid_at", f.validTo());
                    set(r, "expired_at", f.validTo());
                    if (random.nextDouble() < embedded) {
                        r.setProperty("fact_embedding", embedding());
                    }
                    written++;
                }
                tx.commit();
            }
            batch.clear();
        }

        /** The entity named {@code name} in the group, made (with its embedding) the first time it is named. */
        private Node entity(Transaction tx, String name, Instant createdAt) {
            String id = entities.get(name);
            if (id != null) {
                return tx.getNodeByElementId(id);
            }
            Node n = tx.createNode(ENTITY);
            n.setProperty("uuid", uuidOf("entity " + name));
            n.setProperty("name", name);
            n.setProperty("group_id", GROUP);
            n.setProperty("summary", "");
            set(n, "created_at", createdAt);
            n.setProperty("name_embedding", embedding());
            entities.put(name, n.getElementId());
            return n;
        }

        private static String uuidOf(String text) {
            return UUID.nameUUIDFromBytes(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)).toString();
        }

        private float[] embedding() {
            float[] v = new float[DIMENSIONS];
            for (int i = 0; i < v.length; i++) {
                v[i] = (float) (random.nextDouble() * 2 - 1);
            }
            return v;
        }

        /** A time as Graphiti's Python driver sends an aware datetime: a zoned DateTime; none is no property. */
        private static void set(org.neo4j.graphdb.Entity e, String key, Instant at) {
            if (at != null) {
                e.setProperty(key, ZonedDateTime.ofInstant(at, ZoneOffset.UTC));
            }
        }
    }
}
