package ohol.tui.onelife.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyStroke;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.core.keys.KeyChord;
import ohol.tui.core.keys.Keymap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each mistake a player makes in a keymap, and the exact line that tells them. */
class KeymapMistakesTest {
    private static String error(String keymap) {
        return assertThrows(IllegalArgumentException.class, () -> KeymapLoader.parse(keymap, "mine"))
                .getMessage();
    }

    @Test
    void aMisspeltModeNamesTheNearestAndTheModes() {
        assertEquals(
                "mine line 2: no mode [nromal]; did you mean [normal]? (the modes are [normal], [target], [search])",
                error("# mine\n[nromal]\nh jump\n"));
        assertEquals("mine line 1: no mode [flying] (the modes are [normal], [target], [search])", error("[flying]\n"));
        assertEquals(
                "mine line 1: '[normal' is not a section; a section is [MODE], one of [normal], [target], [search]",
                error("[normal\n"));
    }

    @Test
    void aMisspeltActionNamesTheNearestElseAllOfThem() {
        assertEquals("mine line 2: unknown action 'jmup'; did you mean 'jump'?", error("h move -1 0\nz jmup\n"));
        String none = error("z dance\n");
        assertTrue(none.startsWith("mine line 1: unknown action 'dance' (the actions: move use "), none);
        assertTrue(none.contains(" emote ") && none.contains(" say ") && none.endsWith(")"), none);
    }

    @Test
    void aMisspeltKeyOrModifierNamesTheNearest() {
        assertEquals(
                "mine line 1: unknown modifier 'ctlr' in <ctlr-x>; did you mean 'ctrl'? (modifiers: c- or ctrl- for"
                        + " Ctrl, a- or alt- for Alt, s- or shift- for Shift)",
                error("<ctlr-x> jump\n"));
        assertEquals(
                "mine line 1: unknown key name 'pgaeup' in <pgaeup>; did you mean 'pageup'? (names: left right up"
                        + " down cr esc tab space bs del home end pageup pagedown f1..f12)",
                error("<pgaeup> scroll 5\n"));
        assertEquals(
                "mine line 1: unknown key 'xy' (a key is one character, ^X, or a name like <c-x>, <left>, <f1>,"
                        + " <space>)",
                error("xy jump\n"));
    }

    @Test
    void aKeyWithoutActionsOrWithBadArgumentsSaysWhat() {
        assertEquals("mine line 1: 'h' needs actions after the key", error("h\n"));
        assertEquals("mine line 1: move: missing a number (move DX DY | @)", error("h move 1\n"));
        assertEquals("mine line 1: say needs something to say", error("v say ; emote 0\n"));
    }

    @Test
    void ctrlXIsWrittenThreeWaysAndNeverMeansPlainX() {
        KeyChord ctrlX = KeyChord.of(new KeyStroke('x', true, false));
        for (String written : List.of("<ctrl-x>", "<c-x>", "^X", "^x", "<C-X>", "<Control-x>")) {
            assertEquals(ctrlX, KeyChord.parse(written), written);
        }
        assertEquals(KeyChord.of(new KeyStroke('x', false, true)), KeyChord.parse("<alt-x>"));
        assertEquals(KeyChord.of(new KeyStroke('^', false, false)), KeyChord.parse("^"));

        Keymap<Action> merged = KeymapLoader.defaults().overriddenBy(KeymapLoader.parse("<ctrl-x> jump\n", "mine"));
        assertEquals(
                List.of(new BodyAction.Jump()),
                merged.lookup(KeymapLoader.NORMAL, ctrlX).orElseThrow());
        assertEquals(
                List.of(new ScreenAction.TargetMode()),
                merged.lookup(KeymapLoader.NORMAL, KeyChord.of(new KeyStroke('x', false, false)))
                        .orElseThrow(),
                "plain x still enters target mode");
    }

    @Test
    void aSemicolonEndsSayInAMacroAndAnEscapedOneIsSaid() {
        Keymap<Action> mine = KeymapLoader.parse("v say HELLO; emote 0\nw say A\\; B; jump\n", "mine");
        assertEquals(
                List.of(new BodyAction.Say("HELLO"), new BodyAction.Emote(0)),
                mine.lookup(KeymapLoader.NORMAL, KeyChord.parse("v")).orElseThrow());
        assertEquals(
                List.of(new BodyAction.Say("A; B"), new BodyAction.Jump()),
                mine.lookup(KeymapLoader.NORMAL, KeyChord.parse("w")).orElseThrow());
    }

    @Test
    void aMacroIsCappedAndSoIsALine() {
        String hundred = "jump; ".repeat(ActionParser.MAX_ACTIONS);
        assertEquals(
                ActionParser.MAX_ACTIONS,
                KeymapLoader.parse("v " + hundred + "\n", "mine")
                        .lookup(KeymapLoader.NORMAL, KeyChord.parse("v"))
                        .orElseThrow()
                        .size());
        assertEquals("mine line 1: more than 100 actions on one line", error("v " + hundred + "jump\n"));
        assertEquals(
                "more than 100 actions on one line",
                assertThrows(IllegalArgumentException.class, () -> ActionSyntax.parseLine("jump;".repeat(100_000)))
                        .getMessage(),
                "a script's line is capped the same way");
        assertEquals("mine line 1: longer than 1000 characters", error("v say " + "A".repeat(1000) + "\n"));
    }

    @Test
    void aKeyBoundTwiceIsAWarningNamingBothLines() throws Exception {
        List<String> warnings = new ArrayList<>();
        Keymap<Action> mine =
                KeymapLoader.parse("x jump\n^X die\n<c-x> ping\n[target]\nx jump\n", "mine", warnings::add);
        assertEquals(
                List.of("mine line 3: Ctrl-x is bound again in [normal] (line 2 bound it first); line 3 wins"),
                warnings);
        assertEquals(
                List.of(new Query.Ping()),
                mine.lookup(KeymapLoader.NORMAL, KeyChord.parse("^X")).orElseThrow());
        List<String> none = new ArrayList<>();
        KeymapLoader.parse(
                new String(KeymapLoader.class
                        .getResourceAsStream(KeymapLoader.DEFAULT_RESOURCE)
                        .readAllBytes()),
                "default",
                none::add);
        assertEquals(List.of(), none, "the default keymap binds each key once");
    }

    @Test
    void aTerminalsControlSequenceInAKeymapNeverReachesTheMessage() {
        String osc = "\u001b]0;PWNED\u0007\u001b]52;c;cm0gLXJmIH4=\u0007";
        for (String line : List.of(osc + " jump", "h " + osc, "[" + osc + "]", "<c-" + osc + "> jump")) {
            String message = error(line + "\n");
            assertTrue(message.startsWith("mine line 1: "), message);
            assertFalse(message.chars().anyMatch(c -> c < 0x20 || (c >= 0x7f && c < 0xa0)), message);
            assertTrue(message.contains("^[]0;PWNED^G") || message.contains("^["), message);
        }
    }

    @Test
    void aFileThatIsNotUtf8SaysSoAndWhere(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("latin1.keymap");
        Files.write(
                file, new byte[] {'h', ' ', 'j', 'u', 'm', 'p', '\n', 'j', ' ', 's', 'a', 'y', ' ', (byte) 0xE9, '\n'});
        var e = assertThrows(IllegalArgumentException.class, () -> KeymapLoader.load(file));
        assertEquals(
                file + " line 2: not UTF-8 text (byte 7 of the line is 0xE9); save the file as UTF-8", e.getMessage());

        Path big = dir.resolve("big.keymap");
        Files.writeString(big, "# padding\n".repeat(KeymapLoader.MAX_BYTES / 10 + 1));
        e = assertThrows(IllegalArgumentException.class, () -> KeymapLoader.load(big));
        assertEquals(big + ": too big for a keymap (over 256 KiB); is it the right file?", e.getMessage());
    }
}
