package ohol.tui.testserver;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ohol.tui.app.Main;

/**
 * The client as a player's script runs it, {@code play --headless}, in a JVM of its own with a heap
 * of {@code -Xmx} given, against a server on this machine: how it ended (status, what it said on
 * standard error), the most heap left after a full collection (from the JVM's own GC log: what is
 * really held, garbage aside) and the largest resident set seen (sampled from {@code /proc}). Its
 * JSON lines are thrown away; its standard input stays open, so only the connection ends it.
 */
public final class HeadlessChild implements AutoCloseable {
    /**
     * How a run ended; {@code status} is empty when it had to be killed. {@code fullCollections}
     * counts the full collections {@code peakHeapAfterGc} was taken over (0: the heap never filled
     * and none was asked for).
     */
    public record Outcome(
            Optional<Integer> status, String err, long peakHeapAfterGc, int fullCollections, long peakRss) {}

    /** The heap after a full collection in a line of {@code -Xlog:gc}: "Pause Full (...) 60M->12M(61M)". */
    private static final Pattern AFTER_FULL_GC = Pattern.compile("Pause Full.* \\d+M->(\\d+)M\\(");

    private final Process process;
    private final Path gcLog;
    private final Path errFile;
    private long peakRss;

    private HeadlessChild(Process process, Path gcLog, Path errFile) {
        this.process = process;
        this.gcLog = gcLog;
        this.errFile = errFile;
    }

    /** Starts the client against {@code 127.0.0.1:port} with heap {@code xmx} ("64m"), logging its GCs into {@code dir}. */
    public static HeadlessChild start(int port, String xmx, Path dir) throws IOException {
        return start(
                List.of(
                        "play",
                        "--headless",
                        "--host",
                        "127.0.0.1",
                        "--port",
                        Integer.toString(port),
                        "--email",
                        "flood@example.com"),
                xmx,
                dir);
    }

    /** Starts the client's command line {@code args} ("replay", FILE...) with heap {@code xmx}, logging its GCs into {@code dir}. */
    public static HeadlessChild start(List<String> args, String xmx, Path dir) throws IOException {
        Path gcLog = dir.resolve("gc.log");
        Path errFile = dir.resolve("stderr.txt");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + xmx,
                "-XX:+UseSerialGC", // what a small heap on a small machine gets, and one log line per collection
                "-Xlog:gc:file=" + gcLog,
                "-cp",
                classPath(),
                Main.class.getName()));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(errFile.toFile());
        builder.environment().put("OHOL_ACCOUNT_KEY", "FLOOD");
        builder.environment().remove("OHOL_SERVER_PASSWORD");
        return new HeadlessChild(builder.start(), gcLog, errFile);
    }

    public long pid() {
        return process.pid();
    }

    /** Waits up to {@code limit} for the client to end, sampling its RSS meanwhile; kills it past that. */
    public Outcome await(Duration limit) throws IOException, InterruptedException {
        return await(limit, Optional.empty());
    }

    /**
     * As {@link #await(Duration)}, asking the client's JVM for a full collection every
     * {@code collectEvery} ({@code jcmd PID GC.run}), so that the heap it really holds is seen
     * whether or not it fills up.
     */
    public Outcome await(Duration limit, Optional<Duration> collectEvery) throws IOException, InterruptedException {
        long start = System.nanoTime();
        long deadline = start + limit.toNanos();
        long nextCollection = start + collectEvery.map(Duration::toNanos).orElse(0L);
        while (process.isAlive() && System.nanoTime() < deadline) {
            sampleRss();
            if (collectEvery.isPresent() && System.nanoTime() >= nextCollection) {
                collect();
                nextCollection = System.nanoTime() + collectEvery.get().toNanos();
            }
            process.waitFor(50, TimeUnit.MILLISECONDS);
        }
        Optional<Integer> status = Optional.empty();
        if (process.isAlive()) {
            process.destroyForcibly().waitFor();
        } else {
            status = Optional.of(process.exitValue());
        }
        long peak = 0;
        int collections = 0;
        for (String line :
                Files.exists(gcLog) ? Files.readAllLines(gcLog, StandardCharsets.UTF_8) : List.<String>of()) {
            Matcher m = AFTER_FULL_GC.matcher(line);
            if (m.find()) {
                peak = Math.max(peak, Long.parseLong(m.group(1)) << 20);
                collections++;
            }
        }
        return new Outcome(status, Files.readString(errFile, StandardCharsets.UTF_8), peak, collections, peakRss);
    }

    private void collect() throws IOException, InterruptedException {
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        new ProcessBuilder(jcmd.toString(), Long.toString(process.pid()), "GC.run")
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start()
                .waitFor(30, TimeUnit.SECONDS);
    }

    private void sampleRss() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(process.pid()), "status"))) {
                if (line.startsWith("VmRSS:")) {
                    long kb = Long.parseLong(line.substring(6).replace("kB", "").strip());
                    peakRss = Math.max(peakRss, kb * 1024);
                }
            }
        } catch (IOException | RuntimeException e) {
            // no /proc, or the process just ended: no sample
        }
    }

    /**
     * The client's own classes and the libraries it runs on, wherever this JVM found them; the
     * system property {@code client.classes} names other classes of the client (another version's
     * {@code target/classes}, to measure it the same way).
     */
    private static String classPath() {
        return classPath(System.getProperty("client.classes", location(Main.class)));
    }

    /**
     * A class path for a client in a JVM of its own: its classes, the libraries a headless or
     * practice run needs, and the places of {@code more} (a test's own main, planting a failure).
     */
    public static String classPath(Class<?>... more) {
        String[] with = new String[more.length + 1];
        with[0] = location(Main.class);
        for (int i = 0; i < more.length; i++) {
            with[i + 1] = location(more[i]);
        }
        return classPath(String.join(File.pathSeparator, with));
    }

    private static String classPath(String client) {
        return String.join(
                File.pathSeparator,
                client,
                location(picocli.CommandLine.class),
                location(com.google.gson.Gson.class),
                location(com.googlecode.lanterna.screen.Screen.class),
                location(org.apache.commons.codec.digest.DigestUtils.class));
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .toURI())
                    .toString();
        } catch (URISyntaxException e) {
            throw new AssertionError(e);
        }
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
