package ohol.tui.onelife.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import ohol.tui.onelife.protocol.server.MessageSamples;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerMessages;
import ohol.tui.onelife.protocol.server.ServerStream;
import ohol.tui.onelife.protocol.server.Unknown;
import org.junit.jupiter.api.Test;

/**
 * Every tag is written under a name of its own, and nothing on the JSON path serializes a record by
 * reflection. (That every record has a writer, the compiler checks: {@code MessageWriter}.)
 */
class MessageJsonTest {
    @Test
    void everyTagIsWrittenUnderANameOfItsOwn() {
        Map<String, String> tagOfName = new HashMap<>();
        List<ServerMessage> messages = new ArrayList<>();
        for (String tag : ServerMessages.standard().tags()) {
            messages.addAll(ServerStream.decodeAll(
                    MessageSamples.wire(MessageSamples.BY_TAG.get(tag).get(0)), new ArrayList<>()));
        }
        messages.add(new Unknown("ZZ", List.of()));
        for (ServerMessage m : messages) {
            MessageJson written = MessageJson.of(m);
            assertFalse(written.name().isEmpty(), m.tag());
            String before = tagOfName.put(written.name(), m.tag());
            assertTrue(
                    before == null || before.equals(m.tag()), written.name() + " names " + before + " and " + m.tag());
        }
        assertEquals(ServerMessages.standard().tags().size() + 1, tagOfName.size());
    }

    @Test
    void noRecordIsSerializedByReflection() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("src", "main", "java"))) {
            List<Path> reflective = files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> {
                        try {
                            return Files.readString(p).contains("toJsonTree");
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    })
                    .toList();
            assertTrue(reflective.isEmpty(), "Gson's reflection writes Java names into the public JSON: " + reflective);
        }
    }
}
