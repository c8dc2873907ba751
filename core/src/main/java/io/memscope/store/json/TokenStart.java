package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.UTF8StreamJsonParser;

/**
 * Where the parser's current token starts (byte offset, line, column), the same numbers as
 * {@link JsonParser#currentTokenLocation()} gives, read without the {@code JsonLocation} it makes: the
 * reader asks for every fact (its line for messages, whether it is the split point), and a location per
 * fact was garbage in proportion to the file (ADR 0003). The fast path reads Jackson's byte parser's own
 * counters; {@code TokenStartTest} holds it to {@code currentTokenLocation()} for the Jackson in use. Any other
 * parser, and a field name (whose start Jackson keeps elsewhere), take the allocating path.
 */
final class TokenStart {
    private TokenStart() {
    }

    static long byteOffset(JsonParser p) {
        UTF8StreamJsonParser u = counted(p);
        return u != null ? u.getTokenCharacterOffset() - 1 // Jackson counts the token's first byte as read
                : p.currentTokenLocation().getByteOffset();
    }

    static int line(JsonParser p) {
        UTF8StreamJsonParser u = counted(p);
        return u != null ? u.getTokenLineNr() : p.currentTokenLocation().getLineNr();
    }

    static int column(JsonParser p) {
        UTF8StreamJsonParser u = counted(p);
        if (u == null) {
            return p.currentTokenLocation().getColumnNr();
        }
        int column = u.getTokenColumnNr(); // one more than the location's, when known
        return column < 0 ? column : column - 1;
    }

    /** The parser, when its own counters say where the current token starts; null otherwise. */
    private static UTF8StreamJsonParser counted(JsonParser p) {
        return p instanceof UTF8StreamJsonParser u && p.currentToken() != JsonToken.FIELD_NAME ? u : null;
    }
}
