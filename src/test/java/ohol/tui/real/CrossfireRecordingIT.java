package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code crossfire --record} against Debian's crossfire-server 1.75: a new character is created,
 * walks and speaks, recorded; {@code replay --headless} of the file then prints the events the
 * live run printed, and the file holds the password nowhere.
 */
@Timeout(120)
class CrossfireRecordingIT {
    private final RealServers.Address server = RealServers.require("crossfire");

    @TempDir
    Path dir;

    @Test
    void aRecordedSessionReplaysWithTheLiveEvents() throws Exception {
        Path file = dir.resolve("crossfire.ohrec");
        List<String> live;
        try (CrossfirePlayer p = CrossfirePlayer.start(
                server,
                CrossfirePlayer.newName(),
                CrossfirePlayer.PASSWORD,
                "--login",
                "query",
                "--record",
                file.toString())) {
            p.awaitPlaying();
            List<String> map = p.settledMap();
            map = p.step(map, "south");
            p.step(map, "north");
            int mark = p.mark();
            p.done("say recorded on the real server");
            p.message(mark, "'You say: recorded...'", t -> t.equals("You say: recorded on the real server"));
            p.quit();
            live = events(p.events());
        }
        assertTrue(live.stream().anyMatch(e -> e.contains("\"event\":\"playing\"")), live.toString());
        assertTrue(live.stream().anyMatch(e -> e.contains("\"action\":\"move south\"")), live.toString());

        String inflated = inflated(file);
        assertFalse(inflated.contains(CrossfirePlayer.PASSWORD), "the password is in the recording");
        assertTrue(inflated.contains("reply HIDDEN"), "the login's password reply, hidden");
        assertTrue(inflated.contains("\"game\":\"crossfire\""), inflated.substring(0, 300));

        try (LiveClient replay = LiveClient.start(Map.of(), List.of("replay", "--headless", file.toString()))) {
            assertEquals(0, replay.finish(), replay.err());
            List<String> replayed = events(replay.all(j -> "event".equals(LiveClient.string(j, "type"))));
            assertEquals(live, replayed, "the replay prints the live run's events");
        }
    }

    /** The events but the maps, which the live loop prints when its rounds fall (at most once a second). */
    private static List<String> events(List<JsonObject> events) {
        return events.stream()
                .filter(j -> !LiveClient.isEvent(j, "map"))
                .map(JsonObject::toString)
                .toList();
    }

    private static String inflated(Path file) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
