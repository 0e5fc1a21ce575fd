package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.core.net.CloseReason;
import org.junit.jupiter.api.Test;

/**
 * A server that kills a player for leaving (the 2015 one did, live) may tell us of our death as
 * we go: the player who typed quit hears no death and no offer of a new life.
 */
class NarratedQuitTest {
    private static final String OUR_DEATH =
            "PU\n11 19 0 0 0 0 0 0 0 0 -1 0.00 0 0 X X 14.61 60.00 0.00 0;0;0;0;0;0 0 0 -1 0 0 reason_hunger\n#";

    @Test
    void whoQuitsHearsNoDeath() {
        List<String> said = NarratedReplay.replay(livedUntil(37_000, new Transcript.Line(37_100, "quit")));
        int quit = said.indexOf("> quit");
        assertTrue(quit > 0, said::toString);
        List<String> after = said.subList(quit + 1, said.size());
        assertFalse(after.stream().anyMatch(l -> l.contains("died") || l.contains("reborn")), after::toString);
    }

    @Test
    void whoDidNotQuitHearsTheirDeath() {
        List<String> said = NarratedReplay.replay(livedUntil(37_000, new Transcript.Line(37_100, "status")));
        assertTrue(
                said.stream().anyMatch(l -> l.contains("Type reborn for a new life")),
                () -> String.join("\n", said.subList(Math.max(0, said.size() - 12), said.size())));
    }

    /** The practice life up to {@code millis}, then {@code typed}, then our death and the close. */
    private static Transcript livedUntil(long millis, Transcript.Line typed) {
        List<Transcript.Entry> entries = new ArrayList<>();
        for (Transcript.Entry e : Transcript.read("narrated-practice-life").entries()) {
            if (e.millis() < millis) {
                entries.add(e);
            }
        }
        entries.add(typed);
        entries.add(new Transcript.Hear(37_200, 1, OUR_DEATH.getBytes(StandardCharsets.US_ASCII)));
        entries.add(new Transcript.Hear(37_201, 1, "FM\n#".getBytes(StandardCharsets.US_ASCII)));
        entries.add(new Transcript.Closed(37_300, 1, new CloseReason(CloseReason.Kind.SERVER_CLOSED, "")));
        entries.add(new Transcript.Ended(40_000));
        assertEquals(typed, entries.get(entries.size() - 5));
        return new Transcript(entries);
    }
}
