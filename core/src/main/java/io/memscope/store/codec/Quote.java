package io.memscope.store.codec;

/** Text from a store, quoted for a one-line message. */
public final class Quote {
    private static final int MAX_QUOTED = 80;

    private Quote() {
    }

    /** Text quoted for a message: one line, shortened. */
    public static String of(String text) {
        String oneLine = text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n").replace("\r", "\\r");
        if (oneLine.length() > MAX_QUOTED) {
            oneLine = oneLine.substring(0, MAX_QUOTED) + "...";
        }
        return "\"" + oneLine + "\"";
    }
}
