package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.UTF8StreamJsonParser;

/**
 * Where the parser's current token starts (byte offset, line, column), the same numbers as
 * {@link JsonParser#currentTokenLocation()} gives, read without the {@code JsonLocation} it makes: the
 * reader asks for every fact (its line for messages, whether it is the split point), and those were
 * about 50 MB of garbage per million facts. The fast path reads Jackson's byte parser's own counters;
 * {@code TokenStartTest} holds it to {@code currentTokenLocation()} for the Jackson in use. Any other
 * parser, and a field name (whose start Jackson keeps elsewhere), take the allocating path.
 */
final class TokenStart {
    private TokenStart() {
    }

    static long byteOffset(JsonParser p) {
        if (p instanceof UTF8StreamJsonParser u && p.currentToken() != JsonToken.FIELD_NAME) {
            return u.getTokenCharacterOffset() - 1; // Jackson counts the token's first byte as read
        }
        return p.currentTokenLocation().getByteOffset();
    }

    static int line(JsonParser p) {
        if (p instanceof UTF8StreamJsonParser u && p.currentToken() != JsonToken.FIELD_NAME) {
            return u.getTokenLineNr();
        }
        return p.currentTokenLocation().getLineNr();
    }

    static int column(JsonParser p) {
        if (p instanceof UTF8StreamJsonParser u && p.currentToken() != JsonToken.FIELD_NAME) {
            int column = u.getTokenColumnNr(); // one more than the location's, when known
            return column < 0 ? column : column - 1;
        }
        return p.currentTokenLocation().getColumnNr();
    }
}
