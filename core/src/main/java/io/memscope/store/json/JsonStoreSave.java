package io.memscope.store.json;

import io.memscope.store.ConflictException;
import io.memscope.store.StoreException;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes an edited JSON store back over its file: a copy of the file with only what the edit changed
 * re-serialised ({@link StorePatch}), written beside the file's real path and renamed over it in one step
 * ({@link ReplacedFile}), so the file on disk is always the old version or the new one, never a mix. The
 * caller holds the store's {@link JsonWriteLock}; just before the rename the file is checked once more, so a
 * program that changed it without the lock keeps its version.
 */
final class JsonStoreSave {
    private JsonStoreSave() {
    }

    /**
     * @param target the store's real path ({@link ReplacedFile#target})
     * @return the fingerprint of the file as saved (its hash taken while writing, not by reading it back)
     */
    static FileFingerprint save(Path target, String location, JsonEditSession edit, FileFingerprint loadedFrom)
            throws StoreException {
        try (ReplacedFile replaced = ReplacedFile.open(target, location)) {
            StorePatch.write(target, edit, replaced.out());
            String sha256 = replaced.commit(() -> {
                if (!FileFingerprint.of(target).equals(loadedFrom)) {
                    throw new ConflictException(location + ": another program changed the file while memscope was"
                            + " saving; nothing was changed, reload and decide again");
                }
            });
            return FileFingerprint.written(target, sha256);
        } catch (IOException e) {
            throw new StoreException(location + ": cannot save: " + e.getMessage() + "; nothing was changed");
        }
    }
}
