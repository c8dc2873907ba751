package io.memscope.model;

/**
 * A recheck flag set ({@code before} null), cleared ({@code after} null), or replaced by an action.
 */
public record FlagChange(RecheckFlag before, RecheckFlag after) {
    public FlagChange {
        if (before == null && after == null) {
            throw new IllegalArgumentException("a flag change needs a flag before or after");
        }
        if (before != null && after != null && !before.factId().equals(after.factId())) {
            throw new IllegalArgumentException("a flag change must keep the fact: " + before.factId()
                    + " vs " + after.factId());
        }
    }

    public static FlagChange set(RecheckFlag flag) {
        return new FlagChange(null, flag);
    }

    public static FlagChange cleared(RecheckFlag flag) {
        return new FlagChange(flag, null);
    }

    public FactId factId() {
        return after != null ? after.factId() : before.factId();
    }
}
