package io.memscope.export;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/** The shapes memscope writes memory in. */
public enum ExportFormat {
    JSON("json", ".json", "memscope JSON (readable back by memscope)"),
    JSONL("jsonl", ".jsonl", "JSON Lines, one fact a line"),
    CSV("csv", ".csv", "CSV, one fact a row"),
    H2("h2", ".mv.db", "a new H2 store"),
    SQL("sql", ".sql", "PostgreSQL script (schema and inserts, for psql)");

    private final String option;
    private final String extension;
    private final String description;

    ExportFormat(String option, String extension, String description) {
        this.option = option;
        this.extension = extension;
        this.description = description;
    }

    public String option() {
        return option;
    }

    public String extension() {
        return extension;
    }

    public String description() {
        return description;
    }

    public static Optional<ExportFormat> parse(String text) {
        for (ExportFormat f : values()) {
            if (f.option.equalsIgnoreCase(text.strip())) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /** The format a file name asks for, from its extension. */
    public static Optional<ExportFormat> fromFileName(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        for (ExportFormat f : values()) {
            if (name.endsWith(f.extension)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
