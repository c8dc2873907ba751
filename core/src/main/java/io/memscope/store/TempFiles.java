package io.memscope.store;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * memscope's temporary files: hidden, beside the file they will become, and named with the process that
 * writes them ({@code .facts.json.memscope-4711-3f2a.tmp}), so that those a killed process left behind can
 * be told from those another memscope is writing right now, and removed on the next open, as SQLite rolls
 * back a hot journal.
 */
public final class TempFiles {
    private static final Pattern OURS = Pattern.compile("\\.(.+)\\.memscope-(\\d+)-[0-9a-f]+\\.tmp.*");

    private TempFiles() {
    }

    /** A new temporary name for {@code destination}, ending in {@code suffix} (which may be empty). */
    public static Path beside(Path destination, String suffix) {
        Path absolute = destination.toAbsolutePath();
        String name = "." + absolute.getFileName() + ".memscope-" + ProcessHandle.current().pid() + "-"
                + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 16) + ".tmp" + suffix;
        return absolute.resolveSibling(name);
    }

    /** The temporary files of {@code destination} whose writing process has ended: a killed write's leftovers. */
    public static List<Path> leftovers(Path destination) {
        Path absolute = destination.toAbsolutePath();
        Path dir = absolute.getParent();
        String name = absolute.getFileName().toString();
        List<Path> found = new ArrayList<>();
        if (dir == null || !Files.isDirectory(dir)) {
            return found;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, "." + escapeGlob(name) + ".memscope-*")) {
            for (Path entry : entries) {
                Matcher m = OURS.matcher(entry.getFileName().toString());
                if (m.matches() && m.group(1).equals(name) && !alive(Long.parseLong(m.group(2)))) {
                    found.add(entry);
                }
            }
        } catch (IOException e) {
            return found; // an unreadable directory: the open explains what it cannot read
        }
        return found;
    }

    /** Removes {@link #leftovers}; returns how many were removed. */
    public static int removeLeftovers(Path destination) {
        int removed = 0;
        for (Path leftover : leftovers(destination)) {
            try {
                if (Files.deleteIfExists(leftover)) {
                    removed++;
                }
            } catch (IOException e) {
                // left for the next open: a leftover that cannot be removed harms nothing but disk space
            }
        }
        return removed;
    }

    private static boolean alive(long pid) {
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    private static String escapeGlob(String name) {
        return name.replaceAll("([*?\\[\\]{}\\\\])", "\\\\$1");
    }
}
