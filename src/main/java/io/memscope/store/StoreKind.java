package io.memscope.store;

public enum StoreKind {
    H2("H2"), POSTGRESQL("PostgreSQL"), JSON("JSON");

    private final String displayName;

    StoreKind(String displayName) {
        this.displayName = displayName;
    }

    public String displayName() {
        return displayName;
    }
}
