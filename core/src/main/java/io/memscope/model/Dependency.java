package io.memscope.model;

/** {@code factId} was derived from {@code dependsOn}: rechecking the basis means rechecking the derived fact. */
public record Dependency(FactId factId, FactId dependsOn) {
}
