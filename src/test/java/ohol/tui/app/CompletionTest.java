package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(60)
class CompletionTest {
    @Test
    void theScriptKnowsEveryCommandAndOptionAndBashReadsIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("completion/ohol-tui");
        Completion.main(new String[] {file.toString()});
        String script = Files.readString(file);
        // bash-completion sources it, never runs it: a #! line only misleads (and lintian warns)
        assertTrue(!script.startsWith("#!"), script.lines().findFirst().orElse(""));
        for (String word : new String[] {
            "play", "practice", "decode", "keymap", "config", "--game-dir", "--reflector", "--log", "--seed"
        }) {
            assertTrue(script.contains(word), word);
        }
        Process bash = new ProcessBuilder("bash", "-n", file.toString())
                .redirectErrorStream(true)
                .start();
        assertTrue(bash.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, bash.exitValue(), new String(bash.getInputStream().readAllBytes()));
    }
}
