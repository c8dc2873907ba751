package io.memscope.export;

/** What an export contains. */
public enum ExportShape {
    /** Only what an agent should load now: current facts, nothing superseded or invalidated. */
    CURRENT_SNAPSHOT("current snapshot"),
    /** Every fact with its validity and links, plus dependencies and cardinalities. */
    FULL_HISTORY("full history");

    private final String label;

    ExportShape(String label) {
        this.label = label;
    }

    @Override
    public String toString() {
        return label;
    }
}
