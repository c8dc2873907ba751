package io.memscope.store.jdbc;

import java.sql.SQLException;

/** Turns driver exceptions into the short, one-line reason an operator message may end with. */
final class SqlErrors {
    private SqlErrors() {
    }

    static String reason(Throwable e) {
        String damage = damage(e);
        if (damage != null) {
            return damage;
        }
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return e.getClass().getSimpleName();
        }
        if (message.startsWith("[SQLITE_BUSY]")) {
            return "the file is in use by another program that is writing it; nothing was changed, try again";
        }
        String oneLine = message.strip().replaceAll("\\s*\\R\\s*", " ");
        // H2 appends "[90146-252]" style codes, pgjdbc sometimes "Position: 8"; both are noise to an operator.
        oneLine = oneLine.replaceAll("\\s*\\[\\d+-\\d+]$", "");
        return oneLine.length() > 300 ? oneLine.substring(0, 300) + "…" : oneLine;
    }

    /**
     * Where H2 says it could not read its own file (a page or chunk that fails its checksum), the reason in
     * an operator's words: the store is damaged, which is not the same as a bad query or a lost connection.
     */
    static String damage(Throwable e) {
        String where = damagedPart(e);
        return where == null ? null : "the store is damaged: H2 cannot read part of its file" + where
                + "; run check --deep for the extent, and restore it from a backup";
    }

    /** For a failure to read H2's own file: which part, as " (chunk N)" or ""; null for any other failure. */
    static String damagedPart(Throwable e) {
        if (e instanceof java.sql.SQLException sql && sql.getErrorCode() == 90020) {
            return null; // the file is locked by another program: in use, not damaged
        }
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (String.valueOf(t.getMessage()).contains("The file is locked")) {
                return null;
            }
            String message = String.valueOf(t.getMessage());
            if (t.getClass().getName().equals("org.h2.mvstore.MVStoreException")
                    || message.contains("MVStoreException") || message.contains("File corrupted")) {
                java.util.regex.Matcher chunk = java.util.regex.Pattern.compile("chunk:([0-9a-f]+)").matcher(message);
                return chunk.find() ? " (chunk " + Long.parseLong(chunk.group(1), 16) + ")" : "";
            }
        }
        return null;
    }

    static boolean hasState(SQLException e, String prefix) {
        return e.getSQLState() != null && e.getSQLState().startsWith(prefix);
    }
}
