package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import ohol.tui.EndToEnd;
import ohol.tui.core.loop.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A keymap or theme is a file from anywhere (shared, downloaded): what the real command line says
 * of one never carries its bytes to the terminal, and says what is wrong in the player's terms.
 */
@Timeout(30)
@EndToEnd
class SettingsFilesTest {
    /** A title, then the clipboard (OSC 52), as a hostile file would carry them. */
    private static final String OSC = "\u001b]0;PWNED\u0007\u001b]52;c;cm0gLXJmIH4=\u0007";

    private static void assertNoControls(String text) {
        assertFalse(text.chars().anyMatch(c -> c < 0x20 && c != '\n' || c == 0x7f || (c >= 0x80 && c < 0xa0)), text);
    }

    @Test
    void aControlSequenceInAKeymapOrThemeNeverReachesTheTerminal(@TempDir Path dir) throws Exception {
        Path keymap = dir.resolve("shared.keymap");
        Files.writeString(keymap, "[normal]\nh " + OSC + " move -1 0\n");
        PracticeRun run = PracticeRun.of("", "practice", "--headless", "--keymap", keymap.toString());
        assertEquals(ExitCode.USER_ERROR.status(), run.code(), run.err());
        assertTrue(run.err().startsWith("ohol-tui: " + keymap + " line 2: unknown action '^[]0'"), run.err());
        assertNoControls(run.err());

        Path theme = dir.resolve("shared.theme");
        Files.writeString(theme, "glyph thing " + OSC + " x #ffffff\n");
        run = PracticeRun.of("", "practice", "--headless", "--theme", theme.toString());
        assertEquals(ExitCode.USER_ERROR.status(), run.code(), run.err());
        assertTrue(run.err().startsWith("ohol-tui: " + theme + " line 1: "), run.err());
        assertNoControls(run.err());

        Path named = dir.resolve("x" + "\u001b]0;T\u0007" + ".keymap");
        Files.writeString(named, "[nowhere]\n");
        run = PracticeRun.of("", "practice", "--headless", "--keymap", named.toString());
        assertEquals(ExitCode.USER_ERROR.status(), run.code(), run.err());
        assertNoControls(run.err());
    }

    @Test
    void aFileThatIsNotUtf8SaysSoWithItsLine(@TempDir Path dir) throws Exception {
        Path keymap = dir.resolve("latin1.keymap");
        Files.write(keymap, "# mine\nv say caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        PracticeRun run = PracticeRun.of("", "practice", "--headless", "--keymap", keymap.toString());
        assertEquals(ExitCode.USER_ERROR.status(), run.code(), run.err());
        assertEquals(
                "ohol-tui: " + keymap + " line 2: not UTF-8 text (byte 10 of the line is 0xE9); save the file as UTF-8",
                run.err().strip());

        Path theme = dir.resolve("latin1.theme");
        Files.write(theme, "# th\u00e8me\n".getBytes(StandardCharsets.ISO_8859_1));
        run = PracticeRun.of("", "practice", "--headless", "--theme", theme.toString());
        assertEquals(ExitCode.USER_ERROR.status(), run.code(), run.err());
        assertEquals(
                "ohol-tui: " + theme + " line 1: not UTF-8 text (byte 5 of the line is 0xE8); save the file as UTF-8",
                run.err().strip());
    }

    @Test
    void aKeyBoundTwiceIsAWarningAndThePlayGoesOn(@TempDir Path dir) throws Exception {
        Path keymap = dir.resolve("twice.keymap");
        Files.writeString(keymap, "[normal]\nv say HI\nj jump\nv emote 1\n");
        PracticeRun run = PracticeRun.of("quit\n", "practice", "--headless", "--keymap", keymap.toString());
        assertEquals(ExitCode.OK.status(), run.code(), run.err());
        assertEquals(
                "ohol-tui: warning: " + keymap + " line 4: v is bound again in [normal] (line 2 bound it first);"
                        + " line 4 wins",
                run.err().strip());
    }
}
