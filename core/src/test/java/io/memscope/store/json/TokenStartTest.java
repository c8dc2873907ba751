package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The reader takes each fact's line and column, and the split read its boundary, from {@link TokenStart}
 * rather than from Jackson's locations; a message that names the wrong line, or a split that misses its
 * boundary, would follow from any difference. Holds every token of a file with multi-byte text, blank
 * lines and indentation to the numbers {@code currentTokenLocation()} gives.
 */
class TokenStartTest {
    private static final String FILE = """
            {"facts": [
              {"id": 1, "subject": "café ☕", "predicate": "likes", "value": "😀 x"},

                {"id": 2, "subject": "ü", "predicate": "p", "value": [1, {"a": null}, true]},
            {"id": 3}, {"id": 4,
               "subject": "s"}
            ]}
            """;

    @Test
    void everyTokenStartsWhereJacksonsLocationSays() throws IOException {
        byte[] utf8 = FILE.getBytes(StandardCharsets.UTF_8);
        int tokens = 0;
        try (JsonParser p = new JsonFactory().createParser(new ByteArrayInputStream(utf8))) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                JsonLocation expected = p.currentTokenLocation();
                assertThat(TokenStart.byteOffset(p)).as("byte offset of %s", t).isEqualTo(expected.getByteOffset());
                assertThat(TokenStart.line(p)).as("line of %s", t).isEqualTo(expected.getLineNr());
                assertThat(TokenStart.column(p)).as("column of %s", t).isEqualTo(expected.getColumnNr());
                tokens++;
            }
        }
        assertThat(tokens).isGreaterThan(40);
    }

    @Test
    void theByteOffsetOfAnObjectIsWhereItsBraceIsInTheFile() throws IOException {
        byte[] utf8 = FILE.getBytes(StandardCharsets.UTF_8);
        try (JsonParser p = new JsonFactory().createParser(new ByteArrayInputStream(utf8))) {
            p.nextToken();
            p.nextToken();
            p.nextToken();
            assertThat(p.nextToken()).isEqualTo(JsonToken.START_OBJECT); // the first fact
            p.skipChildren();
            p.nextToken(); // the second fact, after multi-byte text and a blank line
            long at = TokenStart.byteOffset(p);
            assertThat(utf8[(int) at]).isEqualTo((byte) '{');
            assertThat(new String(utf8, (int) at, 10, StandardCharsets.UTF_8)).isEqualTo("{\"id\": 2, ");
            assertThat(TokenStart.line(p)).isEqualTo(4);
        }
    }
}
