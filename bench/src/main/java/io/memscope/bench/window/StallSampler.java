package io.memscope.bench.window;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The profile of FX-thread stalls: while a pulse is overdue, samples the FX thread's stack every few
 * milliseconds and counts the memscope (or, failing that, the topmost) frame it is in, so a stall can be
 * blamed on code rather than guessed at.
 */
final class StallSampler implements AutoCloseable {
    private static final long OVERDUE_NANOS = 25_000_000;
    private static final long EVERY_MS = 5;

    private final Thread fxThread;
    private final LongSupplier lastPulse;
    private final Map<String, Integer> samples = new HashMap<>();
    private final Thread sampler;
    private volatile boolean running = true;

    StallSampler(Thread fxThread, LongSupplier lastPulse) {
        this.fxThread = fxThread;
        this.lastPulse = lastPulse;
        this.sampler = new Thread(this::sample, "fx-stall-sampler");
        sampler.setDaemon(true);
        sampler.start();
    }

    private void sample() {
        while (running) {
            if (System.nanoTime() - lastPulse.getAsLong() > OVERDUE_NANOS) {
                String frame = blame(fxThread.getStackTrace());
                synchronized (samples) {
                    samples.merge(frame, 1, Integer::sum);
                }
            }
            try {
                Thread.sleep(EVERY_MS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private static String blame(StackTraceElement[] stack) {
        for (StackTraceElement e : stack) {
            if (e.getClassName().startsWith("io.memscope.")) {
                return e.getClassName().substring("io.memscope.".length()) + "." + e.getMethodName();
            }
        }
        // a parked or waiting FX thread shows only the JDK's park/wait on top: name who waits instead
        for (StackTraceElement e : stack) {
            if (!e.getClassName().startsWith("java.") && !e.getClassName().startsWith("jdk.")) {
                return e.getClassName() + "." + e.getMethodName();
            }
        }
        return stack.length == 0 ? "?" : stack[0].getClassName() + "." + stack[0].getMethodName();
    }

    /** The most sampled frames, most first, as "frame xN" (one sample is about 5 ms of stall). */
    List<String> top(int n) {
        synchronized (samples) {
            return samples.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                    .limit(n).map(e -> e.getKey() + " x" + e.getValue()).toList();
        }
    }

    @Override
    public void close() {
        running = false;
        sampler.interrupt();
    }
}
