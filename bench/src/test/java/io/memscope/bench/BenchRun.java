package io.memscope.bench;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs the benchmark in-process and keeps what it printed. */
record BenchRun(int exitCode, String out, String err) {

    static BenchRun of(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = BenchCommand.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new BenchRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** stderr holds exactly one non-empty line. */
    boolean errIsOneLine() {
        return !err.isBlank() && err.strip().lines().count() == 1;
    }
}
