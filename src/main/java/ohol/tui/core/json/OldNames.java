package ohol.tui.core.json;

import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/**
 * The names the JSON lines had before they were made one style (camelCase fields), printed beside
 * the new ones for one release so that players' scripts have time to move (README.md and
 * CHANGELOG.md list them). Dropping them all is {@link #PRINTED} made false; then this class and
 * its callers' old names can go.
 */
public final class OldNames {
    /** Whether the old names are still printed beside the new. */
    static final boolean PRINTED = true;

    private OldNames() {}

    /** Adds {@code value} under {@code name} and, for one release, under {@code old} too. */
    public static void add(JsonObject o, String name, String old, JsonElement value) {
        o.add(name, value);
        if (PRINTED) {
            o.add(old, value.deepCopy());
        }
    }

    public static void add(JsonObject o, String name, String old, Number value) {
        add(o, name, old, new JsonPrimitive(value));
    }

    public static void add(JsonObject o, String name, String old, boolean value) {
        add(o, name, old, new JsonPrimitive(value));
    }

    public static void add(JsonObject o, String name, String old, String value) {
        add(o, name, old, value == null ? JsonNull.INSTANCE : new JsonPrimitive(value));
    }
}
