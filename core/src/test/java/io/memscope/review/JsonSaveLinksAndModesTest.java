package io.memscope.review;

import io.memscope.model.FactId;
import io.memscope.store.MemoryStore;
import io.memscope.store.StoreException;
import io.memscope.store.open.StoreOpener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.nio.file.attribute.UserPrincipalLookupService;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

/**
 * A save replaces the store's content, not the operator's arrangement of it: a symbolic link stays a link
 * to the saved file, a file with other hard links is refused rather than split from them, and the file keeps
 * its mode, group and owner.
 */
class JsonSaveLinksAndModesTest {
    @TempDir
    Path dir;

    @Test
    void aStoreReachedThroughASymbolicLinkIsSavedThroughIt() throws Exception {
        Path real = Files.createDirectories(dir.resolve("data")).resolve("store.json");
        Files.move(Path.of(ReviewFixture.create(ReviewFixture.Kind.JSON, dir)), real);
        Path link = Files.createSymbolicLink(dir.resolve("current.json"), Path.of("data", "store.json"));

        flag(link);

        assertThat(Files.isSymbolicLink(link)).as("the link is still a link").isTrue();
        assertThat(Files.readSymbolicLink(link)).isEqualTo(Path.of("data", "store.json"));
        try (MemoryStore store = StoreOpener.open(real.toString(), true)) {
            assertThat(store.auditLog()).as("the file the link points to holds the action").hasSize(1);
        }
        try (var names = Files.list(dir)) {
            assertThat(names.map(p -> p.getFileName().toString())).as("nothing left beside the link")
                    .containsExactlyInAnyOrder("data", "current.json");
        }
    }

    @Test
    void aStoreWithAnotherHardLinkIsRefusedAndBothNamesKeepTheirContent() throws Exception {
        Path file = Path.of(ReviewFixture.create(ReviewFixture.Kind.JSON, dir));
        Path other = Files.createLink(dir.resolve("backup.json"), file);
        byte[] before = Files.readAllBytes(file);

        assertThatThrownBy(() -> flag(file)).isInstanceOf(StoreException.class)
                .hasMessageContaining(file.toString())
                .hasMessageContaining("has 2 hard links; replacing it would leave the other name with the old content")
                .hasMessageContaining("does not change it");

        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(Files.readAllBytes(other)).isEqualTo(before);
        assertThat(Files.getAttribute(file, "unix:nlink")).isEqualTo(2);
    }

    @Test
    void theModeAndGroupOfTheStoreAreKept() throws Exception {
        Path file = Path.of(ReviewFixture.create(ReviewFixture.Kind.JSON, dir));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
        GroupPrincipal group = anotherGroup(file);
        Files.getFileAttributeView(file, PosixFileAttributeView.class).setGroup(group);

        flag(file);

        PosixFileAttributes after = Files.readAttributes(file, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        assertThat(PosixFilePermissions.toString(after.permissions())).isEqualTo("rw-r-----");
        assertThat(after.group()).isEqualTo(group);
        try (MemoryStore store = StoreOpener.open(file.toString(), true)) {
            assertThat(store.auditLog()).hasSize(1);
        }
    }

    @Test
    void theOwnerOfTheStoreIsKeptWhereMemscopeMaySetIt() throws Exception {
        assumeThat(System.getProperty("user.name")).as("only root may give a file to another user").isEqualTo("root");
        Path file = Path.of(ReviewFixture.create(ReviewFixture.Kind.JSON, dir));
        UserPrincipal daemon = lookup(file).lookupPrincipalByName("daemon");
        Files.setOwner(file, daemon);

        flag(file);

        assertThat(Files.getOwner(file)).isEqualTo(daemon);
    }

    private static void flag(Path file) throws Exception {
        try (MemoryStore store = StoreOpener.open(file.toString(), false)) {
            new ActionRunner(store, "olga").run(new Flag(FactId.of(1), "recheck"));
        }
    }

    /** A group other than the file's that this user may give it: any, for root; else one the user is in. */
    private static GroupPrincipal anotherGroup(Path file) throws Exception {
        GroupPrincipal current = Files.readAttributes(file, PosixFileAttributes.class).group();
        for (String name : new String[] {"daemon", "adm", "users", "staff", "nogroup"}) {
            try {
                GroupPrincipal candidate = lookup(file).lookupPrincipalByGroupName(name);
                if (!candidate.equals(current)) {
                    Files.getFileAttributeView(file, PosixFileAttributeView.class).setGroup(candidate);
                    Files.getFileAttributeView(file, PosixFileAttributeView.class).setGroup(current);
                    return candidate;
                }
            } catch (java.io.IOException notThisOne) {
                // not a group here, or not one this user may give
            }
        }
        assumeThat(false).as("a second group this user may give a file").isTrue();
        return current;
    }

    private static UserPrincipalLookupService lookup(Path file) {
        return file.getFileSystem().getUserPrincipalLookupService();
    }
}
