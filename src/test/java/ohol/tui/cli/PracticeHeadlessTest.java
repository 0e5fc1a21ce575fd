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
    @Test
    void practiceHeadlessPlaysLikePlayHeadless() {
        String script = "scan 4\ngoto Gooseberry Bush\nwait 2\nlook 0 0\nsay HI\nwait 0.5\nquit\n";
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> cls) throws Exception {
                if (cls == PracticeCommand.class) {
                    return cls.cast(new PracticeCommand(Map.of(), new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8))));
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
        String scan = lines.stream().filter(l -> l.contains("\"event\":\"scan\"")).findFirst().orElseThrow();
        assertTrue(scan.contains("\"name\":\"Basket\"") && scan.contains("\"name\":\"Wild Gooseberry Bush\""), scan);
        assertTrue(lines.stream().anyMatch(l -> l.contains("\"tag\":\"PM\"")), "walked to the bush");
        assertTrue(lines.stream().anyMatch(l -> l.contains("\"event\":\"said\"") && l.contains("\"text\":\"HI\"")));
    }
}
