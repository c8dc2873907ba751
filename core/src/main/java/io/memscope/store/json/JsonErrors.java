package io.memscope.store.json;

import io.memscope.store.codec.Quote;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import io.memscope.store.StoreException;

/**
 * Turns what went wrong while reading into the one-line message an operator can act on:
 * {@code FILE: line L, column C: what}. Jackson's own wording is appended only as a short reason.
 */
final class JsonErrors {
    private static final int MAX_REASON = 160;

    private final String file;

    JsonErrors(String file) {
        this.file = file;
    }

    StoreException at(JsonLocation where, String what) {
        return at(where.getLineNr(), where.getColumnNr(), what);
    }

    StoreException at(int line, int column, String what) {
        return new StoreException(file + ": line " + line + ", column " + column + ": " + what);
    }

    /** A problem with the file as a whole (missing, empty, unreadable), which has no position. */
    StoreException whole(String what) {
        return new StoreException(file + ": " + what);
    }

    StoreException translate(JsonProcessingException e, JsonLocation fallback) {
        JsonLocation where = e.getLocation() != null ? e.getLocation() : fallback;
        String reason = firstLine(e.getOriginalMessage());
        String what;
        if (e instanceof StreamConstraintsException) {
            what = constraint(reason);
        } else if (e instanceof JsonEOFException || reason.contains("end-of-input")) {
            what = "the file ends in the middle of a JSON value (truncated?)";
        } else if (reason.contains("UTF-8") || reason.contains("UTF8")) {
            what = "malformed UTF-8: " + reason;
        } else {
            what = "not valid JSON: " + reason;
        }
        return where == null ? whole(what) : at(where, what);
    }

    private static String constraint(String reason) {
        if (reason.contains("nesting depth")) {
            return "nested more than " + JsonStoreReader.MAX_NESTING_DEPTH + " levels deep";
        }
        if (reason.contains("String value length")) {
            return "a string is longer than " + JsonStoreReader.MAX_STRING_LENGTH + " characters";
        }
        if (reason.contains("Number value length")) {
            return "a number has too many digits";
        }
        return "exceeds a size limit: " + reason;
    }

    /** How a token is named in messages: "found a string". */
    static String describe(JsonToken t) {
        if (t == null) {
            return "the end of the file";
        }
        return switch (t) {
            case START_OBJECT -> "an object";
            case START_ARRAY -> "an array";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NULL -> "null";
            default -> t.asString() == null ? t.name() : t.asString();
        };
    }

    /** Text quoted for a message: one line, shortened. */
    static String quote(String text) {
        return Quote.of(text);
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "";
        }
        String line = message.lines().findFirst().orElse("").strip();
        return line.length() > MAX_REASON ? line.substring(0, MAX_REASON) + "..." : line;
    }
}
