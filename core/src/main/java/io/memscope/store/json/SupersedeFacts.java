package io.memscope.store.json;

import io.memscope.store.StoreFormat;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Supersede/Engram facts: memscope's own fields with the value named {@code object}. Not a {@link
 * ForeignFormat.Records}: memscope's streaming fact reader reads them (told to take {@code object}), so a big
 * export is read as fast as memscope's own.
 */
final class SupersedeFacts implements ForeignFormat {
    private static final Map<String, String> MAPPING = describe();

    @Override
    public StoreFormat system() {
        return StoreFormat.SUPERSEDE;
    }

    @Override
    public String name() {
        return "Supersede/Engram facts";
    }

    @Override
    public boolean recognises(FirstLook look) {
        Set<String> fields = look.isRecords() ? look.record() : look.section("facts");
        return fields.contains("object") && !fields.contains("value");
    }

    @Override
    public Map<String, String> mapping() {
        return MAPPING;
    }

    private static Map<String, String> describe() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("value", "object");
        m.put("metadata", "metadata and every other field");
        return m;
    }
}
