package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import ohol.tui.Captures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DecodeCommandTest {
    private record Run(int code, List<String> out, String err) {}

    private static Run decode(Path file) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        var cmd = Main.commandLine();
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        int code = cmd.execute("decode", file.toString());
        return new Run(code, out.toString().lines().toList(), err.toString());
    }

    @Test
    void printsEveryMessageOfACaptureAsJsonLinesWithoutTheLoginHashes() throws Exception {
        Run run = decode(Captures.file("idle.cap"));
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().size() > 30);
        for (String line : run.out()) {
            JsonParser.parseString(line).getAsJsonObject(); // every line is one JSON object
        }
        String first = run.out().get(0);
        assertTrue(first.contains("\"tag\":\"SN\""), first);
        String login = run.out().get(1);
        assertTrue(login.contains("\"verb\":\"LOGIN\""), login);
        String capture = Files.readString(Captures.file("idle.cap"), java.nio.charset.StandardCharsets.ISO_8859_1);
        String hash = "73C060DB3F0F9D51E98F8E4BD97AD9E1FBA931C3";
        assertTrue(capture.contains(hash));
        assertTrue(run.out().stream().noneMatch(l -> l.contains(hash)), "the password hash must not be printed");
        var pu = run.out().stream()
                .filter(l -> l.contains("\"tag\":\"PU\""))
                .findFirst()
                .orElseThrow();
        var data = JsonParser.parseString(pu).getAsJsonObject().getAsJsonObject("data");
        var player = data.getAsJsonArray("players").get(0).getAsJsonObject();
        assertEquals(11, player.get("playerId").getAsInt());
        assertEquals(14.0, player.get("age").getAsDouble());
    }

    @Test
    void aRawServerStreamDecodesToo(@TempDir Path dir) throws Exception {
        Path raw = dir.resolve("stream.bin");
        Files.write(raw, Captures.serverStream("interact.cap"));
        Run run = decode(raw);
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().stream().anyMatch(l -> l.contains("HELLO WORLD")));
        assertTrue(run.out().stream().anyMatch(l -> l.contains("\"tag\":\"PONG\"") && l.contains("42")));
    }

    @Test
    void aBrokenStreamIsReportedNotThrown(@TempDir Path dir) throws Exception {
        Path raw = dir.resolve("bad.bin");
        Files.writeString(raw, "PONG\n5#MC\n1 1 0 0\n10 999999999\n#");
        Run run = decode(raw);
        assertEquals(1, run.code());
        assertTrue(run.out().get(0).contains("PONG"));
        assertTrue(run.err().contains("cannot follow the stream"), run.err());
    }

    @Test
    void oldServersCapturesAreReadInTheirOwnEra(@TempDir Path dir) throws Exception {
        for (String name : List.of("2016-mother.cap", "2015-first.cap")) {
            Path cap = dir.resolve(name);
            try (var in = DecodeCommandTest.class.getResourceAsStream("/dialects/" + name)) {
                Files.write(cap, in.readAllBytes());
            }
            Run run = decode(cap);
            assertEquals(0, run.code(), name + ": " + run.err());
            var pu = run.out().stream()
                    .filter(l -> l.contains("\"tag\":\"PU\""))
                    .findFirst()
                    .orElseThrow();
            var players = JsonParser.parseString(pu)
                    .getAsJsonObject()
                    .getAsJsonObject("data")
                    .getAsJsonArray("players");
            assertEquals(1, players.size(), name + ": the first PU tells us: " + pu);
            assertTrue(run.out().stream().anyMatch(l -> l.contains("\"tag\":\"MC\"")), name + ": the map");
        }
    }
}
