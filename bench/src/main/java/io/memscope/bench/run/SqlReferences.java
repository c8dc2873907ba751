package io.memscope.bench.run;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The raw ways to get an answer from a relational store, which memscope's figures are compared with:
 * one hand-written contradiction query, a lazy scan of every row, and a raw copy of the current rows to
 * a text file. Each runs on a connection of its own that streams (H2 lazy execution; pgjdbc with
 * autocommit off and a fetch size), the way a careful person at a SQL console would.
 */
final class SqlReferences implements AutoCloseable {
    private static final int FETCH_SIZE = 2_000;
    /** Contradictions by hand: current facts of single-valued predicates with two or more values. */
    static final String CONTRADICTIONS = "SELECT \"subject\", \"predicate\", count(*) FROM \"facts\""
            + " WHERE \"valid_to\" IS NULL AND \"predicate\" NOT IN (SELECT \"predicate\" FROM \"memscope_predicates\""
            + " WHERE \"cardinality\" = 'many') GROUP BY \"subject\", \"predicate\" HAVING count(DISTINCT \"value\") > 1";
    static final String ALL_ROWS = "SELECT * FROM \"facts\"";
    static final String CURRENT_ROWS = "SELECT * FROM \"facts\" WHERE \"valid_to\" IS NULL";

    private final Connection connection;

    private SqlReferences(Connection connection) throws SQLException {
        this.connection = connection;
        connection.setAutoCommit(false);
        connection.setReadOnly(true);
    }

    /** @param location an H2 {@code .mv.db} file or a PostgreSQL JDBC URL with its credentials */
    static SqlReferences connect(String kind, String location) throws SQLException {
        if (kind.equals("h2")) {
            String base = Path.of(location).toAbsolutePath().toString().replaceFirst("\\.mv\\.db$", "");
            return new SqlReferences(DriverManager.getConnection("jdbc:h2:retry:file:" + base // as memscope opens it
                    + ";IFEXISTS=TRUE;LAZY_QUERY_EXECUTION=TRUE;ACCESS_MODE_DATA=r;TRACE_LEVEL_FILE=0", "sa", ""));
        }
        return new SqlReferences(DriverManager.getConnection(location));
    }

    /** Rows of the contradiction query. */
    long contradictions() throws SQLException {
        return scan(CONTRADICTIONS, null);
    }

    /** Rows of the whole table, every column read. */
    long allRows() throws SQLException {
        return scan(ALL_ROWS, null);
    }

    /** The current rows written to {@code file} as tab-separated text, every column as the driver gives it. */
    long copyCurrentRows(Path file) throws SQLException, IOException {
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            return scan(CURRENT_ROWS, out);
        }
    }

    private long scan(String sql, BufferedWriter out) throws SQLException {
        long rows = 0;
        try (PreparedStatement ps = connection.prepareStatement(sql, ResultSet.TYPE_FORWARD_ONLY,
                ResultSet.CONCUR_READ_ONLY)) {
            ps.setFetchSize(FETCH_SIZE);
            try (ResultSet rs = ps.executeQuery()) {
                int columns = rs.getMetaData().getColumnCount();
                long chars = 0;
                while (rs.next()) {
                    for (int c = 1; c <= columns; c++) {
                        String text = rs.getString(c);
                        chars += text == null ? 0 : text.length();
                        if (out != null) {
                            write(out, c, text);
                        }
                    }
                    if (out != null) {
                        newLine(out);
                    }
                    rows++;
                }
                if (chars < 0) {
                    throw new IllegalStateException("unreachable: keeps the reads from being optimised away");
                }
            }
        } finally {
            connection.rollback();
        }
        return rows;
    }

    private static void write(BufferedWriter out, int column, String text) throws SQLException {
        try {
            if (column > 1) {
                out.write('\t');
            }
            out.write(text == null ? "\\N" : text);
        } catch (IOException e) {
            throw new SQLException("cannot write the copy: " + e.getMessage(), e);
        }
    }

    private static void newLine(BufferedWriter out) throws SQLException {
        try {
            out.newLine();
        } catch (IOException e) {
            throw new SQLException("cannot write the copy: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
