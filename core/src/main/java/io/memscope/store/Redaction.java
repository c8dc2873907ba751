package io.memscope.store;

/** Where passwords are taken out of what memscope shows: locations in messages, reports and the window. */
public final class Redaction {
    private Redaction() {
    }

    /**
     * A location as messages and the window may show it: the value of every password parameter of a JDBC
     * URL ({@code ?password=} or H2's {@code ;PASSWORD=}) is masked. The Connect dialog puts the password
     * into the URL it opens.
     */
    public static String shown(String location) {
        return location == null ? null : location.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }
}
