package ohol.tui.onelife.json;

import com.google.gson.JsonObject;
import java.util.Optional;

/**
 * Writes the message it is handed with the overloads of every concern. It is a {@link
 * ohol.tui.onelife.protocol.server.ServerMessageVisitor}, whose methods have no bodies: a message
 * record that no concern writes fails to compile here.
 */
final class MessageWriter
        implements ServerMessagesJson, PlayerMessagesJson, MapMessagesJson, BodyMessagesJson, PeopleMessagesJson {
    private Optional<MessageJson> written = Optional.empty();

    @Override
    public void write(String name, JsonObject data) {
        written = Optional.of(new MessageJson(name, data));
    }

    Optional<MessageJson> written() {
        return written;
    }
}
