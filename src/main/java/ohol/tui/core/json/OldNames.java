package ohol.tui.core.json;

import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/**
 * The names the JSON lines had before they were made one style (camelCase fields, one
 * {@code refused} for every answer not done), printed beside the new ones for one release so that
 * players' scripts have time to move (docs/manual/scripting.md and CHANGELOG.md list them). Dropping them all is
 * {@link #PRINTED} made false; then this class and its callers' old names can go.
 */
public final class OldNames {
    /** Whether the old names are still printed beside the new. */
    static final boolean PRINTED = true;

    private OldNames() {}

    /** How a {@code refused} line was printed before: its old event word and where its reason was. */
    public enum Was {
        /** Already {@code refused} with a {@code reason}: nothing old to add. */
        REFUSED(null, false),
        /** An {@code error}, the reason in {@code message}: the client refused. */
        ERROR("error", true),
        /** Crossfire's {@code failed}, the reason in {@code reason}. */
        FAILED("failed", false);

        private final String event;
        private final boolean message;

        Was(String event, boolean message) {
            this.event = event;
            this.message = message;
        }
    }

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

    /** An answer's old event word, in {@code "was"}, if it had another: for a line that is not {@code refused}. */
    public static void was(JsonObject line, Was was) {
        event(line, was);
    }

    /** An answer's old text in {@code "message"}, where it was, for a line that is not {@code refused}. */
    public static void oldMessage(JsonObject line, Was was, String message) {
        reason(line, was, message);
    }

    /** A refusal's old event word, in {@code "was"}, if it had another. */
    static void event(JsonObject line, Was was) {
        if (PRINTED && was.event != null) {
            line.addProperty("was", was.event);
        }
    }

    /** A refusal's reason again in {@code "message"}, where it was. */
    static void reason(JsonObject line, Was was, String reason) {
        if (PRINTED && was.message) {
            line.addProperty("message", reason);
        }
    }
}
