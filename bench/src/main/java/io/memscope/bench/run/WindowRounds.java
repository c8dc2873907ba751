package io.memscope.bench.run;

import io.memscope.bench.window.WindowOpenProbe;

import java.util.Comparator;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * One figure of the window's opens: the best of the timed rounds, as the analysis and its reference are
 * ranked, with every round and the first (cold) open printed beside it so the spread stays visible.
 */
record WindowRounds(WindowOpenProbe.Result first, List<WindowOpenProbe.Result> runs,
                    ToDoubleFunction<WindowOpenProbe.Result> figure) {

    WindowRounds {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("the window's figures need at least one timed round");
        }
        runs = List.copyOf(runs);
    }

    /** The round with the lowest value of this figure. */
    WindowOpenProbe.Result best() {
        return runs.stream().min(Comparator.comparingDouble(figure)).orElseThrow();
    }

    BenchLine line(String name, String kind, long facts, String reference, double referenceMs) {
        return BenchLine.timed(name, kind, facts, figure.applyAsDouble(best()), reference, referenceMs)
                .with("first_open_ms", rounded(figure.applyAsDouble(first)))
                .with("runs_ms", runs.stream().map(r -> rounded(figure.applyAsDouble(r))).toList());
    }

    private static double rounded(double ms) {
        return Math.round(ms * 10) / 10.0;
    }
}
