package ohol.tui.onelife.json;

import com.google.gson.JsonObject;
import java.util.Optional;

/**
 * Writes the message it is handed with the overloads of every concern. The handler's overloads
 * do nothing by default, so one missing would compile: {@code MessageJsonTest} checks that every
 * message record has its own.
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
