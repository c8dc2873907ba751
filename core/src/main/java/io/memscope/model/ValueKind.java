package io.memscope.model;

/** The JSON type a fact's value was written with; SQL stores always give {@link #TEXT}. */
public enum ValueKind {
    TEXT, NUMBER, BOOLEAN
}
