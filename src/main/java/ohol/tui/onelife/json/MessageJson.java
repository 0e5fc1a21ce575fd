package ohol.tui.onelife.json;

import com.google.gson.JsonObject;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * The JSON of one server message: its {@code name} (one per record, a public name scripts match
 * on: never rename one) and its {@code data}, the message's fields.
 */
public record MessageJson(String name, JsonObject data) {
    /** The name and fields of {@code message}. */
    public static MessageJson of(ServerMessage message) {
        MessageWriter writer = new MessageWriter();
        message.dispatch(writer);
        return writer.written()
                .orElseThrow(() -> new IllegalStateException("no JSON writer for the " + message.tag() + " message"));
    }
}
