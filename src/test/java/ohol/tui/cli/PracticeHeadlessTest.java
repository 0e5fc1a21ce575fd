package ohol.tui.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import picocli.CommandLine;

@Timeout(60)
class PracticeHeadlessTest {
    private static List<String> run(String script) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> cls) throws Exception {
                if (cls == PracticeCommand.class) {
                    return cls.cast(new PracticeCommand(
                            Map.of(), new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8))));
                }
                return CommandLine.defaultFactory().create(cls);
            }
        };
        var cmd = Main.commandLine(factory);
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        assertEquals(0, cmd.execute("practice", "--headless"), err.toString());
        return out.toString().lines().toList();
    }

    /** The lines we were heard to say, in order, as the practice server (which drops too-early speech) sent them back. */
    private static List<String> ourSpeech(List<String> lines) {
        return lines.stream()
                .filter(l -> l.contains("\"event\":\"said\"") && l.contains("\"us\":true"))
                .map(l -> com.google.gson.JsonParser.parseString(l)
                        .getAsJsonObject()
                        .get("text")
                        .getAsString())
                .toList();
    }

    @Test
    void theFirstLineOfAScriptIsSaidOnceTheLifeBegins() {
        List<String> lines = run("say HELLO\nwait 2\nquit\n");
        assertEquals(List.of("HELLO"), ourSpeech(lines), String.join("\n", lines));
    }

    @Test
    void threeLinesGivenAtOnceAreAllSaidInOrderAtLeastASecondApart() {
        List<String> lines = run("say ONE\nsay TWO\nsay three\nwait 5\nquit\n");
        assertEquals(List.of("ONE", "TWO", "THREE"), ourSpeech(lines), String.join("\n", lines));
    }

    @Test
    void aLineTheServerWouldDropIsRefusedWithTheReason() {
        List<String> lines = run("say I HAVE 3 BERRIES\nwait 1.5\nquit\n");
        assertTrue(ourSpeech(lines).isEmpty());
        assertTrue(
                lines.stream().anyMatch(l -> l.contains("\"event\":\"error\"") && l.contains("'3' would be dropped")),
                String.join("\n", lines));
    }

    @Test
    void practiceHeadlessPlaysLikePlayHeadless() {
        String script = "scan 4\ngoto Gooseberry Bush\nwait 2\nlook 0 0\nsay HI\nwait 0.5\nquit\n";
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> cls) throws Exception {
                if (cls == PracticeCommand.class) {
                    return cls.cast(new PracticeCommand(
                            Map.of(), new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8))));
                }
                return CommandLine.defaultFactory().create(cls);
            }
        };
        var cmd = Main.commandLine(factory);
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        int code = cmd.execute("practice", "--headless");
        List<String> lines = out.toString().lines().toList();
        assertEquals(0, code, err.toString());
        String scan = lines.stream()
                .filter(l -> l.contains("\"event\":\"scan\""))
                .findFirst()
                .orElseThrow();
        assertTrue(scan.contains("\"name\":\"Basket\"") && scan.contains("\"name\":\"Wild Gooseberry Bush\""), scan);
        assertTrue(lines.stream().anyMatch(l -> l.contains("\"tag\":\"PM\"")), "walked to the bush");
        assertTrue(lines.stream().anyMatch(l -> l.contains("\"event\":\"said\"") && l.contains("\"text\":\"HI\"")));
    }
}
