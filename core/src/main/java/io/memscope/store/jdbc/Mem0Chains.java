package io.memscope.store.jdbc;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns Mem0's history rows, in the order Mem0 wrote them, into each memory's chain of versions (see
 * {@link Mem0History}). A DELETE row without a time (what Mem0 wrote before 1.0.8, all of 0.1.x included:
 * {@code _delete_memory} passed no times to {@code add_history}) still ends the version: Mem0 writes rows as
 * things happen, so the deletion came before the next row that has a time (or, for the last rows, before the
 * file was last changed), and the version is closed there: the history shows it held until then at the
 * latest. The version is marked {@code unknown_end} and its metadata says the deletion time is unknown.
 * Leaving it open would report a deleted memory as current; closing it at its start would say it never held.
 */
final class Mem0Chains {
    /** A finished version, ready to be stored as a fact. */
    record Version(String id, String value, Instant from, Instant to, String successor, Map<String, String> metadata,
                   boolean unknownEnd) {
    }

    private static final class Draft {
        String value;
        Instant from;
        Instant to;
        boolean closed;
        boolean superseded;
        boolean unknownEnd;
        final Map<String, String> metadata = new LinkedHashMap<>();
    }

    /** Memory id to its versions, in the order the memories first appear. */
    private final Map<String, List<Draft>> chains = new LinkedHashMap<>();
    /** Versions ended by a DELETE without a time, waiting for the next row that has one. */
    private final List<Draft> pendingEnds = new ArrayList<>();
    private int unknownEnds;

    void accept(Mem0HistoryRows.Row row) {
        List<Draft> chain = chains.computeIfAbsent(row.memoryId(), k -> new ArrayList<>());
        Draft last = chain.isEmpty() ? null : chain.get(chain.size() - 1);
        Draft open = last != null && !last.closed ? last : null;
        if (row.event().equals("DELETE")) {
            if (open == null) {
                open = version(chain, row, row.oldMemory(), null); // the history starts with the deletion
            }
            open.closed = true;
            if (row.at() != null) {
                open.to = row.at();
                open.metadata.put("deleted_at", row.at().toString());
            } else {
                unknownEnds++;
                pendingEnds.add(open);
            }
        } else {
            if (open == null && row.event().equals("UPDATE") && row.oldMemory() != null) {
                open = version(chain, row, row.oldMemory(), null); // the value it replaced, known since when not
            }
            if (open != null) {
                open.to = row.at();
                open.closed = true;
                open.superseded = true;
            }
            version(chain, row, row.newMemory(), row.at()).metadata.put("event", row.event());
        }
        if (row.at() != null) {
            endPending(row.at());
        }
    }

    /** Closes the versions whose deletion came before {@code by}. */
    private void endPending(Instant by) {
        for (Draft d : pendingEnds) {
            d.to = d.from != null && d.from.isAfter(by) ? d.from : by;
            d.unknownEnd = true;
            d.metadata.put("deleted_at", "unknown (by " + d.to + ")");
        }
        pendingEnds.clear();
    }

    private static Draft version(List<Draft> chain, Mem0HistoryRows.Row row, String value, Instant from) {
        Draft d = new Draft();
        d.value = value;
        d.from = from;
        d.metadata.put("memory_id", row.memoryId());
        if (row.id() != null) {
            d.metadata.put("history_id", row.id());
        }
        if (row.actorId() != null) {
            d.metadata.put("actor_id", row.actorId());
        }
        if (row.role() != null) {
            d.metadata.put("role", row.role());
        }
        chain.add(d);
        return d;
    }

    /** How many versions were ended by a DELETE row without a time. */
    int unknownEnds() {
        return unknownEnds;
    }

    /**
     * Every version of every memory; the last of a chain keeps the memory's id. {@code fileChanged} (when
     * the file was last written) ends the versions deleted after the last row with a time.
     */
    List<Version> versions(Instant fileChanged) {
        endPending(fileChanged);
        List<Version> all = new ArrayList<>();
        chains.forEach((memoryId, chain) -> {
            int n = chain.size();
            for (int i = 0; i < n; i++) {
                Draft d = chain.get(i);
                String successor = d.superseded && i + 1 < n ? id(memoryId, i + 1, n) : null;
                all.add(new Version(id(memoryId, i, n), d.value, d.from, d.to, successor, d.metadata,
                        d.unknownEnd));
            }
        });
        return all;
    }

    private static String id(String memoryId, int index, int count) {
        return index == count - 1 ? memoryId : memoryId + "#" + (index + 1);
    }
}
