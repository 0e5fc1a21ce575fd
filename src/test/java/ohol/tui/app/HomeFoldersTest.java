package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.ui.GlyphTheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every file the client finds in the user's folders follows {@code $HOME} (as the launcher's
 * cache does) and ignores a relative {@code XDG_*} value; {@code --record auto} never writes over
 * another run's recording.
 */
class HomeFoldersTest {
    @Test
    void theConfigFileAndItsTildePathsFollowHome(@TempDir Path dir) throws Exception {
        Path home = dir.resolve("home");
        Path file = Files.createDirectories(home.resolve(".config/ohol-tui")).resolve("config");
        Files.writeString(file, "key-file = ~/keys/account\n");
        // a relative XDG_CONFIG_HOME is ignored: the file under $HOME/.config counts
        Map<String, String> env = Map.of("HOME", home.toString(), "XDG_CONFIG_HOME", "elsewhere");
        CliRun run = CliRun.of(env, "", "config");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains(file + "  "), run.out());
        assertTrue(run.out().contains(home.resolve("keys/account").toString()), run.out());
        assertEquals(file, ConfigFile.location(env));
    }

    @Test
    void theStateFoldersFollowHomeAndAnAbsoluteXdgStateHome() {
        assertEquals(Path.of("/home/me/.local/state/ohol-tui/lives"), Recordings.folder(Map.of("HOME", "/home/me")));
        assertEquals(
                Path.of("/home/me/.local/state/ohol-tui/lives"),
                Recordings.folder(Map.of("HOME", "/home/me", "XDG_STATE_HOME", "state")));
        assertEquals(
                Path.of("/var/me/ohol-tui/lives"),
                Recordings.folder(Map.of("HOME", "/home/me", "XDG_STATE_HOME", "/var/me")));
    }

    @Test
    void ownKeymapsAndThemesAreFoundUnderHome(@TempDir Path dir) throws Exception {
        Path home = dir.resolve("home");
        Path folder = Files.createDirectories(home.resolve(".config/ohol-tui"));
        Files.writeString(folder.resolve("theme"), "not a theme line\n");
        Files.writeString(folder.resolve("keymap"), "not a keymap line\n");
        OwnLooks looks = new OwnLooks(null, null, Map.of("HOME", home.toString(), "XDG_CONFIG_HOME", "rel"));
        UserError theme = assertThrows(UserError.class, () -> looks.theme(GlyphTheme.defaults()));
        assertTrue(theme.getMessage().contains(folder.resolve("theme").toString()), theme.getMessage());
        UserError keymap = assertThrows(UserError.class, () -> looks.keymap(KeymapLoader.defaults(), warning -> {}));
        assertTrue(keymap.getMessage().contains(folder.resolve("keymap").toString()), keymap.getMessage());
    }

    @Test
    void twoAutoRecordingsOfTheSameSecondGetAFileEach(@TempDir Path dir) throws Exception {
        Path lives = dir.resolve("lives");
        String stem = "2026-01-02T03-04-05Z_practice";
        Path first = Recordings.claim(lives, stem);
        Files.writeString(first, "the first run's life");
        Path second = Recordings.claim(lives, stem);
        Path third = Recordings.claim(lives, stem);
        assertEquals(lives.resolve(stem + ".ohrec"), first);
        assertEquals(lives.resolve(stem + "-2.ohrec"), second);
        assertEquals(lives.resolve(stem + "-3.ohrec"), third);
        assertEquals("the first run's life", Files.readString(first));
        assertNotEquals(Files.size(first), Files.size(second));
    }

    @Test
    void pruningNeverDeletesTheRecordingJustBegun(@TempDir Path dir) throws Exception {
        Path lives = Files.createDirectories(dir.resolve("lives"));
        Path older = Files.writeString(lives.resolve("2026-01-01T00-00-00Z_practice.ohrec"), "old");
        Path sameSecond = Files.writeString(lives.resolve("2026-01-02T03-04-05Z_practice.ohrec"), "a");
        // the newer run's name sorts before the other of its second: it must stay all the same
        Path made = Recordings.claim(lives, "2026-01-02T03-04-05Z_practice");
        Recordings.prune(lives, 2, made);
        assertTrue(Files.exists(made) && Files.exists(sameSecond));
        assertTrue(Files.notExists(older));
        Recordings.prune(lives, 1, made);
        assertTrue(Files.exists(made));
        assertTrue(Files.notExists(sameSecond));
    }
}
