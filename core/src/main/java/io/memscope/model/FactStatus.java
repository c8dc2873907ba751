package io.memscope.model;

/** Where a fact stands today, in the brief's terms. */
public enum FactStatus {
    /** {@code valid_to} is null. */
    CURRENT,
    /** closed, and {@code superseded_by} names its successor. */
    SUPERSEDED,
    /** closed with no successor. */
    INVALIDATED
}
