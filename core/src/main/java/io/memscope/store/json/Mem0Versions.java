package io.memscope.store.json;

import io.memscope.model.FactId;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns Mem0's history rows, in the order Mem0 wrote them, into each memory's chain of versions, as the SQLite
 * {@code history.db} reader does: ADD opens the first version at its {@code created_at}; UPDATE closes the open
 * version and opens the next, which supersedes it; DELETE closes the open version with no successor. UPDATE and
 * DELETE happen at {@code updated_at}, since Mem0 copies the memory's original {@code created_at} onto those rows
 * (at {@code created_at} when a row has no {@code updated_at}, as older exports write it). A DELETE without any
 * time (what Mem0 wrote before 1.0.8, all of 0.1.x included) still ends the version, by the next row that has a
 * time or else when the file was last changed, and is marked {@code unknown_end}: leaving it open would report a
 * deleted memory as current.
 */
final class Mem0Versions {
    /** One history row, its fields already read; times are epoch micros or {@link Timestamps#NULL}. */
    record Row(String memoryId, String event, String oldMemory, String newMemory, long createdAt, long updatedAt,
               String subject, int line, Map<String, String> metadata) {
        long at() {
            return event.equals("ADD") || updatedAt == Timestamps.NULL ? createdAt : updatedAt;
        }
    }

    /** Memory id to its versions, in the order the memories first appear. */
    private final Map<String, List<FactDraft>> chains = new LinkedHashMap<>();
    /** Memory id to the subject its rows name, if any. */
    private final Map<String, String> subjects = new LinkedHashMap<>();
    /** Versions ended by a DELETE without a time, waiting for the next row that has one. */
    private final List<FactDraft> pendingEnds = new ArrayList<>();

    void accept(Row row) {
        List<FactDraft> chain = chains.computeIfAbsent(row.memoryId(), k -> new ArrayList<>());
        if (row.subject() != null) {
            subjects.putIfAbsent(row.memoryId(), row.subject());
        }
        FactDraft last = chain.isEmpty() ? null : chain.get(chain.size() - 1);
        FactDraft open = last != null && last.validTo == Timestamps.NULL && !pendingEnds.contains(last) ? last : null;
        long at = row.at();
        if (row.event().equals("DELETE")) {
            if (open == null) {
                open = version(chain, row.oldMemory(), Timestamps.NULL, row, false); // the history starts here
            }
            if (at != Timestamps.NULL) {
                open.validTo = at;
                open.putMetadata("deleted_at", Timestamps.instant(at).toString());
            } else {
                pendingEnds.add(open);
            }
        } else {
            if (open == null && row.event().equals("UPDATE") && row.oldMemory() != null) {
                open = version(chain, row.oldMemory(), Timestamps.NULL, row, false); // replaced, known since when not
            }
            FactDraft next = version(chain, row.newMemory(), at, row, true);
            if (open != null) {
                open.validTo = at;
                open.supersededBy = FactId.of("next"); // pointed at the right id in versions()
            }
            next.putMetadata("event", row.event());
        }
        if (at != Timestamps.NULL) {
            endPending(at);
        }
    }

    /** Closes the versions whose deletion came before {@code by}, never before they began. */
    private void endPending(long by) {
        for (FactDraft d : pendingEnds) {
            d.validTo = d.validFrom != Timestamps.NULL && d.validFrom > by ? d.validFrom : by;
            d.unknownEnd = true;
            d.putMetadata("deleted_at", "unknown (by " + Timestamps.instant(d.validTo) + ")");
        }
        pendingEnds.clear();
    }

    private static FactDraft version(List<FactDraft> chain, String value, long from, Row row, boolean written) {
        FactDraft d = new FactDraft();
        d.value = value;
        d.validFrom = from;
        d.recordedAt = from;
        d.line = row.line();
        if (written) {
            row.metadata().forEach(d::putMetadata);
        }
        chain.add(d);
        return d;
    }

    boolean has(String memoryId) {
        return chains.containsKey(memoryId);
    }

    /** The memory ids, in the order they first appear. */
    Iterable<String> memoryIds() {
        return chains.keySet();
    }

    String subject(String memoryId) {
        return subjects.get(memoryId);
    }

    /**
     * The versions of one memory, named: the last keeps the memory's id, earlier ones {@code ID#1}, {@code ID#2}.
     * Call {@link #close} first, so a deletion without a time has its end.
     */
    List<FactDraft> versions(String memoryId) {
        List<FactDraft> chain = chains.getOrDefault(memoryId, List.of());
        int n = chain.size();
        for (int i = 0; i < n; i++) {
            FactDraft d = chain.get(i);
            d.id = FactId.of(i == n - 1 ? memoryId : memoryId + "#" + (i + 1));
            if (d.supersededBy != null) {
                d.supersededBy = FactId.of(i + 1 == n - 1 ? memoryId : memoryId + "#" + (i + 2));
            }
            d.putMetadata("memory_id", memoryId);
        }
        return chain;
    }

    /** Ends the versions deleted after the last row with a time at {@code fileChanged} (epoch micros). */
    void close(long fileChanged) {
        endPending(fileChanged);
    }
}
