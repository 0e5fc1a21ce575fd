package ohol.tui.onelife.protocol.server;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.Captures;

/** Bytes to messages, the way the client reads them: through {@link ServerStream}. */
final class Wire {
    private Wire() {}

    static List<ServerMessage> decode(byte[] bytes, List<String> problems) {
        return ServerStream.decodeAll(bytes, problems);
    }

    static List<ServerMessage> decode(String text, List<String> problems) {
        return decode(text.getBytes(StandardCharsets.UTF_8), problems);
    }

    /** The one message in {@code text}, which must decode without problems. */
    static ServerMessage decodeOne(String text) {
        List<String> problems = new ArrayList<>();
        List<ServerMessage> messages = decode(text, problems);
        if (!problems.isEmpty() || messages.size() != 1) {
            throw new AssertionError("expected one clean message from " + text + ", got " + messages + " " + problems);
        }
        return messages.get(0);
    }

    static List<ServerMessage> capture(String name, List<String> problems) {
        return decode(Captures.serverStream(name), problems);
    }

    static <T extends ServerMessage> List<T> only(List<ServerMessage> messages, Class<T> type) {
        return messages.stream().filter(type::isInstance).map(type::cast).toList();
    }
}
