package io.memscope.store.neo4j;

import io.memscope.analysis.InferredSuccessors;
import io.memscope.model.Fact;
import io.memscope.model.Progress;
import io.memscope.store.StoreException;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Streams the edges of a query that returns them grouped by subject and predicate, and hands over one
 * (subject, predicate) group of facts at a time, successors inferred: Graphiti's successor of an edge is
 * always in the edge's own group, so one group in memory is all the rule needs, whatever the graph's size.
 */
final class EdgeGroups {
    private static final Comparator<Fact> FACT_ORDER = Comparator
            .comparing(Fact::validFrom, Comparator.nullsFirst(Comparator.<Instant>naturalOrder()))
            .thenComparing(Fact::id);

    /** Receives each group, its facts ordered by valid_from (missing first) and then id. */
    @FunctionalInterface
    interface GroupConsumer {
        void accept(List<Fact> group) throws StoreException;
    }

    private final GroupConsumer consumer;
    private final String location;
    private final List<EdgeRow> group = new ArrayList<>();
    private long inferred;

    private EdgeGroups(GroupConsumer consumer, String location) {
        this.consumer = consumer;
        this.location = location;
    }

    /** Runs {@code cypher} and hands its groups to {@code consumer}; returns how many links were inferred. */
    static long read(Neo4jConnection connection, String cypher, Map<String, Object> parameters,
                     Progress progress, GroupConsumer consumer) throws StoreException {
        EdgeGroups groups = new EdgeGroups(consumer, connection.url().shown());
        long[] rows = {0};
        connection.run(cypher, parameters, record -> {
            if ((++rows[0] & 1023) == 0) {
                progress.checkCancelled();
            }
            groups.accept(EdgeRow.of(record, groups.location));
        });
        groups.flush();
        return groups.inferred;
    }

    private void accept(EdgeRow row) throws StoreException {
        if (!group.isEmpty()) {
            EdgeRow first = group.get(0);
            if (!first.subject.equals(row.subject) || !first.predicate.equals(row.predicate)) {
                flush();
            }
        }
        group.add(row);
    }

    private void flush() throws StoreException {
        if (group.isEmpty()) {
            return;
        }
        inferred += InferredSuccessors.link(group, e -> e.subject, e -> e.predicate, e -> e.validFrom,
                e -> e.validTo, (old, successor) -> {
                    old.supersededBy = successor.id;
                    old.inferredLink = true;
                });
        List<Fact> facts = new ArrayList<>(group.size());
        for (EdgeRow row : group) {
            facts.add(row.fact());
        }
        facts.sort(FACT_ORDER);
        group.clear();
        consumer.accept(facts);
    }
}
