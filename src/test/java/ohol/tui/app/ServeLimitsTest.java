package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import ohol.tui.core.loop.ExitCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A gateway limit given as nothing is the operator's mistake, said in one line: never an internal error. */
class ServeLimitsTest {
    @ParameterizedTest
    @ValueSource(strings = {"--input-bytes-per-second", "--input-burst", "--max-sessions", "--no-player-seconds"})
    void aLimitOfNothingIsAUsageError(String option) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        var cmd = Main.commandLine(picocli.CommandLine.defaultFactory());
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        Path state = Path.of(System.getProperty("java.io.tmpdir"), "ohol-serve-limits-unused");
        int code = cmd.execute("serve", "--practice", "--ssh-port", "0", "--state-dir", state.toString(), option, "0");
        assertEquals(ExitCode.USER_ERROR.status(), code, err.toString());
        assertTrue(err.toString().contains("the limits at least 1"), err.toString());
        assertTrue(!err.toString().contains("internal error"), err.toString());
    }
}
