package io.memscope.store.json;

import io.memscope.model.AuditEntry;
import io.memscope.model.Cardinality;
import io.memscope.model.RecheckFlag;
import io.memscope.store.ConflictException;
import io.memscope.store.StoreException;

import java.nio.file.Path;
import java.util.Map;

/**
 * Writes an edited JSON store back over its file, through {@link JsonStoreWriter}: a temporary file beside
 * it, synced, then renamed over it in one step, so the file on disk is always the old version or the new
 * one, never a mix. Facts keep their order in the file. Just before the rename the file is checked once
 * more: if another program replaced it meanwhile, the save is refused and that program's version stays.
 */
final class JsonStoreSave {
    private JsonStoreSave() {
    }

    /** @return the fingerprint of the file as saved (its hash taken while writing, not by reading it back) */
    static FileFingerprint save(Path file, JsonEditSession edit, FileFingerprint loadedFrom) throws StoreException {
        // keep the store's own description (the sample stories carry one) across the rewrite
        String description = StoreDescription.read(file).orElse(null);
        JsonStoreWriter writer = JsonStoreWriter.forSave(file, description);
        try {
            writer.keepOtherMembers(file, edit.base().otherMembers(), description != null);
            for (Map.Entry<String, Cardinality> p : edit.cardinalities().entrySet()) {
                writer.predicate(p.getKey(), p.getValue());
            }
            FactTable table = edit.base().facts();
            for (int row = 0; row < table.size(); row++) {
                writer.fact(edit.factAt(row));
            }
            DependencyList dependencies = edit.base().dependencies();
            for (int i = 0; i < dependencies.size(); i++) {
                writer.dependency(dependencies.get(i));
            }
            for (RecheckFlag f : edit.allFlags()) {
                writer.flag(f);
            }
            for (AuditEntry e : edit.allAudit()) {
                writer.audit(e);
            }
            writer.beforeReplace(() -> {
                if (!FileFingerprint.of(file).equals(loadedFrom)) {
                    throw new ConflictException(file + ": another program changed the file while memscope was"
                            + " saving; nothing was changed, reload and decide again");
                }
            });
            writer.commit();
        } finally {
            writer.close();
        }
        return FileFingerprint.written(file, writer.writtenSha256());
    }
}
