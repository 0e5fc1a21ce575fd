package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import ohol.tui.core.text.Unsafe;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ohol-tui decode} on hostile server streams prints nothing a terminal would act on, on either stream. */
class HostileDecodeTest {
    @Test
    void decodePrintsHostileStreamsCleaned(@TempDir Path dir) throws Exception {
        for (String name : List.of(
                "death-reason-osc.stream",
                "speech-c1-bidi.stream",
                "zero-width-combining.stream",
                "osc52-clipboard.stream")) {
            Path file = dir.resolve(name);
            try (InputStream in = getClass().getResourceAsStream("/hostile/" + name)) {
                Files.write(file, in.readAllBytes());
            }
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            var cmd = Main.commandLine();
            cmd.setOut(new PrintWriter(out));
            cmd.setErr(new PrintWriter(err));
            cmd.execute("decode", file.toString());
            assertTrue(out.toString().lines().count() > 1, name + ": " + out);
            for (String line : (out + err.toString()).lines().toList()) {
                assertFalse(Unsafe.in(line), () -> name + ": " + Unsafe.shown(line));
                assertFalse(line.contains("PWNED"), () -> name + ": " + line);
            }
        }
    }
}
