package io.memscope.cli.bench;

import java.util.List;

/**
 * The JVM options memscope's window is started with ({@code javafx:run} in pom.xml), which the benchmark's
 * timed figures run under too, so that they measure memscope as an operator starts it. {@code
 * AppJvmOptionsTest} keeps this list and the pom's the same.
 *
 * <p>Why transparent huge pages: opening a store allocates a few hundred megabytes the heap has never
 * touched, and on a virtual machine each first touch of a 4 KB page is a trap to the host. On this
 * project's machines (Firecracker VMs, 2 cores) a million-fact JSON store's open and analysis took
 * 1.7-2.3 s with about 180,000 page faults per open, and 0.8-0.9 s with 2 MB pages (about 3,000).
 * The heap asks for huge pages only where the system offers them on request ({@code madvise}, Linux's
 * default); elsewhere the JVM says once that they are off and runs as before.
 *
 * <p>Why a GC time ratio of 4 (G1 may spend up to a fifth of the time collecting before it grows the heap,
 * instead of a thirteenth): with G1's default the heap grew to 1-1.8 GB while a million-fact H2 store
 * opened, with about 120 MB live, and each growth happens inside a pause: growing by 0.9-1 GB took 72-76 ms
 * of a 110-132 ms pause ({@code -Xlog:gc*=debug}, "Expand the heap"), which the window feels as a frozen
 * frame. With 4 the growths stay under 25 ms and the heap small. Four benchmark runs of 1 M facts, the
 * longest FX-thread gap of each warm window open: median 69 ms against 115 ms (JSON), 84 against 143 ms
 * (H2); analysis and export within the runs' noise.
 */
final class AppJvmOptions {
    static final List<String> OPTIONS = List.of("-XX:+UseTransparentHugePages", "-XX:GCTimeRatio=4");

    private AppJvmOptions() {
    }
}
