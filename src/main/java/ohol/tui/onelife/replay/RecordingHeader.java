package ohol.tui.onelife.replay;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.util.Optional;
import ohol.tui.onelife.dialect.Dialect;

/**
 * What a recording says of itself: the format's version, the client that wrote it, the protocol
 * and game data version, the server, the terminal size (empty without a screen), when it began,
 * and the era of the protocol named by {@code --dialect} ({@code current}, {@code 2016},
 * {@code 2015}; empty when the live client found it from the server's greeting, as the replay then
 * does again: a recording older than the field holds none).
 */
public record RecordingHeader(
        int format,
        String client,
        int protocol,
        String data,
        String server,
        String terminal,
        String started,
        String dialect) {
    /** The era named, to be checked against the greeting as the live client did; empty: found from it. */
    public Optional<Dialect> named() {
        return Dialect.named(dialect);
    }

    /** As written on the header line. */
    String toJson() {
        JsonObject o = new JsonObject();
        o.addProperty("format", format);
        o.addProperty("client", client);
        o.addProperty("protocol", protocol);
        o.addProperty("data", data);
        o.addProperty("server", server);
        o.addProperty("terminal", terminal);
        o.addProperty("started", started);
        o.addProperty("dialect", dialect);
        return new Gson().toJson(o);
    }

    /** The header line read back; what is missing is empty. */
    static RecordingHeader fromJson(int format, String line) {
        try {
            JsonObject o = JsonParser.parseString(line).getAsJsonObject();
            return new RecordingHeader(
                    format,
                    text(o, "client"),
                    o.has("protocol") ? o.get("protocol").getAsInt() : 0,
                    text(o, "data"),
                    text(o, "server"),
                    text(o, "terminal"),
                    text(o, "started"),
                    text(o, "dialect"));
        } catch (JsonParseException | IllegalStateException | ClassCastException | NumberFormatException e) {
            throw new IllegalArgumentException("its header line is not JSON");
        }
    }

    private static String text(JsonObject o, String name) {
        return o.has(name) && o.get(name).isJsonPrimitive() ? o.get(name).getAsString() : "";
    }
}
