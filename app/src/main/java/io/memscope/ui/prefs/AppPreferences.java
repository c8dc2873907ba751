package io.memscope.ui.prefs;

import java.util.ArrayList;
import java.util.List;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * What memscope remembers between runs (java.util.prefs): recent stores, theme, window bounds and
 * divider positions. Never a password: recent PostgreSQL entries are kept as URLs without one.
 */
public final class AppPreferences {
    private static final int MAX_RECENT = 10;
    private final Preferences node;

    public AppPreferences(Preferences node) {
        this.node = node;
    }

    public static AppPreferences user() {
        return new AppPreferences(Preferences.userRoot().node("io/memscope"));
    }

    /**
     * One remembered store: where it is (never with a password), whether it was opened read-only, and what
     * it needs to open again: the table mapping ({@code --table}/{@code --map} text, empty for the default)
     * and the user name it was opened with (empty when none was typed). Passwords are kept nowhere.
     */
    public record RecentStore(String location, boolean readOnly, String table, String columns, String user) {
        public RecentStore(String location, boolean readOnly) {
            this(location, readOnly, "", "", "");
        }

        public RecentStore {
            table = table == null ? "" : table;
            columns = columns == null ? "" : columns;
            user = user == null ? "" : user;
        }
    }

    private static final String[] RECENT_FIELDS = {"", ".readOnly", ".table", ".columns", ".user"};

    public List<RecentStore> recentStores() {
        List<RecentStore> recent = new ArrayList<>();
        for (int i = 0; i < MAX_RECENT; i++) {
            String location = node.get("recent." + i, null);
            if (location != null) {
                recent.add(new RecentStore(location, node.getBoolean("recent." + i + ".readOnly", false),
                        node.get("recent." + i + ".table", ""), node.get("recent." + i + ".columns", ""),
                        node.get("recent." + i + ".user", "")));
            }
        }
        return recent;
    }

    public void rememberStore(RecentStore store) {
        List<RecentStore> recent = new ArrayList<>(recentStores());
        recent.removeIf(r -> r.location().equals(store.location()));
        recent.add(0, store);
        for (int i = 0; i < MAX_RECENT; i++) {
            if (i < recent.size()) {
                RecentStore r = recent.get(i);
                node.put("recent." + i, r.location());
                node.putBoolean("recent." + i + ".readOnly", r.readOnly());
                node.put("recent." + i + ".table", r.table());
                node.put("recent." + i + ".columns", r.columns());
                node.put("recent." + i + ".user", r.user());
            } else {
                for (String field : RECENT_FIELDS) {
                    node.remove("recent." + i + field);
                }
            }
        }
        flush();
    }

    public void clearRecentStores() {
        for (int i = 0; i < MAX_RECENT; i++) {
            for (String field : RECENT_FIELDS) {
                node.remove("recent." + i + field);
            }
        }
        flush();
    }

    public String theme() {
        return node.get("theme", "light");
    }

    public void setTheme(String theme) {
        node.put("theme", theme);
        flush();
    }

    public boolean openReadOnly() {
        return node.getBoolean("openReadOnly", false);
    }

    public void setOpenReadOnly(boolean readOnly) {
        node.putBoolean("openReadOnly", readOnly);
        flush();
    }

    public double getDouble(String key, double fallback) {
        return node.getDouble(key, fallback);
    }

    public void putDouble(String key, double value) {
        node.putDouble(key, value);
    }

    public String get(String key, String fallback) {
        return node.get(key, fallback);
    }

    public void put(String key, String value) {
        node.put(key, value);
    }

    public void flush() {
        try {
            node.flush();
        } catch (BackingStoreException e) {
            // Preferences are a convenience: losing them must never stop the operator's work.
        }
    }
}
