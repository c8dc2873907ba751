package io.memscope.bench.window;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;

/**
 * What the JVM itself did while the window opened a store: its garbage collectors' pauses and its JIT
 * compilers' time. On two cores the FX thread's longest gap is mostly not its own work (it used 8–25 ms
 * of its 40–150 ms gaps in the profiles of stops 19–21) but these, which every earlier diagnosis needed a
 * separate harness to see; printed beside the stall, they say which one a round's stall met.
 */
public final class RuntimeLoad implements AutoCloseable {
    /** The pauses (how many, their sum and the longest) and the JIT's compile time while it counted. */
    public record Figures(double longestGcPauseMs, double gcPausesMs, int gcPauses, double jitMs) {
    }

    private final CompilationMXBean compiler = ManagementFactory.getCompilationMXBean();
    private final CollectionNotices collections = new CollectionNotices(info -> pause(info.getDuration()));
    private long jitAtStart;
    private long longestPauseMs;
    private long pausesMs;
    private int pauses;
    private Figures figures;

    private RuntimeLoad() {
    }

    /** Starts counting now. */
    static RuntimeLoad start() {
        RuntimeLoad load = new RuntimeLoad();
        load.jitAtStart = load.jitMillis();
        return load;
    }

    private synchronized void pause(long ms) {
        longestPauseMs = Math.max(longestPauseMs, ms);
        pausesMs += ms;
        pauses++;
    }

    private long jitMillis() {
        return compiler != null && compiler.isCompilationTimeMonitoringSupported()
                ? compiler.getTotalCompilationTime() : 0;
    }

    /** Stops counting (the first call) and gives what was counted. */
    synchronized Figures figures() {
        if (figures == null) {
            close();
            figures = new Figures(longestPauseMs, pausesMs, pauses, jitMillis() - jitAtStart);
        }
        return figures;
    }

    @Override
    public void close() {
        collections.close();
    }
}
