package io.memscope.store.jdbc;

import io.memscope.model.FactId;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Locale;

/**
 * How one id column reads and binds {@link FactId}s: integer columns give numeric ids, text and uuid columns
 * give string ids, so every output writes an id back the way the store holds it.
 */
enum IdCodec {
    NUMERIC {
        @Override
        FactId read(ResultSet rs, int column) throws SQLException {
            long v = rs.getLong(column);
            return rs.wasNull() ? null : FactId.of(v);
        }

        @Override
        boolean canBind(FactId id) {
            return id.isNumeric();
        }

        @Override
        void bind(PreparedStatement ps, int index, FactId id) throws SQLException {
            ps.setLong(index, id.number());
        }
    },
    TEXT {
        @Override
        FactId read(ResultSet rs, int column) throws SQLException {
            String v = rs.getString(column);
            return v == null ? null : FactId.of(v);
        }

        @Override
        boolean canBind(FactId id) {
            return !id.isNumeric();
        }

        @Override
        void bind(PreparedStatement ps, int index, FactId id) throws SQLException {
            ps.setString(index, id.toString());
        }
    },
    /**
     * A uuid column (PostgreSQL's and H2's uuid type): its ids are opaque strings, compared and bound as
     * uuids, so a text id that is not a uuid can never match one.
     */
    UUID {
        @Override
        FactId read(ResultSet rs, int column) throws SQLException {
            String v = rs.getString(column);
            return v == null ? null : FactId.of(v);
        }

        @Override
        boolean canBind(FactId id) {
            if (id.isNumeric()) {
                return false;
            }
            try {
                java.util.UUID.fromString(id.toString());
                return true;
            } catch (IllegalArgumentException e) {
                return false;
            }
        }

        @Override
        void bind(PreparedStatement ps, int index, FactId id) throws SQLException {
            ps.setObject(index, java.util.UUID.fromString(id.toString()));
        }
    };

    abstract FactId read(ResultSet rs, int column) throws SQLException;

    /** Whether an id of this kind can exist in the column at all (a text id never matches a bigint). */
    abstract boolean canBind(FactId id);

    abstract void bind(PreparedStatement ps, int index, FactId id) throws SQLException;

    /** {@code id} as a Jdbi parameter: a uuid column compares with a uuid, not with text. */
    org.jdbi.v3.core.argument.Argument argument(FactId id) {
        return (position, statement, ctx) -> bind(statement, position, id);
    }

    /** The codec for a column, or null when its type can hold neither kind of id. */
    static IdCodec forColumn(int jdbcType, String typeName) {
        switch (jdbcType) {
            case Types.BIGINT, Types.INTEGER, Types.SMALLINT, Types.TINYINT, Types.NUMERIC, Types.DECIMAL:
                return NUMERIC;
            case Types.CHAR, Types.VARCHAR, Types.LONGVARCHAR, Types.NCHAR, Types.NVARCHAR,
                    Types.LONGNVARCHAR, Types.CLOB, Types.NCLOB:
                return TEXT;
            default:
                String t = typeName == null ? "" : typeName.toLowerCase(Locale.ROOT);
                return t.equals("uuid") ? UUID : t.equals("text") || t.contains("char") ? TEXT : null;
        }
    }
}
