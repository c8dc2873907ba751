package io.memscope.bench.run;

/** A JDBC URL fit for messages: password parameters removed. */
final class Redact {
    private Redact() {
    }

    static String url(String url) {
        return url.replaceAll("(?i)([?&;]password=)[^&;]*", "$1***");
    }
}
