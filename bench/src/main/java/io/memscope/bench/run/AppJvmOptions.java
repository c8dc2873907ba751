package io.memscope.bench.run;

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
 */
final class AppJvmOptions {
    static final List<String> OPTIONS = List.of("-XX:+UseTransparentHugePages");

    private AppJvmOptions() {
    }
}
