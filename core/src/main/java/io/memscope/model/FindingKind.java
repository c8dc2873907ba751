package io.memscope.model;

/**
 * Everything {@code check} can report. The JSON names are a contract with scripts outside the project.
 * Declaration order is the order findings are listed in.
 */
public enum FindingKind {
    CONTRADICTION("contradiction"),
    DUPLICATE("duplicate"),
    /** Current facts of one entity whose values differ under predicates or subject keys accepted as aliases. */
    ALIAS_CONTRADICTION("alias_contradiction"),
    DANGLING_SUPERSEDED_BY("dangling_superseded_by"),
    SUPERSEDED_BUT_CURRENT("superseded_but_current"),
    ENDS_BEFORE_START("ends_before_start"),
    CYCLE("cycle"),
    CROSS_LINK("cross_link"),
    OVERLAP("overlap"),
    MISSING_VALID_FROM("missing_valid_from"),
    UNKNOWN_END("unknown_end");

    private final String jsonName;

    FindingKind(String jsonName) {
        this.jsonName = jsonName;
    }

    public String jsonName() {
        return jsonName;
    }

    /** Integrity problems, as opposed to contradictions and duplicates between current facts. */
    public boolean isProblem() {
        return this != CONTRADICTION && this != DUPLICATE && this != ALIAS_CONTRADICTION;
    }

    public static FindingKind fromJsonName(String name) {
        for (FindingKind kind : values()) {
            if (kind.jsonName.equals(name)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("unknown finding kind: " + name);
    }
}
