package io.memscope.store.jdbc;

import java.sql.SQLException;

/** Turns driver exceptions into the short, one-line reason an operator message may end with. */
final class SqlErrors {
    private SqlErrors() {
    }

    static String reason(Throwable e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return e.getClass().getSimpleName();
        }
        String oneLine = message.strip().replaceAll("\\s*\\R\\s*", " ");
        // H2 appends "[90146-252]" style codes, pgjdbc sometimes "Position: 8"; both are noise to an operator.
        oneLine = oneLine.replaceAll("\\s*\\[\\d+-\\d+]$", "");
        return oneLine.length() > 300 ? oneLine.substring(0, 300) + "…" : oneLine;
    }

    static boolean hasState(SQLException e, String prefix) {
        return e.getSQLState() != null && e.getSQLState().startsWith(prefix);
    }
}
