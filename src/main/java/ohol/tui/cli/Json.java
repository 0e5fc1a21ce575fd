package ohol.tui.cli;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.JsonSerializer;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import ohol.tui.protocol.server.ServerMessage;

/**
 * JSON lines for {@code decode} and headless mode. Gson does the escaping (server text is
 * untrusted: control characters come out as {@code \\u001b}, never raw); absent optional fields
 * are written as null.
 */
public final class Json {
    private final Gson gson = new GsonBuilder()
            .disableHtmlEscaping()
            .serializeSpecialFloatingPointValues()
            .registerTypeAdapter(OptionalInt.class, (JsonSerializer<OptionalInt>)
                    (v, t, c) -> v.isPresent() ? new JsonPrimitive(v.getAsInt()) : JsonNull.INSTANCE)
            .registerTypeAdapter(OptionalLong.class, (JsonSerializer<OptionalLong>)
                    (v, t, c) -> v.isPresent() ? new JsonPrimitive(v.getAsLong()) : JsonNull.INSTANCE)
            .registerTypeAdapter(OptionalDouble.class, (JsonSerializer<OptionalDouble>)
                    (v, t, c) -> v.isPresent() ? new JsonPrimitive(v.getAsDouble()) : JsonNull.INSTANCE)
            .registerTypeHierarchyAdapter(Optional.class, (JsonSerializer<Optional<?>>)
                    (v, t, c) -> v.isPresent() ? c.serialize(v.get()) : JsonNull.INSTANCE)
            .create();

    /** {@code {"type":"message","tag":"PU","name":"PlayerUpdate","data":{…}}}. */
    public String message(ServerMessage message) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "message");
        o.addProperty("tag", message.tag());
        o.addProperty("name", message.getClass().getSimpleName());
        o.add("data", gson.toJsonTree(message));
        return gson.toJson(o);
    }

    /** {@code {"type":"event","event":NAME, …fields}} for things that are not raw messages. */
    public String event(String name, Object fields) {
        return gson.toJson(eventObject(name, fields));
    }

    /**
     * As {@link #event(String, Object)}, with a {@code "sentence"} field: the event in plain words.
     * (Not {@code "text"}: {@code said} events already carry the words spoken under that name.)
     */
    public String event(String name, Object fields, String sentence) {
        JsonObject o = eventObject(name, fields);
        o.addProperty("sentence", sentence);
        return gson.toJson(o);
    }

    /** As {@link #event(String, Object, String)}, with more fields after the event's own. */
    public String event(String name, Object fields, Map<String, ?> more, String sentence) {
        JsonObject o = eventObject(name, fields);
        more.forEach((k, v) -> o.add(k, gson.toJsonTree(v)));
        o.addProperty("sentence", sentence);
        return gson.toJson(o);
    }

    private JsonObject eventObject(String name, Object fields) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "event");
        o.addProperty("event", name);
        JsonElement tree = gson.toJsonTree(fields);
        if (tree.isJsonObject()) {
            tree.getAsJsonObject().entrySet().forEach(e -> o.add(e.getKey(), e.getValue()));
        } else {
            o.add("value", tree);
        }
        return o;
    }

    public String toJson(Object value) {
        return gson.toJson(value);
    }
}
