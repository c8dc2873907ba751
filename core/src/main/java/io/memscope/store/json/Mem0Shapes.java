package io.memscope.store.json;

import io.memscope.store.StoreException;
import io.memscope.store.StoreFormat;

import java.io.IOException;
import java.nio.file.Files;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The shapes Mem0's JSON comes in; all read by {@link Mem0Memories}. */
final class Mem0Shapes {
    private Mem0Shapes() {
    }

    static boolean isHistoryRow(Set<String> fields) {
        return FirstLook.anyOf(fields, "memory_id", "memoryId") && FirstLook.anyOf(fields, "event", "action");
    }

    /** The latest a deletion without a time can have been: when the file was last written. */
    private static long fileChanged(ForeignFormat.Input in) {
        try {
            return Timestamps.micros(Files.getLastModifiedTime(in.file()).toInstant());
        } catch (IOException e) {
            return Timestamps.micros(Instant.now());
        }
    }

    /**
     * Memories: {@code {"results": [...]}} as {@code get_all} returns it (API v1.1, with {@code relations} when
     * graph memory is on), the platform's paged list {@code {count, next, previous, results}}, or the bare list
     * of API v1.0; a {@code history} array of Mem0's history rows may stand beside {@code results}.
     */
    static final class GetAll implements ForeignFormat.Records {
        private static final Map<String, String> MAPPING = describe();

        @Override
        public StoreFormat system() {
            return StoreFormat.MEM0;
        }

        @Override
        public String name() {
            return "Mem0 get_all or platform list";
        }

        @Override
        public boolean recognises(FirstLook look) {
            if (look.isRecords()) {
                Set<String> r = look.record();
                // MemOS lists {id, memory, metadata} too; Mem0's items always carry their hash and times
                return r.contains("id") && r.contains("memory") && FirstLook.anyOf(r, "hash", "created_at")
                        && !FirstLook.anyOf(r, "memory_id", "memoryId");
            }
            Set<String> results = look.section("results");
            return look.isObject() && (results.contains("memory") || look.hasKey("results") && results.isEmpty()
                    || look.hasKey("relations") || isHistoryRow(look.section("history")));
        }

        @Override
        public Map<String, String> mapping() {
            return MAPPING;
        }

        @Override
        public ForeignFacts read(Input in) throws IOException, StoreException {
            Mem0Memories memories = new Mem0Memories(in.errors(), fileChanged(in));
            ForeignRecords.read(in.parser(), in.jsonLines(), in.errors(), Set.of("results", "history", "relations"),
                    List.of("results", "history", "relations"), memories);
            return memories.finish();
        }

        private static Map<String, String> describe() {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("id", "id for a memory's last version, id#1, id#2, ... for the versions its history replaced;"
                    + " relation#N for the Nth graph relation");
            m.put("subject", "user_id, else agent_id, else run_id, else app_id, else session_id; a relation's source");
            m.put("predicate", "\"memory\" (multi-valued); a relation's relationship");
            m.put("value", "memory; new_memory (old_memory before the first row) of history rows; a relation's"
                    + " target");
            m.put("valid_from", "created_at of the memory or of the ADD, updated_at of the UPDATE that wrote the"
                    + " version");
            m.put("valid_to", "updated_at of the next UPDATE or of the DELETE (created_at when a row has no"
                    + " updated_at); when the successor replaced_by names began");
            m.put("superseded_by", "the version the next UPDATE wrote; replaced_by");
            m.put("recorded_at", "created_at");
            m.put("metadata", "hash, updated_at, the memory's metadata, event and every other field");
            return m;
        }
    }

    /**
     * The bare list {@code history(memory_id)} returns: Mem0's history rows ({@code memory_id, old_memory,
     * new_memory, event, created_at, updated_at, is_deleted}), or the TypeScript SDK's ({@code previous_value,
     * new_value, action}, or camelCase {@code memoryId, previousValue, newValue, createdAt, ...}).
     */
    static final class History implements ForeignFormat.Records {
        private static final Map<String, String> MAPPING = describe();

        @Override
        public StoreFormat system() {
            return StoreFormat.MEM0;
        }

        @Override
        public String name() {
            return "Mem0 history";
        }

        @Override
        public boolean recognises(FirstLook look) {
            return look.isRecords() && isHistoryRow(look.record());
        }

        @Override
        public Map<String, String> mapping() {
            return MAPPING;
        }

        @Override
        public ForeignFacts read(Input in) throws IOException, StoreException {
            Mem0Memories memories = new Mem0Memories(in.errors(), fileChanged(in));
            ForeignRecords.read(in.parser(), in.jsonLines(), in.errors(), Set.of("history"), List.of("history"),
                    memories);
            return memories.finish();
        }

        private static Map<String, String> describe() {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("id", "memory_id for a memory's last version, memory_id#1, #2, ... for the versions before it");
            m.put("subject", "user_id, agent_id, run_id when a row has one, else (unknown): the history does not"
                    + " say whose memory it is");
            m.put("predicate", "\"memory\" (multi-valued)");
            m.put("value", "new_memory or new_value (old_memory or previous_value for a version known only from"
                    + " the row that ended it)");
            m.put("valid_from", "created_at of the ADD, updated_at of the UPDATE that wrote the version");
            m.put("valid_to", "updated_at of the next UPDATE or of the DELETE; a DELETE without a time: the next"
                    + " row's time, else when the file last changed");
            m.put("superseded_by", "the version the next UPDATE wrote");
            m.put("recorded_at", "the time the version began");
            m.put("metadata", "memory_id, event, the row's id and every other field");
            return m;
        }
    }
}
