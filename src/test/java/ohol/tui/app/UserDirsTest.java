package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** $HOME over the account's home; XDG folders only when absolute, as the specification says. */
class UserDirsTest {
    private static final Path ACCOUNT = Path.of(System.getProperty("user.home"));

    @Test
    void homeIsHomeWhenSetElseTheAccounts() {
        assertEquals(Path.of("/tmp/elsewhere"), UserDirs.home(Map.of("HOME", "/tmp/elsewhere")));
        assertEquals(ACCOUNT, UserDirs.home(Map.of()));
        assertEquals(ACCOUNT, UserDirs.home(Map.of("HOME", " ")));
        assertEquals(Path.of("/tmp/elsewhere/.config"), UserDirs.config(Map.of("HOME", "/tmp/elsewhere")));
        assertEquals(Path.of("/tmp/elsewhere/.local/state"), UserDirs.state(Map.of("HOME", "/tmp/elsewhere")));
        assertEquals("/tmp/elsewhere/keys", UserDirs.expandHome("~/keys", Map.of("HOME", "/tmp/elsewhere")));
        assertEquals("~other/keys", UserDirs.expandHome("~other/keys", Map.of("HOME", "/tmp/elsewhere")));
    }

    @Test
    void anXdgFolderCountsOnlyWhenAbsolute() {
        var home = Map.of("HOME", "/h");
        assertEquals(Path.of("/x/config"), UserDirs.config(Map.of("HOME", "/h", "XDG_CONFIG_HOME", "/x/config")));
        assertEquals(Path.of("/h/.config"), UserDirs.config(Map.of("HOME", "/h", "XDG_CONFIG_HOME", "x/config")));
        assertEquals(Path.of("/h/.config"), UserDirs.config(Map.of("HOME", "/h", "XDG_CONFIG_HOME", "")));
        assertEquals(Path.of("/x/state"), UserDirs.state(Map.of("HOME", "/h", "XDG_STATE_HOME", "/x/state")));
        assertEquals(Path.of("/h/.local/state"), UserDirs.state(Map.of("HOME", "/h", "XDG_STATE_HOME", "./state")));
        assertEquals(Path.of("/h/.local/state"), UserDirs.state(home));
    }
}
