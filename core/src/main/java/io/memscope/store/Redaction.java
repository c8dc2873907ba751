package io.memscope.store;

import java.util.regex.Pattern;

/**
 * The one place passwords are taken out of what memscope shows: store locations, and every message that
 * can carry one (a driver echoes the URL it could not parse, an operator types {@code user:password@host}).
 * {@link StoreException} passes its message through here, so no refusal can print a password.
 */
public final class Redaction {
    /**
     * {@code password=...} as a URL parameter, an H2 setting or a connection property, in any case. A password
     * masked already is left as it is: a message that names a shown location ({@code ...password=***: why})
     * is masked again as a whole, and would otherwise lose the colon after the mask.
     */
    private static final Pattern PASSWORD_SETTING =
            Pattern.compile("(?i)(password\\s*=\\s*)(?!\\*\\*\\*(?:[&;\\s\"',):]|$))[^&;\\s\"',)]+");
    /** The password of a URL's user information: {@code scheme://user:password@host}. */
    private static final Pattern USER_INFO = Pattern.compile("(?i)(\\b[a-z][a-z0-9+.-]*://[^/@\\s:?#]+:)[^/@\\s]+@");

    private Redaction() {
    }

    /** A location as messages and the window may show it: every password in it masked. */
    public static String shown(String location) {
        return location == null ? null : message(location);
    }

    /**
     * A location without its passwords at all (not masked): what may be remembered, as in the recent stores.
     * A URL's password parameter or H2 setting is dropped, and so is the password of {@code user:password@}.
     */
    public static String withoutPassword(String location) {
        if (location == null) {
            return null;
        }
        String dropped = location.replaceAll("(?i)([?&])password=[^&]*&?", "$1").replaceAll("(?i);password=[^;]*", "")
                .replaceAll("[?&]$", "");
        return USER_INFO.matcher(dropped).replaceAll("$1@").replace(":@", "@");
    }

    /** A message with every password it holds masked, whatever put it there. */
    public static String message(String message) {
        if (message == null) {
            return null;
        }
        String masked = PASSWORD_SETTING.matcher(message).replaceAll("$1***");
        return USER_INFO.matcher(masked).replaceAll("$1***@");
    }
}
