package io.memscope.model;

/** Breaks the layering on purpose (model uses analysis, which uses model): see ArchitectureRulesCanFailTest. */
final class ModelArchCanary {
    Object upward() {
        return io.memscope.analysis.AsOf.class;
    }
}
