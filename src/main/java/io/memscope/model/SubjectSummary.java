package io.memscope.model;

import java.time.Instant;

/**
 * One row of the subject list: how many facts a subject has and the latest instant any of them
 * starts or ends ({@code null} when none is dated), so the list can sort by latest change.
 */
public record SubjectSummary(String subject, long facts, Instant lastChange) {
}
