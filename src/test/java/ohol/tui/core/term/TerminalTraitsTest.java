package ohol.tui.core.term;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class TerminalTraitsTest {
    private static boolean places(String term) {
        return TerminalTraits.placesCursor(Map.of("TERM", term), TerminalTraits::terminfoHasCursorAddress);
    }

    @Test
    void dumbUnknownAndUnsetTerminalsCannotPlaceTheCursor() {
        assertFalse(places("dumb"));
        assertFalse(places("unknown"));
        assertFalse(places(""));
        assertFalse(TerminalTraits.placesCursor(Map.of(), t -> true));
    }

    @Test
    void theUsualTerminalsCanWithoutAskingTerminfo() {
        for (String term :
                new String[] {"xterm", "xterm-256color", "screen.xterm-256color", "tmux-256color", "linux"}) {
            assertTrue(TerminalTraits.placesCursor(Map.of("TERM", term), t -> false), term);
        }
    }

    @Test
    void anyOtherIsAskedOfTerminfo() {
        assertFalse(TerminalTraits.placesCursor(Map.of("TERM", "lpr"), t -> false));
        assertTrue(TerminalTraits.placesCursor(Map.of("TERM", "lpr"), t -> true));
        // terminfo itself: a terminal it does not know has no cursor addressing
        assertFalse(TerminalTraits.terminfoHasCursorAddress("no-such-terminal-at-all"));
    }

    @Test
    void theLocaleIsUtf8AsTheFirstOfLcAllLcCtypeLangSays() {
        assertTrue(TerminalTraits.utf8(Map.of("LANG", "en_US.UTF-8")));
        assertTrue(TerminalTraits.utf8(Map.of("LANG", "C.utf8")));
        assertFalse(TerminalTraits.utf8(Map.of("LANG", "en_US.ISO-8859-1")));
        assertFalse(TerminalTraits.utf8(Map.of("LC_ALL", "C", "LANG", "en_US.UTF-8")));
        assertTrue(TerminalTraits.utf8(Map.of("LC_CTYPE", "de_DE.UTF-8", "LANG", "C")));
        assertFalse(TerminalTraits.utf8(Map.of()), "no locale is the C locale");
    }
}
