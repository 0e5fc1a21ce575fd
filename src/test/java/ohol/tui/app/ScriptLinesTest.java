package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.EndToEnd;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.core.script.ScriptLines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A script's lines are held to a length: an endless one is skipped and said, the next one read. */
@Timeout(60)
@EndToEnd
class ScriptLinesTest {
    @Test
    void anOverLongLineIsSkippedAndTheNextOneRead() throws IOException {
        long huge = 300_000_000L; // 600 MB were it held as a String
        Reader in = new Reader() {
            private long sent;
            private final Reader rest = new StringReader("\r\nsay HI\r\nwait 1\n");

            @Override
            public int read(char[] buffer, int offset, int length) throws IOException {
                if (sent == huge) {
                    return rest.read(buffer, offset, length);
                }
                int n = (int) Math.min(length, huge - sent);
                java.util.Arrays.fill(buffer, offset, offset + n, 'x');
                sent += n;
                return n;
            }

            @Override
            public void close() {}
        };
        List<ScriptInput> lines = new ArrayList<>();
        ScriptLines reader = new ScriptLines(in);
        for (Optional<ScriptInput> line; (line = reader.next()).isPresent(); ) {
            lines.add(line.get());
        }
        assertEquals(3, lines.size(), lines.toString());
        ScriptInput.TooLong tooLong = (ScriptInput.TooLong) lines.get(0);
        assertEquals(huge + 1, tooLong.chars()); // the \r counts: the line was never kept to strip it
        assertEquals("x".repeat(40), tooLong.start());
        assertEquals(new ScriptInput.Line("say HI"), lines.get(1));
        assertEquals(new ScriptInput.Line("wait 1"), lines.get(2));
    }

    @Test
    void aLastLineWithoutAnEndStillCounts() throws IOException {
        ScriptLines reader = new ScriptLines(new StringReader("quit"));
        assertEquals(Optional.of(new ScriptInput.Line("quit")), reader.next());
        assertEquals(Optional.empty(), reader.next());
    }

    @Test
    void aHeadlessScriptIsToldAndGoesOn() {
        String script = "say " + "A".repeat(ScriptLines.MAX_CHARS) + "\nsay HELLO\nwait 2\nquit\n";
        PracticeRun run = PracticeRun.of(script, "practice", "--headless");
        assertEquals(ExitCode.OK.status(), run.code(), run.err());
        assertTrue(
                run.out().stream()
                        .anyMatch(l -> l.contains("\"event\":\"refused\",\"by\":\"client\"")
                                && l.contains("a line of " + (ScriptLines.MAX_CHARS + 4) + " characters")),
                String.join("\n", run.out()));
        assertTrue(
                run.out().stream()
                        .anyMatch(l -> l.contains("\"event\":\"done\"") && l.contains("\"action\":\"say HELLO\"")),
                String.join("\n", run.out()));
    }

    /** The narration on a pipe reads with the same reader: the over-long line is spoken of, and the next is done. */
    @Test
    void aNarrationIsToldAndGoesOn() {
        String script = "say " + "A".repeat(ScriptLines.MAX_CHARS) + "\nsay HELLO\nwait 2\nquit\n";
        PracticeRun run = PracticeRun.of(script, "practice", "--narrate");
        assertEquals(ExitCode.OK.status(), run.code(), run.err());
        String out = String.join("\n", run.out());
        assertTrue(
                out.contains("That line was " + (ScriptLines.MAX_CHARS + 4) + " characters long, over "
                        + ScriptLines.MAX_CHARS + "; it was skipped."),
                out);
        assertTrue(out.contains("HELLO"), out);
    }
}
