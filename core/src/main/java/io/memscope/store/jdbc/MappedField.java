package io.memscope.store.jdbc;

import java.util.function.UnaryOperator;

/**
 * A fact field read from an SQL expression rather than from one column: a key inside a JSON column
 * ({@code payload.user_id}), the first non-NULL of several sources ({@code payload.user_id|payload.agent_id}),
 * or a built-in mapping's own expression. {@code column} stands for it where the type matters (a timestamp
 * with time zone, text, the id's codec); {@code sql} gives the expression for a table alias.
 */
record MappedField(String shown, Column column, UnaryOperator<String> sql) {
}
