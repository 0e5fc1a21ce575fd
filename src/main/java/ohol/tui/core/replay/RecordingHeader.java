package ohol.tui.core.replay;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * What a recording says of itself: the format's version, the game ({@value #ONE_LIFE} or
 * {@value #CROSSFIRE}; a recording older than the field holds none and is One Hour One Life's),
 * the client that wrote it, the protocol and game data version, the server, the terminal size
 * (empty without a screen), when it began, and the way of speaking the live client was told:
 * One Hour One Life's era named by {@code --dialect} ({@code current}, {@code 2016},
 * {@code 2015}; empty when found from the server's greeting), Crossfire's {@code --login}
 * ({@code query}, {@code account}, {@code auto}); and for Crossfire the character's name, which
 * the account login picks from the server's list (empty for One Hour One Life).
 */
public record RecordingHeader(
        int format,
        String game,
        String client,
        int protocol,
        String data,
        String server,
        String terminal,
        String started,
        String dialect,
        String player) {
    public static final String ONE_LIFE = "onelife";
    public static final String CROSSFIRE = "crossfire";

    /** One Hour One Life's header. */
    public RecordingHeader(
            int format,
            String client,
            int protocol,
            String data,
            String server,
            String terminal,
            String started,
            String dialect) {
        this(format, ONE_LIFE, client, protocol, data, server, terminal, started, dialect, "");
    }

    /** Whether the recording is of a Crossfire session. */
    public boolean crossfire() {
        return CROSSFIRE.equals(game);
    }

    /** As written on the header line. */
    public String toJson() {
        JsonObject o = new JsonObject();
        o.addProperty("format", format);
        o.addProperty("game", game);
        o.addProperty("client", client);
        o.addProperty("protocol", protocol);
        o.addProperty("data", data);
        o.addProperty("server", server);
        o.addProperty("terminal", terminal);
        o.addProperty("started", started);
        o.addProperty("dialect", dialect);
        if (!player.isEmpty()) {
            o.addProperty("player", player);
        }
        return new Gson().toJson(o);
    }

    /** The header line read back; what is missing is empty, a missing game One Hour One Life. */
    static RecordingHeader fromJson(int format, String line) {
        try {
            JsonObject o = JsonParser.parseString(line).getAsJsonObject();
            String game = text(o, "game");
            return new RecordingHeader(
                    format,
                    game.isEmpty() ? ONE_LIFE : game,
                    text(o, "client"),
                    o.has("protocol") ? o.get("protocol").getAsInt() : 0,
                    text(o, "data"),
                    text(o, "server"),
                    text(o, "terminal"),
                    text(o, "started"),
                    text(o, "dialect"),
                    text(o, "player"));
        } catch (JsonParseException | IllegalStateException | ClassCastException | NumberFormatException e) {
            throw new IllegalArgumentException("its header line is not JSON");
        }
    }

    private static String text(JsonObject o, String name) {
        return o.has(name) && o.get(name).isJsonPrimitive() ? o.get(name).getAsString() : "";
    }
}
