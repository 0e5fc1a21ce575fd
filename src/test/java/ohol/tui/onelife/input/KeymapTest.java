package ohol.tui.onelife.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import ohol.tui.core.keys.KeyChord;
import ohol.tui.core.keys.KeyMode;
import ohol.tui.core.keys.Keymap;
import org.junit.jupiter.api.Test;

class KeymapTest {
    private final Keymap<Action> keymap = KeymapLoader.defaults();

    private List<Action> actions(KeyMode mode, KeyStroke key) {
        return keymap.lookup(mode, KeyChord.of(key)).orElseThrow(() -> new AssertionError("unbound: " + key));
    }

    @Test
    void theShippedDefaultIsTheFileInKeymapsFolder() throws Exception {
        Keymap<Action> fromFile = KeymapLoader.load(Path.of("keymaps/default.keymap"));
        assertEquals(fromFile.bindings(KeymapLoader.NORMAL), keymap.bindings(KeymapLoader.NORMAL));
        assertTrue(Files.readString(Path.of("keymaps/default.keymap")).startsWith("# ohol-tui default keymap"));
    }

    @Test
    void viKeysArrowsAndKeypadWalkInEightDirections() {
        Action east = new TileAction.Walk(new Target.Offset(1, 0));
        assertEquals(List.of(east), actions(KeymapLoader.NORMAL, new KeyStroke('l', false, false)));
        assertEquals(List.of(east), actions(KeymapLoader.NORMAL, new KeyStroke(KeyType.ArrowRight)));
        assertEquals(List.of(east), actions(KeymapLoader.NORMAL, new KeyStroke('6', false, false)));
        assertEquals(
                List.of(new TileAction.Walk(new Target.Offset(-1, 1))),
                actions(KeymapLoader.NORMAL, new KeyStroke('y', false, false)));
        assertEquals(
                List.of(new TileAction.Walk(new Target.Offset(1, -1))),
                actions(KeymapLoader.NORMAL, new KeyStroke('3', false, false)));
    }

    @Test
    void targetModeMovesTheCursorAndFallsBackToNormalKeys() {
        assertEquals(
                List.of(new ScreenAction.Cursor(0, 1)), actions(KeymapLoader.TARGET, new KeyStroke('k', false, false)));
        assertEquals(
                List.of(new TileAction.Use(new Target.Cursor())),
                actions(KeymapLoader.TARGET, new KeyStroke('g', false, false)));
        assertEquals(
                List.of(new TileAction.Walk(new Target.Cursor()), new ScreenAction.TargetMode()),
                actions(KeymapLoader.TARGET, new KeyStroke(KeyType.Enter)));
    }

    @Test
    void ctrlCReachesTheKeymapAsQuit() {
        assertEquals(List.of(new ScriptAction.Quit()), actions(KeymapLoader.NORMAL, new KeyStroke('c', true, false)));
    }

    @Test
    void aPlayersFileOverridesSomeKeysAndKeepsTheRest() {
        Keymap<Action> mine = KeymapLoader.parse("[normal]\nl  say EAST; move 1 0\n<a-1> emote 7\n", "mine");
        Keymap<Action> merged = keymap.overriddenBy(mine);
        assertEquals(
                List.of(new BodyAction.Say("EAST"), new TileAction.Walk(new Target.Offset(1, 0))),
                merged.lookup(KeymapLoader.NORMAL, KeyChord.of(new KeyStroke('l', false, false)))
                        .orElseThrow(),
                "a ; ends say as it ends any action");
        assertEquals(
                List.of(new BodyAction.Emote(7)),
                merged.lookup(KeymapLoader.NORMAL, KeyChord.of(new KeyStroke('1', false, true)))
                        .orElseThrow());
        assertEquals(
                List.of(new TileAction.Walk(new Target.Offset(-1, 0))),
                merged.lookup(KeymapLoader.NORMAL, KeyChord.of(new KeyStroke('h', false, false)))
                        .orElseThrow());
    }

    @Test
    void aTypoNamesTheFileAndLine() {
        var e = assertThrows(IllegalArgumentException.class, () -> KeymapLoader.parse("h move -1 0\nz jmup\n", "mine"));
        assertEquals("mine line 2: unknown action 'jmup'; did you mean 'jump'?", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> KeymapLoader.parse("<nokey> jump\n", "mine"));
        assertThrows(IllegalArgumentException.class, () -> KeymapLoader.parse("[flying]\n", "mine"));
    }
}
