package io.memscope.ui.timeline;

import io.memscope.analysis.GroupAnalyzer;
import io.memscope.analysis.LinkChecks;
import io.memscope.model.Cardinality;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Finding;
import io.memscope.model.ValueKind;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** A subject with a bit of everything, analysed by the project's own analysis classes. */
final class TimelineSamples {
    static final Instant NOW = Instant.parse("2025-03-01T12:00:00Z");

    private TimelineSamples() {
    }

    static Fact fact(long id, String predicate, String value, String from, String to, Long supersededBy,
                     String source, String agent) {
        return new Fact(FactId.of(id), "user:alice", predicate, value, ValueKind.TEXT,
                from == null ? null : Instant.parse(from + "T09:00:00Z"), to == null ? null : Instant.parse(to + "T09:00:00Z"),
                supersededBy == null ? null : FactId.of(supersededBy), null, source, agent, null);
    }

    static List<Fact> facts() {
        return List.of(
                fact(1, "lives_in", "Berlin", "2019-04-01", "2021-08-15", 2L, "conversation 12", "planner"),
                fact(2, "lives_in", "Hamburg", "2021-08-15", "2023-05-02", 3L, "conversation 57", "planner"),
                fact(3, "lives_in", "Munich", "2023-05-02", null, null, "conversation 88", "planner"),
                fact(4, "lives_in", "Bremen", "2024-02-10", null, null, "email import", "ingest"),
                fact(5, "employer", "Acme Corporation GmbH", "2019-01-10", "2022-03-31", 6L, "LinkedIn", "ingest"),
                fact(6, "employer", "Globex", "2022-04-01", null, null, "conversation 61", "planner"),
                fact(7, "likes", "jazz", "2019-06-01", null, null, "conversation 3", "planner"),
                fact(8, "likes", "hiking", "2020-05-01", "2023-01-01", null, "conversation 20", "planner"),
                fact(9, "likes", "sourdough baking", "2021-02-01", null, null, "conversation 40", "planner"),
                fact(10, "diet", "vegetarian", "2020-01-01", "2022-09-01", null, "conversation 30", "planner"),
                fact(11, "phone", "+49 30 1234567", "2019-04-01", "2023-06-01", 99L, "CRM", "ingest"),
                fact(12, "email", "alice@old.example", "2022-06-01", "2021-11-01", null, "CRM", "ingest"),
                fact(13, "timezone", "Europe/Berlin", null, "2023-05-02", 14L, "profile", "ingest"),
                fact(14, "timezone", "Europe/Berlin", "2023-05-02", null, null, "profile", "ingest"),
                fact(15, "timezone", " europe/berlin", "2024-01-01", null, null, "conversation 90", "planner"),
                fact(16, "plan", "basic", "2020-03-01", "2023-03-01", 17L, "billing", "ingest"),
                fact(17, "plan", "pro", "2022-09-01", null, null, "billing", "ingest"));
    }

    static List<Finding> findings(List<Fact> facts) {
        List<Finding> findings = new ArrayList<>();
        Map<String, List<Fact>> groups = facts.stream()
                .collect(Collectors.groupingBy(Fact::predicate, LinkedHashMap::new, Collectors.toList()));
        groups.forEach((predicate, group) ->
                findings.addAll(GroupAnalyzer.analyze(predicate.equals("likes") ? Cardinality.MANY : Cardinality.ONE, group)));
        Map<FactId, Fact> byId = facts.stream().collect(Collectors.toMap(Fact::id, f -> f));
        for (Fact f : facts) {
            Optional<LinkChecks.Location> target = Optional.ofNullable(f.supersededBy()).map(byId::get)
                    .map(t -> new LinkChecks.Location(t.subject(), t.predicate()));
            LinkChecks.check(f, target).ifPresent(findings::add);
        }
        return findings;
    }
}
