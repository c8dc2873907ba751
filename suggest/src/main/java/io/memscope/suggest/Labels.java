package io.memscope.suggest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The suggestions expected on an evaluation store, read from its labels file: per kind, pairs of ids (old,
 * new) or of names (in any order). Each pair is kept as {@link Evaluation#pairKey}.
 */
public record Labels(Map<String, Set<String>> expected) {
    public static Labels read(Path file) throws IOException {
        JsonNode root = new ObjectMapper().readTree(file.toFile());
        Map<String, Set<String>> expected = new TreeMap<>();
        for (String kind : Evaluation.KINDS) {
            Set<String> pairs = new TreeSet<>();
            JsonNode list = root.path(kind);
            if (!list.isArray()) {
                throw new IOException(file + ": no list \"" + kind + "\"");
            }
            for (JsonNode pair : list) {
                if (!pair.isArray() || pair.size() != 2) {
                    throw new IOException(file + ": in \"" + kind + "\", " + pair + " is not a pair");
                }
                pairs.add(Evaluation.pairKey(kind, pair.get(0).asText(), pair.get(1).asText()));
            }
            expected.put(kind, pairs);
        }
        return new Labels(expected);
    }
}
