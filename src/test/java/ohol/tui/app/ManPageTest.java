package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The manual page, made from the command model, as {@code man -l} shows it. */
@Timeout(60)
class ManPageTest {
    private static String run(Path dir, String... command) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
        builder.environment().put("MANWIDTH", "100");
        builder.environment().put("MAN_KEEP_FORMATTING", "0");
        Process p = builder.redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "hung: " + String.join(" ", command));
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    private static boolean have(String program) {
        try {
            return new ProcessBuilder(program, "--version").start().waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    @Test
    void manShowsEveryCommandAndOptionWithoutATroffWarning(@TempDir Path dir) throws Exception {
        Path page = dir.resolve("man/ohol-tui.1");
        ManPage.main(new String[] {page.toString()});
        String troff = Files.readString(page);
        assertTrue(troff.startsWith(".TH OHOL-TUI 1 "), troff);
        assertFalse(troff.contains("${"), "every variable rendered or left out");

        assumeTrue(have("groff"), "groff is not installed (apt-get install groff-base man-db)");
        String warnings = run(dir, "groff", "-man", "-Tutf8", "-ww", "-z", page.toString());
        assertEquals("", warnings, "troff warnings");

        assumeTrue(have("man"), "man is not installed (apt-get install man-db)");
        String shown = run(dir, "man", "-P", "cat", "-l", page.toString()).replaceAll(".\b", "");
        for (String word : new String[] {
            "NAME",
            "SYNOPSIS",
            "COMMANDS",
            "EXIT STATUS",
            "ENVIRONMENT",
            "play",
            "practice",
            "decode",
            "keymap",
            "config",
            "--game-dir",
            "--reflector",
            "--log",
            "--headless",
            "--seed",
            "NO_COLOR",
            "141"
        }) {
            assertTrue(shown.contains(word), word + " in:\n" + shown);
        }
    }
}
