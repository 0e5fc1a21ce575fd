package ohol.tui.crossfire.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import ohol.tui.EndToEnd;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.net.Secret;
import ohol.tui.core.replay.Recorder;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.crossfire.ReplayServer;
import ohol.tui.crossfire.cli.CrossfireClient;
import ohol.tui.crossfire.cli.HeadlessReplay;
import ohol.tui.crossfire.session.Login;
import ohol.tui.crossfire.ui.Glyphs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A whole headless session against the replayed server's side of a real capture, recorded with
 * {@code --record}, then replayed headless: the same JSON lines come out, and the password is
 * nowhere in the file.
 */
@EndToEnd
class RecordReplayTest {
    static final String PASSWORD = "secretpass";
    static final String SCRIPT = String.join(
                    "\n",
                    "move east",
                    "east",
                    "move south",
                    "move west",
                    "wait 0.3",
                    "drop coin",
                    "wait 0.5",
                    "pickup coin",
                    "wait 0.5",
                    "apply coin",
                    "wait 0.5",
                    "say hello from the capture",
                    "wait 0.5",
                    "quit")
            + "\n";

    @TempDir
    Path dir;

    /** Plays {@code newchar.cap}'s session, recording it into {@code file}; its headless lines. */
    static List<String> recorded(Path file) throws Exception {
        try (var server = new ReplayServer("newchar.cap")) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            var settings = new CrossfireClient.Settings(
                    "127.0.0.1",
                    server.port(),
                    "Capturer",
                    new Secret(PASSWORD),
                    true,
                    Optional.empty(),
                    Optional.empty(),
                    Optional.empty());
            try (Recorder recorder = Recorder.create(
                    file,
                    CrossfireRecording.header(
                            "ohol-tui test",
                            "127.0.0.1:" + server.port(),
                            Login.query("Capturer", new Secret(PASSWORD)),
                            false))) {
                ExitCode code = new CrossfireClient(
                                settings,
                                new ByteArrayInputStream(SCRIPT.getBytes(StandardCharsets.UTF_8)),
                                new PrintWriter(out),
                                new PrintWriter(err))
                        .recording(recorder)
                        .run();
                assertEquals(ExitCode.OK, code, err.toString());
            }
            return out.toString().lines().toList();
        }
    }

    static List<String> replayed(Path file) throws IOException {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        try (RecordingReader reader = RecordingReader.open(file)) {
            assertTrue(reader.header().crossfire(), reader.header().toString());
            assertEquals(
                    ExitCode.OK,
                    HeadlessReplay.run(reader, Glyphs.defaults(), new PrintWriter(out), new PrintWriter(err)));
        }
        assertEquals("", err.toString());
        return out.toString().lines().toList();
    }

    /** The lines but the map's, which the live loop prints when its rounds fall (at most once a second). */
    static List<String> events(List<String> lines) {
        return lines.stream().filter(l -> !event(l).equals("map")).toList();
    }

    static String event(String line) {
        JsonObject o = JsonParser.parseString(line).getAsJsonObject();
        return o.has("event") ? o.get("event").getAsString() : "";
    }

    @Test
    void theReplayPrintsTheLiveRunsLines() throws Exception {
        Path file = dir.resolve("newchar.ohrec");
        List<String> live = recorded(file);
        List<String> replay = replayed(file);

        assertTrue(live.stream().anyMatch(l -> l.contains("You say: hello from the capture")), live.toString());
        assertEquals(events(live), events(replay));
        // the map is shown too, the last one as live: the character on the same ground
        List<String> liveMaps =
                live.stream().filter(l -> event(l).equals("map")).toList();
        List<String> replayMaps =
                replay.stream().filter(l -> event(l).equals("map")).toList();
        assertFalse(replayMaps.isEmpty(), replay.toString());
        assertEquals(liveMaps.get(liveMaps.size() - 1), replayMaps.get(replayMaps.size() - 1));
    }

    @Test
    void theRecordingNeverHoldsThePassword() throws Exception {
        Path file = dir.resolve("newchar.ohrec");
        recorded(file);
        byte[] data;
        try (var in = new GZIPInputStream(Files.newInputStream(file))) {
            data = in.readAllBytes();
        }
        String text = new String(data, StandardCharsets.ISO_8859_1);
        assertFalse(text.contains(PASSWORD), "the password is in the recording");
        // the login's answer is there, hidden: the query login's password reply (twice: a new character)
        assertTrue(text.split("reply HIDDEN", -1).length - 1 >= 1, "no hidden reply in the recording");
        assertTrue(text.contains("\"game\":\"crossfire\""), text.substring(0, 200));
        assertFalse(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1).contains(PASSWORD));
    }

    @Test
    void aCutOffRecordingReplaysUpToTheCutAndSaysWhere() throws Exception {
        Path file = dir.resolve("newchar.ohrec");
        List<String> live = recorded(file);
        byte[] whole = Files.readAllBytes(file);
        Path cut = dir.resolve("cut.ohrec");
        Files.write(cut, java.util.Arrays.copyOf(whole, whole.length * 2 / 3));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        try (RecordingReader reader = RecordingReader.open(cut)) {
            assertEquals(
                    ExitCode.USER_ERROR,
                    HeadlessReplay.run(reader, Glyphs.defaults(), new PrintWriter(out), new PrintWriter(err)));
        }
        assertTrue(err.toString().startsWith("ohol-tui: the recording is damaged after "), err.toString());
        assertTrue(err.toString().contains("replayed up to there"), err.toString());
        List<String> replayed = events(out.toString().lines().toList());
        assertFalse(replayed.isEmpty());
        assertTrue(
                replayed.size() < events(live).size(),
                replayed.size() + " of " + events(live).size());
        assertEquals(events(live).subList(0, replayed.size() - 1), replayed.subList(0, replayed.size() - 1));
    }
}
