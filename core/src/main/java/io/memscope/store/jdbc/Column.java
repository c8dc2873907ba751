package io.memscope.store.jdbc;

import java.sql.Types;
import java.util.Locale;

/** A column as the catalog describes it: its real name (already quoted for SQL) and its type. */
record Column(String name, String quoted, int jdbcType, String typeName) {

    boolean isTimestamp() {
        return jdbcType == Types.TIMESTAMP || jdbcType == Types.TIMESTAMP_WITH_TIMEZONE
                || typeName().toLowerCase(Locale.ROOT).startsWith("timestamp");
    }

    /** pgjdbc reports timestamptz as plain TIMESTAMP, so the type name decides there. */
    boolean hasTimeZone() {
        String t = typeName.toLowerCase(Locale.ROOT);
        return jdbcType == Types.TIMESTAMP_WITH_TIMEZONE || t.equals("timestamptz") || t.contains("with time zone");
    }
}
