package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.memscope.model.Cardinality;
import io.memscope.model.FactId;
import io.memscope.store.StoreException;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Translates Mem0's JSON into fact drafts, whichever shape carried it ({@link Mem0Shapes}): memories as
 * {@code get_all} or the platform's list return them ({@code results}), Mem0's history rows (beside them, or
 * the bare list {@code history(memory_id)} returns, in the Python or the TypeScript SDK's names), and the graph
 * memory's {@code relations}. Each memory id is one chain of predicate {@code memory}, its versions from the
 * history ({@link Mem0Versions}), so what Mem0 overwrote or deleted stays visible; a memory without history is
 * one fact. A relation is a fact of its own: its source, relationship and target.
 */
final class Mem0Memories implements ForeignRecords.Sink {
    static final String PREDICATE = "memory";
    /** Subject of a memory whose records do not say whose it was. */
    static final String UNKNOWN_SUBJECT = "(unknown)";
    /** Whose a memory is: the first of these it has; the platform adds apps and sessions. */
    private static final List<String> SUBJECT_FIELDS = List.of("user_id", "agent_id", "run_id", "app_id", "session_id");

    private final JsonErrors errors;
    private final long fileChanged;
    /** Memory id to its results item, in file order. */
    private final Map<String, Item> items = new LinkedHashMap<>();
    private final List<Mem0Versions.Row> rows = new ArrayList<>();
    /** Each row's history id when every row has a numeric one: the order Mem0 wrote them in. */
    private final List<Long> rowIds = new ArrayList<>();
    private final List<FactDraft> relations = new ArrayList<>();

    private record Item(FactDraft draft, String subject, String replacedBy) {
    }

    /** @param fileChanged when the file was last written, in epoch micros: the latest a deletion can have been */
    Mem0Memories(JsonErrors errors, long fileChanged) {
        this.errors = errors;
        this.fileChanged = fileChanged;
    }

    @Override
    public void record(String section, int number, ObjectNode record, JsonLocation at) throws StoreException {
        switch (section) {
            case "history" -> historyRow(new RecordFields(record, "history row #" + number, at, errors));
            case "relations" -> relation(new RecordFields(record, "relation #" + number, at, errors), number);
            default -> item(new RecordFields(record, "memory #" + number, at, errors));
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
        String replacedBy = r.text("replaced_by"); // the platform's own successor link
        String subject = subject(r);
        r.keepRest(d, Set.of("metadata"));
        items.put(id, new Item(d, subject, replacedBy == null || replacedBy.isEmpty() ? null : replacedBy));
    }

    private void historyRow(RecordFields r) throws StoreException {
        String memoryId = either(r, "memory_id", "memoryId");
        if (memoryId == null) {
            throw r.problem("\"memory_id\" is missing");
        }
        String event = either(r, "event", "action"); // the TypeScript SDK calls it action
        if (event == null) {
            throw r.problem("\"event\" is missing");
        }
        event = event.toUpperCase(Locale.ROOT);
        if (!event.equals("ADD") && !event.equals("UPDATE") && !event.equals("DELETE")) {
            throw r.problem("\"event\" must be ADD, UPDATE or DELETE, found " + JsonErrors.quote(event));
        }
        String oldMemory = either(r, "old_memory", "previous_value", "previousValue");
        String newMemory = either(r, "new_memory", "new_value", "newValue");
        long created = r.has("createdAt") ? r.timestamp("createdAt") : r.timestamp("created_at");
        long updated = r.has("updatedAt") ? r.timestamp("updatedAt") : r.timestamp("updated_at");
        r.skip("created_at", "createdAt", "updated_at", "updatedAt");
        String subject = subject(r);
        r.skip("is_deleted", "isDeleted"); // implied by event DELETE
        String historyId = r.text("id");
        FactDraft extra = new FactDraft();
        r.keepRest(extra, Set.of());
        Map<String, String> metadata = new LinkedHashMap<>();
        if (extra.metadata != null) {
            extra.metadata.forEach((k, v) -> metadata.put(k.equals("id") ? "history_id" : "history_" + k, v));
        }
        if (historyId != null) {
            metadata.put("history_id", historyId);
        }
        rows.add(new Mem0Versions.Row(memoryId, event, oldMemory, newMemory, created, updated, subject, r.line(),
                metadata));
        rowIds.add(numeric(historyId));
    }

    private static Long numeric(String id) {
        try {
            return id == null ? null : Long.valueOf(id);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private void relation(RecordFields r, int number) throws StoreException {
        FactDraft d = new FactDraft();
        d.id = FactId.of("relation#" + number); // a graph relation has no id of its own in get_all
        d.line = r.line();
        d.subject = r.required("source");
        d.predicate = r.required("relationship");
        d.value = r.required("target");
        r.keepRest(d, Set.of());
        relations.add(d);
    }

    private static String either(RecordFields r, String... fields) throws StoreException {
        String found = null;
        for (String f : fields) {
            String v = r.text(f);
            found = found == null && v != null ? v : found;
        }
        return found;
    }

    /** The first subject field the record has; only that one is consumed, the others stay in metadata. */
    private static String subject(RecordFields r) throws StoreException {
        for (String field : SUBJECT_FIELDS) {
            if (r.has(field)) {
                return r.text(field);
            }
        }
        return null;
    }

    /** Memories in file order, then memories known only from history, then the relations. */
    ForeignFormat.ForeignFacts finish() {
        Mem0Versions versions = new Mem0Versions();
        writeOrder().forEach(versions::accept);
        versions.close(fileChanged);
        List<FactDraft> drafts = new ArrayList<>();
        Map<String, FactDraft> lastVersions = new HashMap<>();
        for (Map.Entry<String, Item> e : items.entrySet()) {
            List<FactDraft> chain = chain(e.getKey(), e.getValue(), versions);
            lastVersions.put(e.getKey(), chain.get(chain.size() - 1));
            drafts.addAll(chain);
        }
        for (String memoryId : versions.memoryIds()) {
            if (!items.containsKey(memoryId)) {
                drafts.addAll(chain(memoryId, null, versions));
            }
        }
        linkReplaced(lastVersions);
        drafts.addAll(relations);
        Map<String, Cardinality> many = new LinkedHashMap<>();
        many.put(PREDICATE, Cardinality.MANY); // one memory does not contradict another
        return new ForeignFormat.ForeignFacts(drafts, many);
    }

    /**
     * Rows in the order Mem0 wrote them: by history id when every row has a numeric one (the TypeScript SDK lists
     * newest first), else as the file has them, except that a DELETE without a time goes after its memory's other
     * rows. Mem0 writes nothing to a memory after deleting it, and {@code history()} sorts by time, which puts a
     * row without one first.
     */
    private List<Mem0Versions.Row> writeOrder() {
        List<Mem0Versions.Row> ordered = new ArrayList<>(rows);
        if (!rowIds.isEmpty() && !rowIds.contains(null)) {
            List<Integer> byId = new ArrayList<>();
            for (int i = 0; i < rows.size(); i++) {
                byId.add(i);
            }
            byId.sort(Comparator.comparing(rowIds::get));
            ordered = new ArrayList<>(byId.stream().map(rows::get).toList());
        }
        Map<String, Integer> lastOf = new HashMap<>();
        for (int i = 0; i < ordered.size(); i++) {
            lastOf.put(ordered.get(i).memoryId(), i);
        }
        Map<String, List<Mem0Versions.Row>> untimedDeletes = new HashMap<>();
        List<Mem0Versions.Row> out = new ArrayList<>(ordered.size());
        for (int i = 0; i < ordered.size(); i++) {
            Mem0Versions.Row row = ordered.get(i);
            boolean untimedDelete = row.event().equals("DELETE") && row.at() == Timestamps.NULL;
            if (untimedDelete && lastOf.get(row.memoryId()) != i) {
                untimedDeletes.computeIfAbsent(row.memoryId(), k -> new ArrayList<>()).add(row);
                continue;
            }
            out.add(row);
            if (lastOf.get(row.memoryId()) == i) {
                out.addAll(untimedDeletes.getOrDefault(row.memoryId(), List.of()));
            }
        }
        return out;
    }

    private static List<FactDraft> chain(String memoryId, Item item, Mem0Versions versions) {
        String subject = item != null && item.subject() != null ? item.subject() : versions.subject(memoryId);
        subject = subject != null ? subject : UNKNOWN_SUBJECT;
        List<FactDraft> chain = new ArrayList<>(versions.versions(memoryId));
        if (chain.isEmpty() && item != null) {
            item.draft().id = FactId.of(memoryId);
            item.draft().putMetadata("memory_id", memoryId);
            chain.add(item.draft());
        } else if (item != null && item.draft().metadata != null) {
            item.draft().metadata.forEach(chain.get(chain.size() - 1)::putMetadata);
        }
        for (FactDraft d : chain) {
            d.subject = subject;
            d.predicate = PREDICATE;
        }
        return chain;
    }

    /**
     * The platform's {@code replaced_by} is a successor Mem0 recorded: the memory's last version is superseded
     * by it, and ends when the successor began if the history did not end it.
     */
    private void linkReplaced(Map<String, FactDraft> lastVersions) {
        for (Map.Entry<String, Item> e : items.entrySet()) {
            Item item = e.getValue();
            if (item.replacedBy() == null) {
                continue;
            }
            FactDraft last = lastVersions.get(e.getKey());
            Item next = items.get(item.replacedBy());
            last.supersededBy = FactId.of(item.replacedBy());
            if (last.validTo == Timestamps.NULL && next != null) {
                last.validTo = next.draft().validFrom;
            }
        }
    }
}
