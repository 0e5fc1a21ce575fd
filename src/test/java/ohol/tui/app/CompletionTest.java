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

    /** Bash, with the script sourced, completes {@code play --dialect } with the three eras. */
    @Test
    void theDialectCompletesWithTheEras(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("ohol-tui");
        Completion.main(new String[] {file.toString()});
        String asked = "source '" + file + "'; COMP_WORDS=(ohol-tui play --dialect ''); COMP_CWORD=3;"
                + " COMP_LINE='ohol-tui play --dialect '; COMP_POINT=${#COMP_LINE};"
                + " _complete_ohol-tui ohol-tui '' --dialect; printf '%s\\n' \"${COMPREPLY[@]}\"";
        // stderr apart: compopt complains outside a real completion, which changes nothing here
        Process bash = new ProcessBuilder("bash", "-c", asked)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        String out = new String(bash.getInputStream().readAllBytes());
        assertTrue(bash.waitFor(30, TimeUnit.SECONDS));
        assertEquals(
                java.util.List.of("current", "2016", "2015"),
                out.lines().map(String::strip).toList(),
                out);
    }
}
