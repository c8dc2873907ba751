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

    /** One remembered store: where it is and whether it was opened read-only. */
    public record RecentStore(String location, boolean readOnly) {
    }

    public List<RecentStore> recentStores() {
        List<RecentStore> recent = new ArrayList<>();
        for (int i = 0; i < MAX_RECENT; i++) {
            String location = node.get("recent." + i, null);
            if (location != null) {
                recent.add(new RecentStore(location, node.getBoolean("recent." + i + ".readOnly", false)));
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
                node.put("recent." + i, recent.get(i).location());
                node.putBoolean("recent." + i + ".readOnly", recent.get(i).readOnly());
            } else {
                node.remove("recent." + i);
                node.remove("recent." + i + ".readOnly");
            }
        }
        flush();
    }

    public void clearRecentStores() {
        for (int i = 0; i < MAX_RECENT; i++) {
            node.remove("recent." + i);
            node.remove("recent." + i + ".readOnly");
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
