package io.memscope.analysis;

/** Breaks "model and analysis do no I/O" on purpose: see ArchitectureRulesCanFailTest. */
final class AnalysisArchCanary {
    boolean readsAFile() {
        return java.nio.file.Files.exists(java.nio.file.Path.of("x"));
    }
}
