package ohol.tui.onelife.headless;

import com.google.gson.JsonObject;
import java.util.Map;
import ohol.tui.core.json.JsonLines;
import ohol.tui.core.json.OldNames;
import ohol.tui.onelife.json.MessageJson;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * One Hour One Life's JSON lines for {@code decode} and headless mode, a public interface: the
 * fields come from the writers of {@link ohol.tui.onelife.json}, never from Java names; the lines
 * themselves are the core's ({@link JsonLines}).
 */
public final class Json {
    private final JsonLines lines = new JsonLines();

    /** {@code {"type":"message","tag":"PU","name":"PlayerUpdate","data":{…}}}. */
    public String message(ServerMessage message) {
        MessageJson written = MessageJson.of(message);
        return lines.message(message.tag(), written.name(), written.data());
    }

    /** {@code {"type":"event","event":NAME, …fields}} for things that are not raw messages. */
    public String event(String name, JsonObject fields) {
        return lines.event(name, fields);
    }

    /** As {@link #event(String, JsonObject)}, with a {@code "sentence"} field: the event in plain words. */
    public String event(String name, JsonObject fields, String sentence) {
        return lines.event(name, fields, sentence);
    }

    /** What was asked not done, who refused it and why: {@link JsonLines#refused}. */
    public String refused(JsonLines.By by, OldNames.Was was, JsonObject fields, String reason, String sentence) {
        return lines.refused(by, was, fields, reason, sentence);
    }

    /** As {@link #event(String, JsonObject)}, the fields given in their order as plain values. */
    public String event(String name, Map<String, ?> fields) {
        return lines.event(name, fields);
    }
}
