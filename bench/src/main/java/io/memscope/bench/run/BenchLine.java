package io.memscope.bench.run;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One line of the benchmark's output: a figure beside its reference, as one JSON object
 * ({@code figure, store, facts, ms, reference, reference_ms, ratio}, plus extras such as
 * {@code peak_heap_mb}). A target that is a fixed bound rather than a measured reference is given as
 * {@code "reference": "target"} with the bound in {@code reference_ms} (or {@code limit_mb}).
 */
final class BenchLine {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Map<String, Object> fields = new LinkedHashMap<>();

    private BenchLine(String figure, String store, long facts) {
        fields.put("figure", figure);
        fields.put("store", store);
        fields.put("facts", facts);
    }

    /** A timed figure beside a reference measured in the same run (or a fixed target). */
    static BenchLine timed(String figure, String store, long facts, double ms, String reference,
                           double referenceMs) {
        BenchLine line = new BenchLine(figure, store, facts);
        line.fields.put("ms", round(ms));
        line.fields.put("reference", reference);
        line.fields.put("reference_ms", round(referenceMs));
        line.fields.put("ratio", referenceMs > 0 ? Math.round(ms / referenceMs * 100) / 100.0 : null);
        return line;
    }

    /** The peak heap beside the limit of the target. */
    static BenchLine heap(String store, long facts, double peakMb, double limitMb) {
        BenchLine line = new BenchLine("peak_heap", store, facts);
        line.fields.put("ms", null);
        line.fields.put("reference", "target");
        line.fields.put("reference_ms", null);
        line.fields.put("ratio", Math.round(peakMb / limitMb * 100) / 100.0);
        line.fields.put("peak_heap_mb", round(peakMb));
        line.fields.put("limit_mb", round(limitMb));
        line.fields.put("bytes_per_fact", facts == 0 ? null : Math.round(peakMb * 1024 * 1024 / facts));
        return line;
    }

    /** Whether opening and analysing completed with the heap capped at the target. */
    static BenchLine heapWithinTarget(String store, long facts, double capMb, boolean completed) {
        BenchLine line = new BenchLine("heap_within_target", store, facts);
        line.fields.put("ms", null);
        line.fields.put("reference", "target");
        line.fields.put("reference_ms", null);
        line.fields.put("cap_mb", round(capMb));
        line.fields.put("completed", completed);
        return line;
    }

    BenchLine with(String key, Object value) {
        fields.put(key, value);
        return this;
    }

    String json() {
        try {
            return JSON.writeValueAsString(fields);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a map of numbers and strings always serialises", e);
        }
    }

    private static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
