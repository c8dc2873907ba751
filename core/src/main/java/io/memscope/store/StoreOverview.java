package io.memscope.store;

import io.memscope.model.StoreSummary;
import io.memscope.model.SubjectSummary;

import java.util.List;

/**
 * What the window shows first about a store: every subject with its fact count, the counts, and how the
 * store was read. See {@link MemoryStore#overview}.
 */
public record StoreOverview(List<SubjectSummary> subjects, StoreSummary summary, StoreSource source) {
}
