package io.memscope.export;

import io.memscope.model.AnalysisReport;
import io.memscope.model.Dependency;
import io.memscope.model.Fact;
import io.memscope.model.FactId;
import io.memscope.model.Progress;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreCopier;
import io.memscope.store.StoreException;
import io.memscope.store.open.StoreOpener;
import io.memscope.store.StoreWriter;
import io.memscope.store.jdbc.JdbcStoreWriter;
import io.memscope.testing.Postgres;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ExporterTest {
    private static final String SAMPLE = "sample-stores/every-finding.json";

    @TempDir
    Path dir;

    enum Source { JSON, H2, POSTGRESQL }

    /** The sample as a store of the given kind. */
    private String source(Source kind) throws Exception {
        return source(kind, SAMPLE);
    }

    /** The JSON store {@code json} as a store of the given kind. */
    private String source(Source kind, String json) throws Exception {
        if (kind == Source.JSON) {
            return json;
        }
        try (MemoryStore sample = StoreOpener.open(json, true)) {
            if (kind == Source.H2) {
                Path h2 = dir.resolve("source.mv.db");
                try (StoreWriter w = JdbcStoreWriter.createH2(h2)) {
                    StoreCopier.copy(sample, w, false, Progress.NONE);
                }
                return h2.toString();
            }
            String url = Postgres.freshDatabaseUrl();
            try (Connection c = DriverManager.getConnection(url); StoreWriter w = JdbcStoreWriter.into(c)) {
                StoreCopier.copy(sample, w, false, Progress.NONE);
            }
            return url;
        }
    }

    @ParameterizedTest
    @EnumSource(Source.class)
    void everyReadableFormatRoundTripsToTheSameFactsAndFindings(Source kind) throws Exception {
        try (MemoryStore from = StoreOpener.open(source(kind), true)) {
            AnalysisReport expected = from.analyze(Progress.NONE);
            List<Fact> facts = allFacts(from);
            for (ExportFormat format : List.of(ExportFormat.JSON, ExportFormat.H2, ExportFormat.SQL, ExportFormat.JSONL)) {
                Path out = dir.resolve(kind + "-export" + format.extension());
                Exporter.export(from, ExportShape.FULL_HISTORY, format, out, Progress.NONE);
                String reopened = format == ExportFormat.SQL ? loadScript(out) : out.toString();
                try (MemoryStore back = StoreOpener.open(reopened, true)) {
                    assertThat(textOnly(allFacts(back))).as(kind + " → " + format).isEqualTo(textOnly(facts));
                    if (format != ExportFormat.JSONL) { // JSON Lines holds facts only, not cardinalities
                        AnalysisReport report = back.analyze(Progress.NONE);
                        assertThat(report.summary()).isEqualTo(expected.summary());
                        assertThat(report.findings()).as(kind + " → " + format).isEqualTo(expected.findings());
                    }
                }
            }
        }
    }

    @Test
    void csvHasAHeaderAndOneQuotedRowPerFact() throws Exception {
        Path csv = dir.resolve("facts.csv");
        try (MemoryStore from = StoreOpener.open("sample-stores/memscope-demo.json", true)) {
            Exporter.export(from, ExportShape.FULL_HISTORY, ExportFormat.CSV, csv, Progress.NONE);
        }
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        assertThat(lines.get(0)).isEqualTo(CsvFactWriter.HEADER);
        assertThat(lines).hasSize(1 + 27);
        assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("34,customer:acme,headquarters,\"Toledo, OH\","));
        assertThat(String.join("\n", lines)).contains("\"conversation 2023-04-10: \"\"I've been in Detroit");
    }

    @ParameterizedTest
    @EnumSource(Source.class)
    void theCurrentSnapshotHoldsExactlyTheCurrentFacts(Source kind) throws Exception {
        Path out = dir.resolve(kind + "-snapshot.json");
        List<String> expected;
        try (MemoryStore from = StoreOpener.open(source(kind), true)) {
            expected = allFacts(from).stream().filter(Fact::isCurrent).map(f -> f.id().toString()).sorted().toList();
            Exporter.export(from, ExportShape.CURRENT_SNAPSHOT, ExportFormat.JSON, out, Progress.NONE);
        }
        try (MemoryStore back = StoreOpener.open(out.toString(), true)) {
            assertThat(allFacts(back).stream().map(f -> f.id().toString()).sorted().toList()).isEqualTo(expected);
        }
    }

    /** A dependency goes into the snapshot only with both its facts: a dependency on a fact left out would dangle. */
    @ParameterizedTest
    @EnumSource(Source.class)
    void theSnapshotKeepsADependencyOnlyWhenBothItsFactsAreCurrent(Source kind) throws Exception {
        Path json = dir.resolve("deps.json");
        Files.writeString(json, """
                {"facts": [
                  {"id": 1, "subject": "ann", "predicate": "lives_in", "value": "Oslo", "valid_from": "2024-01-01T00:00:00Z", "valid_to": "2024-05-01T00:00:00Z", "superseded_by": 2},
                  {"id": 2, "subject": "ann", "predicate": "lives_in", "value": "Rome", "valid_from": "2024-05-01T00:00:00Z"},
                  {"id": 3, "subject": "ann", "predicate": "works_at", "value": "Acme", "valid_from": "2024-02-01T00:00:00Z"},
                  {"id": 4, "subject": "ann", "predicate": "commute", "value": "bike", "valid_from": "2024-02-01T00:00:00Z", "valid_to": "2024-05-01T00:00:00Z"},
                  {"id": 5, "subject": "ann", "predicate": "commute", "value": "tram", "valid_from": "2024-05-01T00:00:00Z"}
                ],
                 "dependencies": [
                  {"fact_id": 5, "depends_on": 2}, {"fact_id": 5, "depends_on": 3},
                  {"fact_id": 4, "depends_on": 1}, {"fact_id": 4, "depends_on": 3}, {"fact_id": 3, "depends_on": 1}
                 ]}
                """);
        Path out = dir.resolve(kind + "-deps-snapshot.json");
        try (MemoryStore from = StoreOpener.open(source(kind, json.toString()), true)) {
            Exporter.export(from, ExportShape.CURRENT_SNAPSHOT, ExportFormat.JSON, out, Progress.NONE);
        }
        List<Dependency> kept = new ArrayList<>();
        try (MemoryStore back = StoreOpener.open(out.toString(), true)) {
            back.forEachDependency(kept::add);
        }
        assertThat(kept).containsExactlyInAnyOrder(new Dependency(FactId.of(5), FactId.of(2)),
                new Dependency(FactId.of(5), FactId.of(3)));
    }

    @ParameterizedTest
    @EnumSource(ExportFormat.class)
    void anInterruptedExportLeavesNothingUnderTheName(ExportFormat format) throws Exception {
        Path out = dir.resolve("interrupted" + format.extension());
        Progress cancelAtOnce = new Progress() {
            @Override
            public boolean isCancelled() {
                return true;
            }
        };
        try (MemoryStore from = StoreOpener.open("sample-stores/memscope-demo.json", true)) {
            assertThatThrownBy(() -> Exporter.export(from, ExportShape.FULL_HISTORY, format, out, cancelAtOnce))
                    .isInstanceOf(Progress.CancelledException.class);
        }
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left).as("no file and no temp file left").isEmpty();
        }
    }

    @Test
    void anExistingDestinationIsNeverOverwritten() throws Exception {
        Path out = dir.resolve("keep.sql");
        Files.writeString(out, "keep me");
        try (MemoryStore from = StoreOpener.open(SAMPLE, true)) {
            assertThatThrownBy(() -> Exporter.export(from, ExportShape.FULL_HISTORY, ExportFormat.SQL, out, Progress.NONE))
                    .isInstanceOf(StoreException.class).hasMessageContaining("already exists");
        }
        assertThat(Files.readString(out)).isEqualTo("keep me");
    }

    /** Loads a script into a fresh PostgreSQL database: with psql when it is installed, as operators do. */
    private static String loadScript(Path script) throws Exception {
        String url = Postgres.freshDatabaseUrl();
        if (PsqlRunner.available()) {
            PsqlRunner.load(url, script);
        } else {
            try (Connection c = DriverManager.getConnection(url); var s = c.createStatement()) {
                s.execute(Files.readString(script));
            }
        }
        return url;
    }

    static List<Fact> allFacts(MemoryStore store) throws StoreException {
        List<Fact> facts = new ArrayList<>();
        store.forEachFact(facts::add, Progress.NONE);
        facts.sort(java.util.Comparator.comparing(Fact::id));
        return facts;
    }

    /** SQL and CSV hold every value as text. */
    private static List<Fact> textOnly(List<Fact> facts) {
        return facts.stream().map(f -> new Fact(f.id(), f.subject(), f.predicate(), f.value(),
                io.memscope.model.ValueKind.TEXT, f.validFrom(), f.validTo(), f.supersededBy(), f.recordedAt(),
                f.source(), f.agent(), f.confidence(), f.metadata(), f.inferredLink())).toList();
    }
}
