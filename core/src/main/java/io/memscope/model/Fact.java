package io.memscope.model;

import java.time.Instant;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * One remembered fact. {@code validFrom} is null only when the store left it out (reported as
 * {@code missing_valid_from}; the fact then counts as valid from the beginning of time).
 * Optional provenance fields ({@code recordedAt}, {@code source}, {@code agent}, {@code confidence})
 * are null when the store does not have them.
 *
 * <p>{@code metadata} holds what the source recorded beyond these fields (a Graphiti edge's sentence, a
 * Mem0 memory's hash, an unmapped column), so nothing of a foreign store is lost; it is empty, never
 * null, and sorted by key. {@code inferredLink} says that {@code supersededBy} was not written by the
 * store but inferred by memscope (Graphiti keeps no successor pointer), so it must be shown as a guess.
 * {@code unknownEnd} says that the store recorded the end but not its time (Mem0 before 1.0.8 wrote DELETE
 * rows without one), so {@code validTo} is only the latest the fact can have ended ({@code unknown_end}); an
 * action that closes the fact again keeps the mark, since the store still has no time.
 */
public record Fact(
        FactId id,
        String subject,
        String predicate,
        String value,
        ValueKind valueKind,
        Instant validFrom,
        Instant validTo,
        FactId supersededBy,
        Instant recordedAt,
        String source,
        String agent,
        Double confidence,
        Map<String, String> metadata,
        boolean inferredLink,
        boolean unknownEnd) {

    public Fact {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(predicate, "predicate");
        Objects.requireNonNull(valueKind, "valueKind");
        metadata = metadata == null || metadata.isEmpty() ? Map.of()
                : Collections.unmodifiableMap(new TreeMap<>(metadata));
    }

    /** A fact whose end, if it has one, the store recorded with its time. */
    public Fact(FactId id, String subject, String predicate, String value, ValueKind valueKind,
                Instant validFrom, Instant validTo, FactId supersededBy, Instant recordedAt, String source,
                String agent, Double confidence, Map<String, String> metadata, boolean inferredLink) {
        this(id, subject, predicate, value, valueKind, validFrom, validTo, supersededBy, recordedAt, source,
                agent, confidence, metadata, inferredLink, false);
    }

    /** A fact without metadata whose link, if any, the store wrote itself (every native store). */
    public Fact(FactId id, String subject, String predicate, String value, ValueKind valueKind,
                Instant validFrom, Instant validTo, FactId supersededBy, Instant recordedAt, String source,
                String agent, Double confidence) {
        this(id, subject, predicate, value, valueKind, validFrom, validTo, supersededBy, recordedAt, source,
                agent, confidence, Map.of(), false, false);
    }

    /** A fact with only the columns of the minimal schema. */
    public static Fact of(FactId id, String subject, String predicate, String value,
                          Instant validFrom, Instant validTo, FactId supersededBy) {
        return new Fact(id, subject, predicate, value, ValueKind.TEXT, validFrom, validTo, supersededBy,
                null, null, null, null);
    }

    public boolean isCurrent() {
        return validTo == null;
    }

    public FactStatus status() {
        if (validTo == null) {
            return FactStatus.CURRENT;
        }
        return supersededBy == null ? FactStatus.INVALIDATED : FactStatus.SUPERSEDED;
    }

    public boolean hasMissingValidFrom() {
        return validFrom == null;
    }

    /** Ended, at a time the store did not record ({@code unknown_end}). */
    public boolean hasUnknownEnd() {
        return unknownEnd && validTo != null;
    }

    /** {@code valid_to} strictly before {@code valid_from}: the fact ended before it began. */
    public boolean endsBeforeStart() {
        return validFrom != null && validTo != null && validTo.isBefore(validFrom);
    }

    /**
     * The brief's as-of rule: {@code valid_from <= t} and ({@code valid_to} null or {@code valid_to > t}).
     * A missing {@code valid_from} counts as the beginning of time.
     */
    public boolean isValidAt(Instant t) {
        boolean started = validFrom == null || !validFrom.isAfter(t);
        boolean notEnded = validTo == null || validTo.isAfter(t);
        return started && notEnded;
    }

    /** The value as compared for contradictions: trimmed and case-folded. */
    public String normalizedValue() {
        return FactValues.normalize(value);
    }

    /** A new validity; a link stays marked inferred only while it still names the inferred successor. */
    public Fact withValidity(Instant newValidTo, FactId newSupersededBy) {
        return new Fact(id, subject, predicate, value, valueKind, validFrom, newValidTo, newSupersededBy,
                recordedAt, source, agent, confidence, metadata,
                inferredLink && Objects.equals(newSupersededBy, supersededBy), unknownEnd);
    }

    public Fact withMetadata(Map<String, String> newMetadata) {
        return new Fact(id, subject, predicate, value, valueKind, validFrom, validTo, supersededBy,
                recordedAt, source, agent, confidence, newMetadata, inferredLink, unknownEnd);
    }
}
