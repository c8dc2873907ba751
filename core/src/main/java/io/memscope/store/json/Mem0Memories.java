package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.memscope.model.FactId;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Translates a Mem0 export into fact drafts: {@code {"results": [...]}} as {@code get_all} returns it, with
 * an optional {@code "history": [...]} of Mem0's history rows beside it (or a bare array of memories).
 * Each memory id is one chain of predicate {@code memory}: its versions come from the history (ADD starts
 * it, UPDATE supersedes the version before at its {@code created_at}, DELETE invalidates the last one), so
 * what Mem0 overwrote or deleted stays visible. The last version keeps the memory's id, earlier ones get
 * {@code id#1}, {@code id#2}, ...; a memory without history is one fact.
 */
final class Mem0Memories implements ForeignRecords.Sink {
    static final Set<String> SECTIONS = Set.of("results", "history");
    static final String MAIN = "results";
    static final String PREDICATE = "memory";
    /** Subject of a deleted memory whose history rows do not say whose it was. */
    static final String UNKNOWN_SUBJECT = "(unknown)";
    static final Map<String, String> MAPPING = mapping();

    private final JsonErrors errors;
    /** Memory id to its results item, in file order. */
    private final Map<String, Item> items = new LinkedHashMap<>();
    /** Memory id to its history rows, in file order. */
    private final Map<String, List<Row>> history = new LinkedHashMap<>();

    private record Item(FactDraft draft, String subject) {
    }

    private record Row(String event, String oldMemory, String newMemory, long at, String subject, int line,
                       Map<String, String> metadata) {
    }

    Mem0Memories(JsonErrors errors) {
        this.errors = errors;
    }

    private static Map<String, String> mapping() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("id", "id for a memory's last version, id#1, id#2, ... for the versions its history replaced");
        m.put("subject", "user_id, else agent_id, else run_id");
        m.put("predicate", "\"memory\" (multi-valued)");
        m.put("value", "memory; new_memory (old_memory before the first row) of history rows");
        m.put("valid_from", "created_at of the ADD or UPDATE that wrote the version");
        m.put("valid_to", "created_at of the next UPDATE or of the DELETE");
        m.put("superseded_by", "the version the next UPDATE wrote");
        m.put("recorded_at", "created_at");
        m.put("metadata", "hash, updated_at, the memory's metadata, event and every other field");
        return m;
    }

    @Override
    public void record(String section, int number, ObjectNode record, JsonLocation at) throws StoreException {
        if (section.equals("history")) {
            historyRow(new RecordFields(record, "history row #" + number, at, errors));
        } else {
            item(new RecordFields(record, "memory #" + number, at, errors));
        }
    }

    private void item(RecordFields r) throws StoreException {
        FactDraft d = new FactDraft();
        String id = r.required("id");
        r.relabel("memory " + id);
        if (items.containsKey(id)) {
            throw r.problem("appears twice in \"results\"");
        }
        d.line = r.line();
        d.value = r.text("memory");
        d.validFrom = r.timestamp("created_at");
        d.recordedAt = d.validFrom;
        String updatedAt = r.text("updated_at");
        r.timestamp("updated_at"); // judged like created_at, kept as written
        if (updatedAt != null) {
            d.putMetadata("updated_at", updatedAt);
        }
        String subject = subject(r);
        r.keepRest(d, Set.of("metadata"));
        items.put(id, new Item(d, subject));
    }

    private void historyRow(RecordFields r) throws StoreException {
        String memoryId = r.required("memory_id");
        String event = r.required("event").toUpperCase(java.util.Locale.ROOT);
        if (!event.equals("ADD") && !event.equals("UPDATE") && !event.equals("DELETE")) {
            throw r.problem("\"event\" must be ADD, UPDATE or DELETE, found " + JsonErrors.quote(event));
        }
        String oldMemory = r.text("old_memory");
        String newMemory = r.text("new_memory");
        long at = r.timestamp("created_at");
        String subject = subject(r);
        r.skip("is_deleted"); // implied by event DELETE
        FactDraft extra = new FactDraft();
        r.keepRest(extra, Set.of());
        Map<String, String> metadata = new LinkedHashMap<>();
        if (extra.metadata != null) {
            extra.metadata.forEach((k, v) -> metadata.put(k.equals("id") ? "history_id" : "history_" + k, v));
        }
        history.computeIfAbsent(memoryId, k -> new ArrayList<>())
                .add(new Row(event, oldMemory, newMemory, at, subject, r.line(), metadata));
    }

    /** user_id, else agent_id, else run_id; only that one is consumed, the others stay in metadata. */
    private static String subject(RecordFields r) throws StoreException {
        for (String field : List.of("user_id", "agent_id", "run_id")) {
            if (r.has(field)) {
                return r.text(field);
            }
        }
        return null;
    }

    /** The drafts of every chain: memories in file order, then memories known only from history. */
    List<FactDraft> finish() {
        List<FactDraft> drafts = new ArrayList<>();
        for (Map.Entry<String, Item> e : items.entrySet()) {
            drafts.addAll(chain(e.getKey(), e.getValue(), history.getOrDefault(e.getKey(), List.of())));
        }
        for (Map.Entry<String, List<Row>> e : history.entrySet()) {
            if (!items.containsKey(e.getKey())) {
                drafts.addAll(chain(e.getKey(), null, e.getValue()));
            }
        }
        return drafts;
    }

    private static List<FactDraft> chain(String memoryId, Item item, List<Row> rows) {
        String subject = item != null ? item.subject() : null;
        for (Row row : rows) {
            subject = subject != null ? subject : row.subject();
        }
        subject = subject != null ? subject : UNKNOWN_SUBJECT;
        List<FactDraft> versions = new ArrayList<>();
        List<Row> ordered = new ArrayList<>(rows);
        ordered.sort(Comparator.comparingLong(Row::at)); // stable: rows of one instant keep file order
        for (Row row : ordered) {
            FactDraft last = versions.isEmpty() ? null : versions.get(versions.size() - 1);
            boolean open = last != null && last.validTo == Timestamps.NULL;
            if (row.event().equals("DELETE")) {
                if (!open) {
                    // the history starts with the deletion: the value is known, not since when
                    last = version(versions, row.oldMemory(), Timestamps.NULL, row.line(), null);
                }
                last.validTo = row.at();
                last.putMetadata("deleted_at", Timestamps.instant(row.at()).toString());
                continue;
            }
            if (row.event().equals("UPDATE") && !open && row.oldMemory() != null) {
                last = version(versions, row.oldMemory(), Timestamps.NULL, row.line(), null);
                open = true;
            }
            FactDraft next = version(versions, row.newMemory(), row.at(), row.line(), row);
            if (open) {
                last.validTo = row.at();
                last.supersededBy = next.id; // the real id is set below, once the last version is known
            }
        }
        if (versions.isEmpty() && item != null) {
            versions.add(item.draft());
        } else if (item != null) {
            FactDraft last = versions.get(versions.size() - 1);
            if (item.draft().metadata != null) {
                item.draft().metadata.forEach(last::putMetadata);
            }
        }
        name(memoryId, subject, versions);
        return versions;
    }

    private static FactDraft version(List<FactDraft> versions, String value, long from, int line, Row row) {
        FactDraft d = new FactDraft();
        d.value = value;
        d.validFrom = from;
        d.recordedAt = from;
        d.line = line;
        d.id = FactId.of("#" + versions.size()); // placeholder, see name()
        if (row != null) {
            d.putMetadata("event", row.event());
            row.metadata().forEach(d::putMetadata);
        }
        versions.add(d);
        return d;
    }

    /** Gives the versions their ids (the last one the memory's own) and points each link at the right one. */
    private static void name(String memoryId, String subject, List<FactDraft> versions) {
        int n = versions.size();
        List<FactId> ids = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            ids.add(FactId.of(i == n - 1 ? memoryId : memoryId + "#" + (i + 1)));
        }
        for (int i = 0; i < n; i++) {
            FactDraft d = versions.get(i);
            d.id = ids.get(i);
            d.subject = subject;
            d.predicate = PREDICATE;
            if (d.supersededBy != null) {
                d.supersededBy = ids.get(i + 1);
            }
            d.putMetadata("memory_id", memoryId);
        }
    }
}
