package io.memscope.store;

import io.memscope.store.TableSample.Kind;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which column or JSON key of a sampled table holds each fact field, proposed from their names and kinds
 * (a user or agent id is the subject, {@code created_at} the start of validity, {@code data} or
 * {@code memory} the value), for the operator to confirm or correct. Pure: it reads only the sample.
 *
 * @param sources each field's proposed source (a column, a JSON path, or {@code a|b} alternatives); a field
 *                nothing fits is absent
 */
public record MappingProposal(String table, Map<String, String> sources) {
    /** The fields without which no fact can be read. */
    public static final List<String> REQUIRED = List.of("id", "subject", "predicate", "value", "valid_from");

    /** Owner ids Mem0 sets one or more of, the first present naming the memory's owner. */
    private static final List<String> OWNER_IDS = List.of("user_id", "agent_id", "run_id");

    private static final Map<String, List<String>> NAMES = names();

    public MappingProposal {
        sources = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(sources));
    }

    /** The proposal for {@code sample}; a table memscope reads without a mapping gets none. */
    public static MappingProposal of(TableSample sample) {
        if (sample.needsNoMapping()) {
            return new MappingProposal(sample.table(), Map.of());
        }
        List<Candidate> candidates = candidates(sample);
        Set<String> taken = new HashSet<>();
        Map<String, String> chosen = new LinkedHashMap<>();
        for (String field : TableMapping.FIELDS) {
            for (Candidate c : candidates) {
                if (c.column && c.leaf.equals(field) && fits(field, c.kind, sample.textTimes())) {
                    chosen.put(field, c.source);
                    taken.add(c.source);
                    break;
                }
            }
        }
        for (String field : TableMapping.FIELDS) {
            if (!chosen.containsKey(field)) {
                pick(field, candidates, taken, sample.textTimes()).ifPresent(s -> chosen.put(field, s));
            }
        }
        if (!chosen.containsKey("id")) {
            ownKey(sample.table(), candidates, taken).ifPresent(s -> chosen.put("id", s));
        }
        Map<String, String> ordered = new LinkedHashMap<>();
        TableMapping.FIELDS.stream().filter(chosen::containsKey).forEach(f -> ordered.put(f, chosen.get(f)));
        return new MappingProposal(sample.table(), ordered);
    }

    /**
     * The mapping that opens {@code sample}'s table as proposed: the table's built-in one when it needs no
     * mapping, else the proposal's. The window's connect dialog and {@code proposeMapping} both answer with it.
     */
    public static TableMapping proposed(TableSample sample) {
        return sample.needsNoMapping() ? sample.builtInMapping() : of(sample).mapping();
    }

    /** The mapping to open with and to print as {@code --map}: the fields whose source is not their own name. */
    public TableMapping mapping() {
        return mapping(table, sources);
    }

    /** The mapping for {@code table} with the sources an operator chose, blank ones left out. */
    public static TableMapping mapping(String table, Map<String, String> chosen) {
        Map<String, String> given = new LinkedHashMap<>();
        chosen.forEach((field, source) -> {
            if (source != null && !source.isBlank()) {
                given.put(field, source.strip());
            }
        });
        return new TableMapping(table, given);
    }

    /** The required fields that {@code chosen} gives no source for. */
    public static List<String> missing(Map<String, String> chosen) {
        return REQUIRED.stream().filter(f -> chosen.get(f) == null || chosen.get(f).isBlank()).toList();
    }

    /**
     * The one line that says why the table cannot be read as proposed, or empty: the required fields for
     * which no column or JSON key was found.
     */
    public Optional<String> refusal() {
        List<String> missing = missing(sources);
        if (missing.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("table " + table + " has no column or JSON key that looks like " + String.join(", ", missing)
                + " (memscope needs " + String.join(", ", REQUIRED) + "); choose one for each, or --map FIELD=COLUMN");
    }

    /** The {@code --table ... --map ...} options that open the same table from the command line. */
    public static String commandLine(TableMapping mapping) {
        StringBuilder line = new StringBuilder("--table ").append(shellWord(mapping.table()));
        if (!mapping.columns().isEmpty()) {
            List<String> pairs = new ArrayList<>();
            mapping.columns().forEach((field, source) -> pairs.add(field + "=" + source));
            line.append(" --map ").append(shellWord(String.join(",", pairs)));
        }
        return line.toString();
    }

    private static String shellWord(String text) {
        return text.matches("[A-Za-z0-9_.,=/:@-]+") ? text : "'" + text.replace("'", "'\\''") + "'";
    }

    private static Optional<String> pick(String field, List<Candidate> candidates, Set<String> taken, boolean textTimes) {
        for (String name : NAMES.getOrDefault(field, List.of())) {
            for (Candidate c : candidates) {
                // metadata is a column of JSON objects: its keys are kept beside the fact as they are
                boolean unfit = !fits(field, c.kind, textTimes) || (field.equals("metadata") && !c.column);
                if (!c.leaf.equals(name) || taken.contains(c.source) || unfit) {
                    continue;
                }
                if (field.equals("subject") && OWNER_IDS.contains(name)) {
                    return Optional.of(owners(c, candidates, taken));
                }
                taken.add(c.source);
                return Optional.of(c.source);
            }
        }
        return Optional.empty();
    }

    /** Mem0's owners beside each other: {@code payload.user_id|payload.agent_id|payload.run_id}. */
    private static String owners(Candidate first, List<Candidate> candidates, Set<String> taken) {
        List<String> alternatives = new ArrayList<>();
        for (String owner : OWNER_IDS.subList(OWNER_IDS.indexOf(first.leaf), OWNER_IDS.size())) {
            for (Candidate c : candidates) {
                if (c.leaf.equals(owner) && c.parent.equals(first.parent) && !taken.contains(c.source)
                        && c.kind != Kind.OBJECT) {
                    alternatives.add(c.source);
                    taken.add(c.source);
                    break;
                }
            }
        }
        return String.join("|", alternatives);
    }

    /** A column named after its table, as {@code note_id} in {@code notes}: most schemas key a row so. */
    private static Optional<String> ownKey(String table, List<Candidate> candidates, Set<String> taken) {
        String name = table.toLowerCase(Locale.ROOT);
        String singular = name.endsWith("s") ? name.substring(0, name.length() - 1) : name;
        for (Candidate c : candidates) {
            boolean named = c.leaf.equals(name + "_id") || c.leaf.equals(singular + "_id");
            if (c.column && named && !taken.contains(c.source) && fits("id", c.kind, false)) {
                return Optional.of(c.source);
            }
        }
        return Optional.empty();
    }

    private static boolean fits(String field, Kind kind, boolean textTimes) {
        return switch (field) {
            case "valid_from", "valid_to", "recorded_at" -> kind == Kind.TIME || (textTimes && kind == Kind.TEXT);
            case "id", "superseded_by" -> kind == Kind.NUMBER || kind == Kind.TEXT || kind == Kind.UUID;
            case "confidence" -> kind == Kind.NUMBER;
            case "metadata" -> kind == Kind.OBJECT;
            default -> kind == Kind.TEXT || kind == Kind.NUMBER || kind == Kind.UUID;
        };
    }

    /** A possible source: columns first, then JSON keys shallow before deep, each in the order found. */
    private record Candidate(String source, String leaf, String parent, Kind kind, boolean column) {
    }

    private static List<Candidate> candidates(TableSample sample) {
        List<Candidate> all = new ArrayList<>();
        for (TableSample.ColumnInfo c : sample.columns()) {
            all.add(new Candidate(c.name(), c.name().toLowerCase(Locale.ROOT), "", c.kind(), true));
        }
        sample.jsonKeys().stream()
                .sorted(java.util.Comparator.comparingLong(k -> k.path().chars().filter(ch -> ch == '.').count()))
                .forEach(k -> {
                    int dot = k.path().lastIndexOf('.');
                    all.add(new Candidate(k.path(), k.path().substring(dot + 1).toLowerCase(Locale.ROOT),
                            k.path().substring(0, dot), k.kind(), false));
                });
        return all;
    }

    /** Names memory systems commonly give each field, in order of preference. */
    private static Map<String, List<String>> names() {
        Map<String, List<String>> s = new LinkedHashMap<>();
        s.put("id", List.of("id", "uuid", "fact_id", "memory_id", "edge_id", "pk"));
        s.put("subject", List.of("subject", "subject_id", "entity", "user_id", "agent_id", "run_id", "namespace",
                "prefix", "owner", "user", "username", "user_name", "person", "customer_id", "customer", "entity_id",
                "bank_id", "source_node_uuid", "source_node", "group_id", "session_id"));
        s.put("predicate", List.of("predicate", "relation", "relation_type", "attribute", "property", "kind",
                "category", "label", "topic", "fact_type", "field", "key", "name", "type"));
        s.put("value", List.of("value", "object", "data", "memory", "content", "text", "fact", "val", "body",
                "message", "new_memory", "note", "statement", "target_node_uuid", "target"));
        s.put("valid_from", List.of("valid_from", "valid_at", "valid_since", "effective_from", "start_time",
                "starts_at", "occurred_at", "observed_at", "mentioned_at", "created_at", "createdat", "written_at",
                "written", "inserted_at", "timestamp", "ts", "date", "updated_at"));
        s.put("valid_to", List.of("valid_to", "invalid_at", "valid_until", "effective_to", "end_time", "ends_at",
                "expired_at", "deleted_at"));
        s.put("superseded_by", List.of("superseded_by", "replaced_by", "superseded_by_id", "successor_id", "next_id"));
        s.put("recorded_at", List.of("recorded_at", "created_at", "inserted_at", "ingested_at", "recorded"));
        s.put("source", List.of("source", "episode", "episodes", "provenance", "origin"));
        s.put("agent", List.of("agent", "agent_id", "actor", "actor_id", "writer"));
        s.put("confidence", List.of("confidence", "score", "certainty", "probability"));
        s.put("metadata", List.of("metadata", "meta", "attributes", "extra", "properties", "payload"));
        return s;
    }
}
