package io.memscope.store.json;

import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The shapes Graphiti/Zep write their edges in; all read by {@link GraphitiEdges}. */
final class GraphitiShapes {
    private static final String METADATA = "fact, expired_at, episodes, group_id, the node uuids and every other"
            + " field except embeddings";

    private GraphitiShapes() {
    }

    /** True when the fields name an edge's nodes, as exports ({@code source_node_uuid}) or EntityEdge.save do. */
    static boolean namesNodes(Set<String> fields) {
        return FirstLook.anyOf(fields, "source_node_uuid", "target_node_uuid", "source_uuid", "target_uuid");
    }

    /**
     * {@code {"nodes": [...], "edges": [...]}} (either first, nodes optional or null), or a bare array or JSON
     * Lines of edges. Recognised by an edge's node uuids or a node's {@code uuid} and {@code name}; a key
     * {@code edges} or {@code nodes} with no records yet is taken as Graphiti's too, so its reader can say what
     * is missing. Nodes without a {@code uuid} are not Graphiti's (MemOS writes {@code id} and {@code memory}).
     */
    static final class Edges implements ForeignFormat.Records {
        private static final Map<String, String> MAPPING = GraphitiEdges.mapping(METADATA);

        @Override
        public StoreFormat system() {
            return StoreFormat.GRAPHITI;
        }

        @Override
        public String name() {
            return "Graphiti nodes and edges";
        }

        @Override
        public boolean recognises(FirstLook look) {
            if (look.isRecords()) {
                return namesNodes(look.record());
            }
            if (!look.isObject()) {
                return false;
            }
            Set<String> edge = look.section("edges");
            Set<String> node = look.section("nodes");
            return namesNodes(edge) || node.contains("uuid") && node.contains("name")
                    || look.hasKey("edges") && edge.isEmpty() && node.isEmpty()
                    || look.hasKey("nodes") && node.isEmpty() && edge.isEmpty() && !look.hasKey("rels");
        }

        @Override
        public Map<String, String> mapping() {
            return MAPPING;
        }

        @Override
        public ForeignFacts read(Input in) throws IOException, StoreException {
            GraphitiEdges edges = new GraphitiEdges(in.errors());
            ForeignRecords.read(in.parser(), in.jsonLines(), in.errors(), Set.of("nodes", "edges"), List.of("edges"),
                    edges);
            return edges.finish();
        }
    }

    /**
     * {@code {"facts": [...]}} as the REST server's search and get-memory return it ({@code FactResult}: no node
     * uuids), or as the MCP server's {@code search_memory_facts} does (whole edges, beside a {@code message}).
     */
    static final class Facts implements ForeignFormat.Records {
        private static final Map<String, String> MAPPING = GraphitiEdges.mapping(METADATA);

        @Override
        public StoreFormat system() {
            return StoreFormat.GRAPHITI;
        }

        @Override
        public String name() {
            return "Graphiti facts (REST or MCP search)";
        }

        @Override
        public boolean recognises(FirstLook look) {
            Set<String> fact = look.section("facts");
            return look.isObject() && fact.contains("uuid") && fact.contains("fact") && !fact.contains("subject");
        }

        @Override
        public Map<String, String> mapping() {
            return MAPPING;
        }

        @Override
        public ForeignFacts read(Input in) throws IOException, StoreException {
            GraphitiEdges edges = new GraphitiEdges(in.errors());
            ForeignRecords.read(in.parser(), in.jsonLines(), in.errors(), Set.of("facts", "nodes"), List.of("facts"),
                    edges);
            return edges.finish();
        }
    }
}
