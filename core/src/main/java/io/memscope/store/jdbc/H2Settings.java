package io.memscope.store.jdbc;

/**
 * JVM-wide H2 settings memscope runs with. They are system properties H2 reads once, when its engine
 * first loads, so every way into H2 applies them first (the entry points, and the store's own connects for
 * embedded use).
 *
 * <p>{@code h2.objectCache=false}: H2 keeps a shared cache of the values it reads (each string hashed and
 * looked up on every read) to reuse equal ones. memscope streams millions of rows once, so the cache only
 * costs (docs/adr/0005-h2-page-cache-and-object-cache.md). An operator who sets the property keeps their value.
 */
public final class H2Settings {
    private H2Settings() {
    }

    public static void apply() {
        if (System.getProperty("h2.objectCache") == null) {
            System.setProperty("h2.objectCache", "false");
        }
    }
}
