package ohol.tui.core.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.EndToEnd;
import ohol.tui.app.HangupChild;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** SIGHUP sent to a real child JVM: plainly started, under nohup, and under nohup with the default restored. */
@Timeout(60)
@EndToEnd
class HangupTest {
    /** A child JVM running {@link HangupChild}, started through {@code prefix} (such as nohup). */
    private record Child(Process process, BufferedReader out, Writer in) {
        static Child start(String... prefix) throws IOException {
            List<String> command = new ArrayList<>(List.of(prefix));
            command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            command.add("-cp");
            command.add(classPath());
            command.add(HangupChild.class.getName());
            Process p = new ProcessBuilder(command)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            return new Child(
                    p,
                    new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)),
                    new java.io.OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8));
        }

        /** Lines up to and including {@code ready}. */
        List<String> untilReady() throws IOException {
            List<String> lines = new ArrayList<>();
            for (String line; (line = out.readLine()) != null; ) {
                lines.add(line);
                if (line.equals("ready")) {
                    return lines;
                }
            }
            throw new AssertionError("the child ended before it was ready: " + lines);
        }

        void hangUp() throws IOException, InterruptedException {
            Process kill = new ProcessBuilder("kill", "-HUP", Long.toString(process.pid()))
                    .inheritIO()
                    .start();
            assertEquals(0, kill.waitFor());
        }

        /** True if the kernel holds SIGHUP as ignored for this process (bit 0 of SigIgn). */
        boolean ignoresHangups() throws IOException {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(process.pid()), "status"))) {
                if (line.startsWith("SigIgn:")) {
                    return (Long.parseLong(line.substring(7).strip(), 16) & 1) != 0;
                }
            }
            throw new AssertionError("no SigIgn line");
        }
    }

    private static String classPath() {
        // the child needs only our own classes: main (Hangup) and test (HangupChild)
        return location(Hangup.class) + File.pathSeparator + location(HangupChild.class);
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .toURI())
                    .toString();
        } catch (java.net.URISyntaxException e) {
            throw new AssertionError(e);
        }
    }

    private static boolean runs(String... command) {
        try {
            return new ProcessBuilder(command)
                            .redirectErrorStream(true)
                            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                            .start()
                            .waitFor()
                    == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static void assumePosixTools() {
        assumeTrue(
                Files.isDirectory(Path.of("/proc/self"))
                        && runs(
                                "kill",
                                "-0",
                                Long.toString(ProcessHandle.current().pid())),
                "needs /proc and kill");
    }

    @Test
    void aHangupReachesTheClientWhichEndsWithItsOwnCode() throws Exception {
        assumePosixTools();
        Child child = Child.start();
        assertEquals(List.of("catching=true", "ready"), child.untilReady());
        child.hangUp();
        assertEquals("hung up", child.out().readLine());
        assertEquals(
                ohol.tui.core.loop.ExitCode.HANGUP.status(), child.process().waitFor());
    }

    @Test
    void underNohupTheJvmKeepsHangupsIgnoredAndSaysSo() throws Exception {
        assumePosixTools();
        assumeTrue(runs("nohup", "true"), "needs nohup");
        Child child = Child.start("nohup");
        assertEquals(List.of("catching=false", "ready"), child.untilReady());
        // sun.misc.Signal did not take SIGHUP back from nohup: the kernel still drops it
        assertTrue(child.ignoresHangups());
        child.hangUp();
        child.in().write("quit\n");
        child.in().flush();
        assertEquals("quit heard=false", child.out().readLine());
        assertEquals(0, child.process().waitFor());
    }

    @Test
    void underNohupALauncherCanGiveHangupsBack() throws Exception {
        assumePosixTools();
        assumeTrue(runs("nohup", "env", "--default-signal=HUP", "true"), "needs nohup and GNU env 8.31 or later");
        Child child = Child.start("nohup", "env", "--default-signal=HUP");
        assertEquals(List.of("catching=true", "ready"), child.untilReady());
        child.hangUp();
        assertEquals("hung up", child.out().readLine());
        assertEquals(
                ohol.tui.core.loop.ExitCode.HANGUP.status(), child.process().waitFor());
    }
}
