package io.memscope.store.jdbc;

/**
 * JVM-wide H2 settings memscope runs with. They are system properties H2 reads once, when its engine
 * first loads, so every way into H2 applies them first (the entry points, and the store's own connects for
 * embedded use).
 *
 * <p>{@code h2.objectCache=false}: H2 keeps a shared cache of the values it reads (each string hashed and
 * looked up on every read) to reuse equal ones. memscope streams millions of rows once, so the cache only
 * costs: in a profile of the snapshot export of 1 M facts it was 87 of 267 samples in H2, and the ordered
 * read of the 400 000 current rows took 1.36–1.60 s without it against 2.28–2.55 s with it (median of four,
 * two processes each). An operator who sets the property keeps their value.
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
