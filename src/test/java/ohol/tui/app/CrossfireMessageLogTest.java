package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The screen's message log: one file a character and server under the state folder, or none. */
class CrossfireMessageLogTest {
    static CrossfireCommand command(Map<String, String> environment) {
        CrossfireCommand c = new CrossfireCommand(environment, Optional.empty(), new ByteArrayInputStream(new byte[0]));
        c.host = "cf.example.org";
        c.port = 13327;
        c.name = "Bob/../x";
        return c;
    }

    @Test
    void theDefaultIsTheCharactersFileUnderTheStateFolder() {
        assertEquals(
                Optional.of(Path.of("/state/ohol-tui/crossfire/cf.example.org-13327/Bob_.._x.log")),
                command(Map.of("XDG_STATE_HOME", "/state")).messageLog());
        assertEquals(
                Optional.of(Path.of("/home/u/.local/state/ohol-tui/crossfire/cf.example.org-13327/Bob_.._x.log")),
                command(Map.of("HOME", "/home/u")).messageLog());
    }

    @Test
    void anOptionNamesTheFileOrAsksForNone() {
        CrossfireCommand given = command(Map.of("HOME", "/home/u"));
        given.messageLog = Path.of("/tmp/cf.log");
        assertEquals(Optional.of(Path.of("/tmp/cf.log")), given.messageLog());
        given.noMessageLog = true;
        assertEquals(Optional.empty(), given.messageLog());
    }
}
