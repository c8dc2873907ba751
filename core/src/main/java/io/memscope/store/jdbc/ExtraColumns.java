package io.memscope.store.jdbc;

import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The columns of a facts table that no field maps, kept as metadata so nothing of the table is lost. */
final class ExtraColumns {
    private ExtraColumns() {
    }

    /** The unmapped columns worth keeping: text, numbers, booleans, times; not binaries, arrays or vectors. */
    static List<Column> of(Map<String, Column> physical, Map<String, Column> mapped) {
        List<Column> extras = new ArrayList<>();
        for (Column col : physical.values()) {
            if (!mapped.containsValue(col) && isPlain(col)) {
                extras.add(col);
            }
        }
        return extras;
    }

    private static boolean isPlain(Column col) {
        if (col.typeName().toLowerCase(Locale.ROOT).contains("blob")) {
            return false; // SQLite's catalog reports a BLOB column as VARCHAR
        }
        return switch (col.jdbcType()) {
            case Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY, Types.BLOB, Types.ARRAY, Types.STRUCT,
                 Types.JAVA_OBJECT -> false;
            case Types.OTHER -> col.typeName().toLowerCase(Locale.ROOT).contains("json")
                    || col.typeName().equalsIgnoreCase("uuid");
            default -> true;
        };
    }
}
