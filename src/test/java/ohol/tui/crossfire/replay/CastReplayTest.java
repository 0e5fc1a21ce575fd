package ohol.tui.crossfire.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import ohol.tui.EndToEnd;
import ohol.tui.core.replay.Asciicast;
import ohol.tui.core.replay.RecordingReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A recorded session (a real capture's) written as an asciicast: the Crossfire screen, frame by frame, on the recording's clock. */
@EndToEnd
class CastReplayTest {
    @TempDir
    Path dir;

    @Test
    void theCastShowsTheSessionOnTheRecordingsClock() throws Exception {
        Path file = dir.resolve("newchar.ohrec");
        RecordReplayTest.recorded(file);
        StringWriter out = new StringWriter();
        Asciicast.Written written;
        try (RecordingReader reader = RecordingReader.open(file)) {
            written = CastReplay.write(reader, 100, 30, 1_800_000_000L, out);
        }
        List<String> lines = out.toString().lines().toList();
        JsonObject header = JsonParser.parseString(lines.get(0)).getAsJsonObject();
        assertEquals(100, header.get("width").getAsInt());
        assertEquals(30, header.get("height").getAsInt());
        assertEquals(written.frames(), lines.size() - 1);
        assertTrue(written.damage().isEmpty());
        StringBuilder all = new StringBuilder();
        double last = -1;
        for (String line : lines.subList(1, lines.size())) {
            JsonArray frame = JsonParser.parseString(line).getAsJsonArray();
            double at = frame.get(0).getAsDouble();
            assertTrue(at >= last, "frames in time order: " + line);
            last = at;
            assertEquals("o", frame.get(1).getAsString());
            all.append(frame.get(2).getAsString());
        }
        assertEquals(written.seconds(), last, 1e-6);
        String text = all.toString();
        assertTrue(text.contains("You say: hello from the capture"), "the messages are drawn");
        assertTrue(text.contains("Capturer entered the game."), "the messages are drawn");
        assertTrue(text.contains("at the end"), "the last frame says the replay ended");
    }
}
