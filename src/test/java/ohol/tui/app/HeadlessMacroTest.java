package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ohol.tui.EndToEnd;
import ohol.tui.core.loop.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A script's line of several actions, say among them, in the practice world: each is done in turn. */
@Timeout(60)
@EndToEnd
class HeadlessMacroTest {
    @Test
    void aSemicolonEndsSayOnAScriptLineAsInAKeymap() {
        PracticeRun run = PracticeRun.of("say HELLO; emote 0\nwait 2\nquit\n", "practice", "--headless");
        assertEquals(ExitCode.OK.status(), run.code(), run.err());
        String out = String.join("\n", run.out());
        assertTrue(
                run.out().stream()
                        .anyMatch(l -> l.contains("\"event\":\"done\"") && l.contains("\"action\":\"say HELLO\"")),
                out);
        assertTrue(
                run.out().stream()
                        .anyMatch(l -> l.contains("\"event\":\"done\"") && l.contains("\"action\":\"emote 0\"")),
                out);
    }
}
