package ohol.tui.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher {@code mvn package} puts beside the jar ({@code target/ohol-tui}), run as a
 * player would: from another directory, through a link, with {@code sh}; its class-data archive
 * made by a first run of the screen in tmux and used by the next.
 */
@Timeout(120)
class LauncherIT {
    private final String session = "ohol-launcher-" + ProcessHandle.current().pid() + "-" + System.nanoTime() % 100000;
    private final String version = String.valueOf(Runtime.version().feature());

    @TempDir
    Path dir;

    private Path app;

    private record Run(int status, String out, String err) {}

    /** The launcher and the jar, copied as someone would install them. */
    @BeforeEach
    void install() throws IOException {
        Path launcher =
                Path.of(System.getProperty("ohol.launcher", "target/ohol-tui")).toAbsolutePath();
        Path jar =
                Path.of(System.getProperty("ohol.jar", "target/ohol-tui.jar")).toAbsolutePath();
        assumeTrue(Files.isRegularFile(launcher) && Files.isRegularFile(jar), "run after 'mvn package': " + launcher);
        app = Files.createDirectories(dir.resolve("opt/ohol"));
        Files.copy(launcher, app.resolve("ohol-tui"), StandardCopyOption.COPY_ATTRIBUTES);
        Files.copy(jar, app.resolve("ohol-tui.jar"), StandardCopyOption.COPY_ATTRIBUTES);
    }

    private Run run(Path cwd, List<String> command, String... environment) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).directory(cwd.toFile());
        pb.environment().put("JAVA_HOME", System.getProperty("java.home")); // the Java the archive is named for
        for (int i = 0; i + 1 < environment.length; i += 2) {
            pb.environment().put(environment[i], environment[i + 1]);
        }
        Path out = dir.resolve("out");
        Path err = dir.resolve("err");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("hung: " + command);
        }
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    private static void assertVersion(Run run) {
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("ohol-tui "), run.out());
        assertEquals("", run.err());
    }

    @Test
    void runsWithShFromAnotherDirectoryThroughALink() throws Exception {
        Path bin = Files.createDirectories(dir.resolve("home/bin"));
        Files.createSymbolicLink(bin.resolve("ohol"), Path.of("../../opt/ohol/ohol-tui"));
        Path elsewhere = Files.createDirectories(dir.resolve("somewhere else"));
        assertVersion(run(elsewhere, List.of("sh", bin.resolve("ohol").toString(), "--version")));
        assertVersion(run(elsewhere, List.of(app.resolve("ohol-tui").toString(), "--version")));
        Run help = run(elsewhere, List.of("sh", "../home/bin/ohol", "practice", "--help"));
        assertEquals(0, help.status(), help.err());
        assertTrue(help.out().contains("--data"), help.out());
    }

    /**
     * Each command gets the Java its job needs: the gateway a server's (C2, a heap for its
     * players, G1), every other command a terminal client's; read from the flags the real Java
     * says it runs with.
     */
    @Test
    void theGatewayGetsAServersJavaAndTheClientATerminalProgramsOne() throws Exception {
        String flags = "-XX:+PrintCommandLineFlags";
        String serve = flagsOf(
                run(dir, List.of(app.resolve("ohol-tui").toString(), "serve", "--help"), "OHOL_TUI_JAVA_OPTS", flags));
        assertTrue(serve.contains("-XX:MaxHeapSize=1073741824") && serve.contains("-XX:+UseG1GC"), serve);
        assertFalse(serve.contains("TieredStopAtLevel"), "the gateway runs C1 only: " + serve);
        String practice = flagsOf(run(
                dir, List.of(app.resolve("ohol-tui").toString(), "practice", "--help"), "OHOL_TUI_JAVA_OPTS", flags));
        assertTrue(
                practice.contains("-XX:MaxHeapSize=67108864")
                        && practice.contains("-XX:+UseSerialGC")
                        && practice.contains("-XX:TieredStopAtLevel=1"),
                practice);
        String chosen = flagsOf(run(
                dir,
                List.of(app.resolve("ohol-tui").toString(), "serve", "--help"),
                "OHOL_TUI_SERVE_JAVA_OPTS",
                "-Xmx256m -XX:+UseParallelGC",
                "OHOL_TUI_JAVA_OPTS",
                flags));
        assertTrue(chosen.contains("-XX:MaxHeapSize=268435456") && chosen.contains("-XX:+UseParallelGC"), chosen);
    }

    /** The first line Java prints with {@code -XX:+PrintCommandLineFlags}, the command's help after it. */
    private static String flagsOf(Run run) {
        assertEquals(0, run.status(), run.err());
        String first = run.out().lines().findFirst().orElse("");
        assertTrue(run.out().contains("Usage:"), "the command ran: " + run.out());
        return first;
    }

    /** Java checks an archive against the jar it was made for, and warns (on standard output) when it does not fit. */
    @Test
    void anArchiveJavaRefusesSaysNothing() throws Exception {
        Path archive = app.resolve("ohol-tui-java" + version + ".jsa");
        Path jar = app.resolve("ohol-tui.jar");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Run made = run(
                dir,
                List.of(
                        java.toString(),
                        "-Xlog:cds=off,cds+dynamic=off",
                        "-XX:ArchiveClassesAtExit=" + archive,
                        "-jar",
                        jar.toString(),
                        "--version"));
        assertEquals(0, made.status(), made.err());
        assumeTrue(Files.isRegularFile(archive), "this Java makes no archive");
        // the jar looks changed to Java, yet not newer than the archive to the launcher
        Files.setLastModifiedTime(
                jar, FileTime.fromMillis(Files.getLastModifiedTime(archive).toMillis() - 60_000));
        assertVersion(run(dir, List.of("sh", app.resolve("ohol-tui").toString(), "--version")));
        Files.write(archive, "not an archive".getBytes(StandardCharsets.US_ASCII));
        assertVersion(run(dir, List.of("sh", app.resolve("ohol-tui").toString(), "--version")));
    }

    /** Java 17 crashes at start on a truncated archive: one left half-written is tried, never kept. */
    @Test
    void aHalfWrittenArchiveIsNeverKept() throws Exception {
        assumeTrue(
                Runtime.version().feature() >= 13 && Runtime.version().feature() < 19, "Java 19+ checks its archives");
        Path whole = dir.resolve("whole.jsa");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Run made = run(
                dir,
                List.of(
                        java.toString(),
                        "-Xlog:cds*=off",
                        "-XX:ArchiveClassesAtExit=" + whole,
                        "-jar",
                        app.resolve("ohol-tui.jar").toString(),
                        "--version"));
        assertEquals(0, made.status(), made.err());
        byte[] bytes = Files.readAllBytes(whole);
        Path half = app.resolve("ohol-tui-java" + version + ".jsa.999.tmp");
        Files.write(half, Arrays.copyOf(bytes, bytes.length / 2));
        assertVersion(run(dir, List.of("sh", app.resolve("ohol-tui").toString(), "--version")));
        assertTrue(Files.notExists(half), "tried and dropped");
        assertTrue(Files.notExists(app.resolve("ohol-tui-java" + version + ".jsa")), "not kept");
        try (var crashes = Files.list(dir)) {
            assertTrue(
                    crashes.noneMatch(f -> f.getFileName().toString().startsWith("hs_err")),
                    "no crash report left about");
        }
    }

    @Test
    void anArchiveOlderThanTheJarIsDropped() throws Exception {
        Path archive = app.resolve("ohol-tui-java" + version + ".jsa");
        Files.write(archive, "made for an older jar".getBytes(StandardCharsets.US_ASCII));
        Files.setLastModifiedTime(archive, FileTime.fromMillis(System.currentTimeMillis() - 3_600_000));
        Files.setLastModifiedTime(app.resolve("ohol-tui.jar"), FileTime.fromMillis(System.currentTimeMillis()));
        assertVersion(run(dir, List.of("sh", app.resolve("ohol-tui").toString(), "--version")));
        assertTrue(Files.notExists(archive));
    }

    /** A prefix's bin/ohol-tui finds ../lib/ohol-tui.jar, through a link too. */
    @Test
    void runsFromTheTarballsBinWithTheJarInLib() throws Exception {
        Path tree = Files.createDirectories(dir.resolve("opt/ohol-tui-0.1.0/bin"));
        Files.createDirectories(dir.resolve("opt/ohol-tui-0.1.0/lib"));
        Files.move(app.resolve("ohol-tui"), tree.resolve("ohol-tui"));
        Files.move(app.resolve("ohol-tui.jar"), dir.resolve("opt/ohol-tui-0.1.0/lib/ohol-tui.jar"));
        Path bin = Files.createDirectories(dir.resolve("home/.local/bin"));
        Files.createSymbolicLink(bin.resolve("ohol-tui"), tree.resolve("ohol-tui"));
        assertVersion(run(dir, List.of(bin.resolve("ohol-tui").toString(), "--version")));
    }

    /**
     * The tarball unpacked into ~/.local: bin/ohol-tui finds lib/ohol-tui/app/ohol-tui.jar, and with
     * no runtime beside it runs on JAVA_HOME's Java; its archive goes to the user's cache, not
     * into ~/.local/lib.
     */
    @Test
    void runsFromTheTarballUnpackedIntoAPrefix() throws Exception {
        Path local = dir.resolve("home/.local");
        Path packaged = Files.createDirectories(local.resolve("lib/ohol-tui/app"));
        Files.createDirectories(local.resolve("bin"));
        Files.move(app.resolve("ohol-tui"), local.resolve("bin/ohol-tui"));
        Files.move(app.resolve("ohol-tui.jar"), packaged.resolve("ohol-tui.jar"));
        Path launcher = local.resolve("bin/ohol-tui");
        Run version = run(dir, List.of(launcher.toString(), "--version"));
        assertVersion(version);
        assertTrue(version.out().contains("in " + System.getProperty("java.home")), version.out());
        assumeTrue(Runtime.version().feature() >= 13, "class-data archives of an application need Java 13");
        Path script = Files.writeString(dir.resolve("script"), "quit\n");
        Path cache = dir.resolve("cache");
        Run practice = run(
                dir,
                List.of("sh", "-c", "exec \"$0\" practice --headless < \"$1\"", launcher.toString(), script.toString()),
                "XDG_CACHE_HOME",
                cache.toString());
        assertEquals(0, practice.status(), practice.err());
        assertArchiveIn(cache.resolve("ohol-tui"));
        try (var left = Files.list(packaged)) {
            assertEquals(List.of(packaged.resolve("ohol-tui.jar")), left.toList(), "nothing beside the jar");
        }
    }

    /**
     * The .deb's layout (/usr/bin, /usr/lib/ohol-tui/app, /usr/lib/ohol-tui/runtime): its own Java
     * wins over JAVA_HOME, and the archive goes to the user's cache, never into the package's folder.
     */
    @Test
    void thePackagesOwnJavaWinsAndItsArchiveGoesToTheCache() throws Exception {
        assumeTrue(Runtime.version().feature() >= 13, "class-data archives of an application need Java 13");
        Path cache = dir.resolve("cache");
        Run practice = practiceInThePackage("XDG_CACHE_HOME", cache.toString());
        assertEquals(0, practice.status(), practice.err());
        assertArchiveIn(cache.resolve("ohol-tui"));
        Path packaged = dir.resolve("usr/lib/ohol-tui/app");
        try (var left = Files.list(packaged)) {
            assertEquals(List.of(packaged.resolve("ohol-tui.jar")), left.toList(), "nothing beside the package's jar");
        }
    }

    /** A relative XDG_CACHE_HOME is ignored, as the XDG specification says: $HOME/.cache it is. */
    @Test
    void aRelativeCacheFolderIsIgnoredForHomes() throws Exception {
        assumeTrue(Runtime.version().feature() >= 13, "class-data archives of an application need Java 13");
        Path home = Files.createDirectories(dir.resolve("home"));
        Run practice = practiceInThePackage("XDG_CACHE_HOME", "relative-cache", "HOME", home.toString());
        assertEquals(0, practice.status(), practice.err());
        assertArchiveIn(home.resolve(".cache/ohol-tui"));
        assertFalse(Files.exists(dir.resolve("relative-cache")), "a relative cache folder was used");
    }

    /**
     * The .deb's layout (/usr/bin, /usr/lib/ohol-tui/app, /usr/lib/ohol-tui/runtime) made under
     * the test's folder, then a headless practice run of its launcher with a JAVA_HOME whose java
     * only fails, and {@code environment}.
     */
    private Run practiceInThePackage(String... environment) throws Exception {
        Path usr = dir.resolve("usr");
        Path packaged = Files.createDirectories(usr.resolve("lib/ohol-tui/app"));
        Files.createDirectories(usr.resolve("bin"));
        Files.move(app.resolve("ohol-tui"), usr.resolve("bin/ohol-tui"));
        Files.move(app.resolve("ohol-tui.jar"), packaged.resolve("ohol-tui.jar"));
        Files.createSymbolicLink(usr.resolve("lib/ohol-tui/runtime"), Path.of(System.getProperty("java.home")));
        Path wrong = Files.createDirectories(dir.resolve("wrong/bin"));
        Files.writeString(wrong.resolve("java"), "#!/bin/sh\necho 'not the package java' >&2\nexit 9\n");
        assertTrue(wrong.resolve("java").toFile().setExecutable(true));
        Path script = Files.writeString(dir.resolve("script"), "quit\n");
        List<String> env = new java.util.ArrayList<>(
                List.of("JAVA_HOME", dir.resolve("wrong").toString()));
        env.addAll(List.of(environment));
        return run(
                dir,
                List.of(
                        "sh",
                        "-c",
                        "exec \"$0\" practice --headless < \"$1\"",
                        usr.resolve("bin/ohol-tui").toString(),
                        script.toString()),
                env.toArray(String[]::new));
    }

    private void assertArchiveIn(Path folder) throws IOException {
        assertTrue(Files.isDirectory(folder), "no " + folder);
        try (var made = Files.list(folder)) {
            assertTrue(
                    made.anyMatch(f -> f.getFileName().toString().startsWith("ohol-tui-java" + version + ".jsa")),
                    "the archive is made in " + folder);
        }
    }

    private static boolean haveTmux() {
        try {
            return new ProcessBuilder("tmux", "-V").start().waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    private static String tmux(String... args) throws Exception {
        Process p = new ProcessBuilder(List.of(args)).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(20, TimeUnit.SECONDS), "hung: " + List.of(args));
        return out;
    }

    private String until(String what, java.util.function.Predicate<String> condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(40);
        while (true) {
            String screen = tmux("tmux", "capture-pane", "-p", "-t", session);
            if (condition.test(screen)) {
                return screen;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what + ":\n" + screen);
            }
            TimeUnit.MILLISECONDS.sleep(100); // polling a separate process: there is nothing to wait on
        }
    }

    @AfterEach
    void killSession() throws Exception {
        if (haveTmux()) {
            tmux("tmux", "kill-session", "-t", session);
        }
    }

    @Test
    void theFirstPracticeRunMakesTheArchiveAndTheObjectCacheAndTheNextRunUsesTheArchive() throws Exception {
        assumeTrue(haveTmux(), "tmux is not installed: apt-get install tmux");
        assumeTrue(Runtime.version().feature() >= 13, "class-data archives of an application need Java 13");
        Path archive = app.resolve("ohol-tui-java" + version + ".jsa");
        Path leftover = app.resolve("ohol-tui-java" + version + ".jsa.1234.tmp"); // from a run that was killed
        Files.write(leftover, "half".getBytes(StandardCharsets.US_ASCII));
        Path status = dir.resolve("status");
        String command = "JAVA_HOME='" + System.getProperty("java.home") + "' '" + app.resolve("ohol-tui")
                + "' practice --data '" + ohol.tui.Captures.dataDir().toAbsolutePath() + "'; echo $? > '" + status
                + "'";
        tmux("tmux", "new-session", "-d", "-s", session, "-x", "100", "-y", "30", "sh", "-c", command);
        until("the status line", s -> s.contains("food 18/18"));
        tmux("tmux", "send-keys", "-t", session, "q");
        until("the question", s -> s.contains("Really quit? (y/n)"));
        tmux("tmux", "send-keys", "-t", session, "y");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(40);
        while (!Files.exists(status) && System.nanoTime() < deadline) {
            TimeUnit.MILLISECONDS.sleep(100);
        }
        assertEquals("0", Files.readString(status).strip(), "exit status");
        if (Runtime.version().feature() < 19) {
            // Java 17 wrote it under another name; the next run tries it before keeping it
            assertTrue(Files.notExists(leftover), "a half-made archive is cleared away");
            try (var made = Files.list(app)) {
                assertTrue(
                        made.anyMatch(f -> f.getFileName().toString().matches("ohol-tui-java\\d+\\.jsa\\.\\d+\\.tmp")),
                        "an archive was written");
            }
        } else {
            assertTrue(Files.size(archive) > 0, "the archive was made: " + archive);
        }

        try (var kept = Files.list(app)) {
            assertTrue(
                    kept.anyMatch(f -> f.getFileName().toString().matches("ohol-tui-objects-\\p{XDigit}+\\.cache")),
                    "the objects of --data are kept beside the archive");
        }

        Path loaded = dir.resolve("loaded.txt");
        Run next = run(
                dir,
                List.of("sh", app.resolve("ohol-tui").toString(), "--version"),
                "OHOL_TUI_JAVA_OPTS",
                "-Xlog:class+load:file=" + loaded);
        assertVersion(next);
        assertTrue(Files.size(archive) > 0, "the archive is kept: " + archive);
        assertTrue(
                Files.readString(loaded).contains("ohol.tui.app.Main source: shared objects file (top)"),
                "the client's classes come from the archive");
        try (var left = Files.list(app)) {
            assertTrue(left.noneMatch(f -> f.toString().endsWith(".tmp")), "nothing left behind");
        }
    }
}
