package io.memscope.store.json;

/** Breaks "adapters do not use each other" on purpose: see ArchitectureRulesCanFailTest. */
final class JsonArchCanary {
    Object otherAdapter() {
        return io.memscope.store.jdbc.JdbcMemoryStore.class;
    }
}
