package io.memscope.store.neo4j;

import io.memscope.analysis.AsOf;
import io.memscope.model.AnalysisReport;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.Progress;
import io.memscope.model.StoreSummary;
import io.memscope.model.SubjectSummary;
import io.memscope.store.GraphitiSubjects;
import io.memscope.store.MemoryStore;
import io.memscope.store.Redaction;
import io.memscope.store.StoreDescriptor;
import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;
import io.memscope.store.StoreKind;
import io.memscope.store.StoreOverview;
import io.memscope.store.StoreSource;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A Graphiti knowledge graph read live from Neo4j: one fact per {@code RELATES_TO} edge, as the JSON
 * reader makes one of an exported edge. Nothing is kept between calls but the connection: every answer
 * streams the edges it needs from the server (a pass over the graph holds one subject and predicate at a
 * time), so the graph may be larger than memory and each answer sees the graph as it is now. Graphiti
 * owns the graph, so memscope only reads it.
 */
public final class Neo4jMemoryStore implements MemoryStore, StoreSource.Described {
    private final Neo4jConnection connection;
    private final StoreDescriptor descriptor;
    private final boolean severalGroups;
    /** Links inferred by the latest pass over the graph, -1 before the first. */
    private volatile long inferredLinks = -1;

    private Neo4jMemoryStore(Neo4jConnection connection, boolean severalGroups) {
        this.connection = connection;
        this.severalGroups = severalGroups;
        this.descriptor = new StoreDescriptor(StoreKind.NEO4J, Redaction.withoutPassword(connection.url().location()),
                true);
    }

    /**
     * Connects to the graph at {@code location} and checks it is Graphiti's. User and password come from
     * the URL, else {@code NEO4J_USERNAME}/{@code NEO4J_PASSWORD}.
     */
    public static Neo4jMemoryStore open(String location) throws StoreException {
        Neo4jUrl url = Neo4jUrl.parse(location, System.getenv());
        Neo4jConnection connection = Neo4jConnection.open(url);
        try {
            long[] shape = new long[2];
            connection.run(GraphitiCypher.SHAPE, Map.of(), r -> {
                shape[0] = r.get("edges").asLong();
                shape[1] = r.get("groups").asLong();
            });
            if (shape[0] == 0) {
                throw new StoreException(url.shown() + ": not a Graphiti graph: no (:Entity)-[:RELATES_TO]->(:Entity)"
                        + " edges in " + (url.database() == null ? "the default database" : "database " + url.database()));
            }
            return new Neo4jMemoryStore(connection, shape[1] > 1);
        } catch (StoreException | RuntimeException e) {
            connection.close();
            throw e;
        }
    }

    @Override
    public StoreDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public StoreSource source() {
        if (inferredLinks < 0) {
            try {
                overview(Progress.NONE);
            } catch (StoreException e) {
                return new StoreSource(StoreFormat.GRAPHITI, mapping(), 0); // the next read reports the failure
            }
        }
        return new StoreSource(StoreFormat.GRAPHITI, mapping(), inferredLinks);
    }

    private static Map<String, String> mapping() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("id", "uuid of the RELATES_TO edge");
        m.put("subject", "name of the source Entity (its uuid when it has none), with the edge's group_id when the"
                + " graph holds several groups");
        m.put("predicate", "name");
        m.put("value", "name of the target Entity (its uuid when it has none)");
        m.put("valid_from", "valid_at");
        m.put("valid_to", "invalid_at");
        m.put("superseded_by", "inferred: the one edge of the same subject and predicate whose valid_at"
                + " equals this edge's invalid_at");
        m.put("recorded_at", "created_at");
        m.put("metadata", "fact, expired_at, episodes, group_id, the entities' uuids and every other edge property"
                + " except embeddings");
        return m;
    }

    @Override
    public StoreSummary summary() throws StoreException {
        return overview(Progress.NONE).summary();
    }

    @Override
    public AnalysisReport analyze(Progress progress) throws StoreException {
        GraphPass pass = GraphPass.analysis(connection, severalGroups, progress);
        inferredLinks = pass.inferredLinks();
        return pass.report(descriptor.location());
    }

    @Override
    public StoreOverview overview(Progress progress) throws StoreException {
        GraphPass pass = GraphPass.overview(connection, severalGroups, progress);
        inferredLinks = pass.inferredLinks();
        return new StoreOverview(pass.subjects(), pass.summary(),
                new StoreSource(StoreFormat.GRAPHITI, mapping(), pass.inferredLinks()));
    }

    @Override
    public PredicateCardinalities cardinalities() {
        return PredicateCardinalities.NONE;
    }

    @Override
    public List<SubjectSummary> subjects(Progress progress) throws StoreException {
        return overview(progress).subjects();
    }

    @Override
    public List<Fact> factsOf(String subject) throws StoreException {
        Map<String, Object> p = GraphitiCypher.parameters(severalGroups);
        p.put("subject", subject);
        p.put("names", entityNames(subject));
        List<Fact> facts = new ArrayList<>();
        EdgeGroups.read(connection, GraphitiCypher.EDGES_OF, p, Progress.NONE, facts::addAll);
        return facts;
    }

    /** The entity names {@code subject} can come from: itself, and the text before each group suffix in it. */
    private static List<String> entityNames(String subject) {
        List<String> names = new ArrayList<>(2);
        names.add(subject);
        for (int at = subject.indexOf(GraphitiSubjects.GROUP_OPEN); at >= 0;
             at = subject.indexOf(GraphitiSubjects.GROUP_OPEN, at + 1)) {
            names.add(subject.substring(0, at));
        }
        return names;
    }

    @Override
    public List<Fact> factsAsOf(String subject, String predicate, Instant asOf) throws StoreException {
        List<Fact> facts = factsOf(subject);
        if (predicate != null) {
            facts = facts.stream().filter(f -> f.predicate().equals(predicate)).toList();
        }
        return AsOf.validAt(facts, asOf);
    }

    @Override
    public Optional<Fact> fact(FactId id) throws StoreException {
        // a fact's successor is inferred from its whole group, so the group is read with it
        String[] subject = {null};
        connection.run(GraphitiCypher.SUBJECT_OF, withId(id), r -> subject[0] = r.get("subject").asString());
        if (subject[0] == null) {
            return Optional.empty();
        }
        return factsOf(subject[0]).stream().filter(f -> f.id().equals(id)).findFirst();
    }

    private Map<String, Object> withId(FactId id) {
        Map<String, Object> p = GraphitiCypher.parameters(severalGroups);
        p.put("id", id.toString());
        return p;
    }

    @Override
    public List<Dependency> dependenciesOf(FactId id) {
        return List.of(); // Graphiti records no derivations between facts
    }

    /** A Graphiti edge keeps its sentence as its fact, never a source: asking would read the whole graph. */
    @Override
    public boolean hasSourceSentences() {
        return false;
    }

    @Override
    public void forEachFact(FactConsumer consumer, Progress progress) throws StoreException {
        EdgeGroups.read(connection, GraphitiCypher.EDGES, GraphitiCypher.parameters(severalGroups), progress,
                group -> {
                    for (Fact f : group) {
                        consumer.accept(f);
                    }
                });
    }

    @Override
    public void forEachDependency(DependencyConsumer consumer) {
        // none: see dependenciesOf
    }

    @Override
    public void close() {
        connection.close();
    }
}
