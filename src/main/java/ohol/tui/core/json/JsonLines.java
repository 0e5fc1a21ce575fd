package ohol.tui.core.json;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.Locale;
import java.util.Map;

/**
 * JSON lines, the headless front-ends' public interface, for any game: Gson does the escaping
 * (server text is untrusted: control characters come out as {@code \u001b}, never raw); a field
 * whose value is absent is null, and is left out of the line. So is a number that is not one
 * (NaN or an infinity, which a hostile server can make): JSON has no word for them, and a strict
 * reader (JavaScript's {@code JSON.parse}, jq) refuses the whole line.
 */
public final class JsonLines {
    private final Gson gson = new GsonBuilder()
            .disableHtmlEscaping()
            .serializeSpecialFloatingPointValues()
            .create();

    /** {@code {"type":"message","tag":TAG,"name":NAME,"data":{…}}}: a server message as its game writes it. */
    public String message(String tag, String name, JsonElement data) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "message");
        o.addProperty("tag", tag);
        o.addProperty("name", name);
        o.add("data", data);
        return write(o);
    }

    /** {@code {"type":"event","event":NAME, …fields}} for things that are not raw messages. */
    public String event(String name, JsonObject fields) {
        return write(eventObject(name, fields));
    }

    /**
     * As {@link #event(String, JsonObject)}, with a {@code "sentence"} field: the event in plain
     * words. (Not {@code "text"}: {@code said} events already carry the words spoken under that name.)
     */
    public String event(String name, JsonObject fields, String sentence) {
        JsonObject o = eventObject(name, fields);
        o.addProperty("sentence", sentence);
        return write(o);
    }

    /**
     * As {@link #event(String, JsonObject)}, the fields given in their order as plain values: text,
     * numbers, true or false, null.
     */
    public String event(String name, Map<String, ?> fields) {
        JsonObject o = new JsonObject();
        fields.forEach((k, v) -> o.add(k, plain(v)));
        return event(name, o);
    }

    /** Who did not do what was asked: the client, without sending it, or the server (or it failed there). */
    public enum By {
        CLIENT,
        SERVER;

        String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * {@code {"type":"event","event":"refused","by":BY, …fields,"reason":WHY}}: what was asked (an
     * action, a script line) not done, who refused it and why; with a {@code "sentence"} when one
     * is given (null: none). {@code was} says how the line was printed before, its old names kept
     * for one release ({@link OldNames}).
     */
    public String refused(By by, OldNames.Was was, JsonObject fields, String reason, String sentence) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "event");
        o.addProperty("event", "refused");
        o.addProperty("by", by.word());
        OldNames.event(o, was);
        fields.entrySet().forEach(e -> o.add(e.getKey(), e.getValue()));
        o.addProperty("reason", reason);
        OldNames.reason(o, was, reason);
        if (sentence != null) {
            o.addProperty("sentence", sentence);
        }
        return write(o);
    }

    private static JsonElement plain(Object value) {
        if (value == null) {
            return JsonNull.INSTANCE;
        } else if (value instanceof String text) {
            return new JsonPrimitive(text);
        } else if (value instanceof Number number) {
            return new JsonPrimitive(number);
        } else if (value instanceof Boolean bool) {
            return new JsonPrimitive(bool);
        }
        throw new IllegalArgumentException("a field of an event line must be text, a number, true or false");
    }

    private static JsonObject eventObject(String name, JsonObject fields) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "event");
        o.addProperty("event", name);
        fields.entrySet().forEach(e -> o.add(e.getKey(), e.getValue()));
        return o;
    }

    private String write(JsonElement line) {
        return gson.toJson(allFinite(line) ? line : finite(line.deepCopy()));
    }

    private static boolean allFinite(JsonElement e) {
        if (e instanceof JsonPrimitive p) {
            return !p.isNumber() || Double.isFinite(p.getAsDouble());
        }
        if (e instanceof JsonObject o) {
            return o.entrySet().stream().allMatch(f -> allFinite(f.getValue()));
        }
        if (e instanceof JsonArray a) {
            return a.asList().stream().allMatch(JsonLines::allFinite);
        }
        return true;
    }

    /** {@code e} with every number that is not finite made null (left out of an object). */
    private static JsonElement finite(JsonElement e) {
        if (e instanceof JsonPrimitive p && p.isNumber() && !Double.isFinite(p.getAsDouble())) {
            return JsonNull.INSTANCE;
        }
        if (e instanceof JsonObject o) {
            o.entrySet().forEach(f -> f.setValue(finite(f.getValue())));
        } else if (e instanceof JsonArray a) {
            for (int i = 0; i < a.size(); i++) {
                a.set(i, finite(a.get(i)));
            }
        }
        return e;
    }
}
