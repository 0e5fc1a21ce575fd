package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * The built client ({@code java -jar target/ohol-tui.jar ARGS}) as a player's script runs it: a
 * process of its own, lines written to its standard input as the test goes, its standard output
 * read as it comes. Each {@link #await} looks from just after the line the last one found.
 */
public final class LiveClient implements AutoCloseable {
    /**
     * The email every grown-up of the suite plays as. Today's server keeps a player who leaves
     * alive (she may come back), and a newcomer is born to a living woman: a LOGIN with her
     * email ends her life first ({@code "Reconnected as twin"}), so each test's player is a new
     * Eve, not the baby of the last test's.
     */
    public static final String EVE = "eve@example.com";

    /** How long one awaited line may take: the servers answer in well under a second. */
    public static final Duration PATIENCE = Duration.ofSeconds(20);

    private final Process process;
    private final OutputStream in;
    private final List<String> lines = new ArrayList<>();
    private final StringBuilder err = new StringBuilder();
    private final List<String> args;
    private int cursor;
    private boolean ended;

    private LiveClient(Process process, List<String> args) {
        this.process = process;
        this.in = process.getOutputStream();
        this.args = args;
        Thread out = new Thread(() -> pump(
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)), true));
        Thread errs = new Thread(() -> pump(
                new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8)), false));
        out.setDaemon(true);
        errs.setDaemon(true);
        out.start();
        errs.start();
    }

    /** The jar the build made. */
    public static Path jar() {
        return Path.of(System.getProperty("ohol.jar", "target/ohol-tui.jar")).toAbsolutePath();
    }

    /** Starts {@code ohol-tui ARGS} with {@code environment} added to the test's own. */
    public static LiveClient start(Map<String, String> environment, List<String> args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m",
                "-jar",
                jar().toString()));
        command.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().keySet().removeIf(k -> k.startsWith("OHOL_"));
        pb.environment().putAll(environment);
        return new LiveClient(pb.start(), args);
    }

    /** One Hour One Life's {@code play --headless} on {@code server} as {@code email}, with the test password. */
    public static LiveClient play(RealServers.Address server, String email, String... more) throws IOException {
        return play("testPassword", server, email, more);
    }

    private static LiveClient play(String password, RealServers.Address server, String email, String... more)
            throws IOException {
        List<String> args = new ArrayList<>(List.of(
                "play",
                "--headless",
                "--host",
                server.host(),
                "--port",
                Integer.toString(server.port()),
                "--email",
                email));
        args.addAll(List.of(more));
        return start(Map.of("OHOL_SERVER_PASSWORD", password, "OHOL_ACCOUNT_KEY", "REALSERVERSUITEKEY"), args);
    }

    /** A wrong server password is the server's REJECTED, said in one line, status 1. */
    static void refusedWithAWrongPassword(RealServers.Address server) throws Exception {
        try (LiveClient refused = play("wrongPassword", server, "refused@example.com")) {
            assertEquals(1, refused.finish(), refused.out());
            assertTrue(refused.err().contains("rejected the login"), refused.err());
            assertEquals(1, refused.err().lines().count(), refused.err());
        }
    }

    private void pump(BufferedReader reader, boolean out) {
        try {
            for (String line; (line = reader.readLine()) != null; ) {
                synchronized (this) {
                    if (out) {
                        lines.add(line);
                    } else {
                        err.append(line).append('\n');
                    }
                    notifyAll();
                }
            }
        } catch (IOException e) {
            // the process went: what it printed stays
        } finally {
            if (out) {
                synchronized (this) {
                    ended = true;
                    notifyAll();
                }
            }
        }
    }

    /** Writes {@code line} (and a line end) to the client's standard input. */
    public void send(String line) throws IOException {
        in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    /** The first line after the last one found that {@code test} takes; fails saying what came when none does in time. */
    public JsonObject await(String what, Predicate<JsonObject> test) throws InterruptedException {
        return await(what, test, PATIENCE);
    }

    /** As {@link #await(String, Predicate)}, waiting at most {@code patience}. */
    public synchronized JsonObject await(String what, Predicate<JsonObject> test, Duration patience)
            throws InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        while (true) {
            for (; cursor < lines.size(); cursor++) {
                Optional<JsonObject> json = json(lines.get(cursor));
                if (json.isPresent() && test.test(json.get())) {
                    cursor++;
                    return json.get();
                }
            }
            long left = deadline - System.nanoTime();
            if (ended || left <= 0) {
                throw new AssertionError("no " + what + " from `ohol-tui " + String.join(" ", args) + "`"
                        + (ended ? " (it ended)" : " in " + patience.toSeconds() + " s") + "; all it printed is in "
                        + keep() + "; its events:\n" + events() + "\nstandard error:\n" + err);
            }
            wait(Math.max(1, left / 1_000_000));
        }
    }

    /** The first plain line (the narration's) after the last one found that {@code test} takes. */
    public synchronized String awaitLine(String what, Predicate<String> test) throws InterruptedException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (true) {
            for (; cursor < lines.size(); cursor++) {
                if (test.test(lines.get(cursor))) {
                    return lines.get(cursor++);
                }
            }
            long left = deadline - System.nanoTime();
            if (ended || left <= 0) {
                throw new AssertionError("no " + what + " from `ohol-tui " + String.join(" ", args) + "`"
                        + (ended ? " (it ended)" : " in " + PATIENCE.toSeconds() + " s") + "; it said:\n"
                        + tail() + "\nstandard error:\n" + err);
            }
            wait(Math.max(1, left / 1_000_000));
        }
    }

    /** Where the lines printed so far end: for {@link #awaitSince}. */
    public synchronized int mark() {
        return lines.size();
    }

    /**
     * The first line after {@code mark} that {@code test} takes, whatever was found since: for a
     * server's message that may come before or after the answer awaited meanwhile. The cursor stays.
     */
    public synchronized JsonObject awaitSince(int mark, String what, Predicate<JsonObject> test)
            throws InterruptedException {
        int saved = cursor;
        cursor = mark;
        try {
            return await(what, test);
        } finally {
            cursor = Math.max(saved, cursor);
        }
    }

    /** The next event named {@code event}. */
    public JsonObject event(String event) throws InterruptedException {
        return await("event " + event, j -> isEvent(j, event));
    }

    /** The next event named {@code event} about the action {@code action}. */
    public JsonObject answer(String action) throws InterruptedException {
        return await(
                "an answer to '" + action + "'",
                j -> j.has("action")
                        && action.equals(j.get("action").getAsString())
                        && List.of("done", "refused", "error", "failed").contains(string(j, "event")));
    }

    /** Every line printed so far that {@code test} takes. */
    public synchronized List<JsonObject> all(Predicate<JsonObject> test) {
        List<JsonObject> found = new ArrayList<>();
        for (String line : lines) {
            json(line).filter(test).ifPresent(found::add);
        }
        return found;
    }

    /** Ends standard input and waits for the client to end; its exit status. */
    public int finish() throws InterruptedException, IOException {
        in.close();
        if (!process.waitFor(PATIENCE.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("the client did not end; it printed:\n" + tail());
        }
        synchronized (this) {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (!ended && System.nanoTime() < deadline) {
                wait(100);
            }
        }
        return process.exitValue();
    }

    /** Everything printed on standard output so far. */
    public synchronized String out() {
        return String.join("\n", lines);
    }

    /** Everything printed on standard error so far. */
    public synchronized String err() {
        return err.toString();
    }

    /** Everything printed, kept in {@code target/real-servers/} for a failure's reader; the file's name. */
    private synchronized Path keep() {
        try {
            Path dir = Files.createDirectories(Path.of("target", "real-servers"));
            Path file = Files.createTempFile(dir, "client-", ".jsonl");
            Files.writeString(file, String.join("\n", lines) + "\n--- standard error\n" + err);
            return file.toAbsolutePath();
        } catch (IOException e) {
            return Path.of("(not kept: " + e.getMessage() + ")");
        }
    }

    /** The last events printed (not the server's messages, which a living world sends many of). */
    private synchronized String events() {
        List<String> events = new ArrayList<>();
        for (String line : lines) {
            if (line.startsWith("{\"type\":\"event\"") && !line.contains("\"event\":\"stats_changed\"")) {
                events.add(line.length() > 300 ? line.substring(0, 300) + "..." : line);
            }
        }
        return String.join("\n", events.subList(Math.max(0, events.size() - 30), events.size()));
    }

    private synchronized String tail() {
        int from = Math.max(0, lines.size() - 40);
        StringBuilder b = new StringBuilder();
        for (String line : lines.subList(from, lines.size())) {
            b.append(line.length() > 300 ? line.substring(0, 300) + "..." : line)
                    .append('\n');
        }
        return b.toString();
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }

    /** The line as JSON, when it is a JSON object. */
    static Optional<JsonObject> json(String line) {
        if (!line.startsWith("{")) {
            return Optional.empty();
        }
        try {
            JsonElement e = JsonParser.parseString(line);
            return e.isJsonObject() ? Optional.of(e.getAsJsonObject()) : Optional.empty();
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Whether {@code line} is the event {@code event}. */
    public static boolean isEvent(JsonObject line, String event) {
        return "event".equals(string(line, "type")) && event.equals(string(line, "event"));
    }

    /** Whether {@code line} is a server message tagged {@code tag}. */
    public static boolean isMessage(JsonObject line, String tag) {
        return "message".equals(string(line, "type")) && tag.equals(string(line, "tag"));
    }

    /** A field's text, or "" when absent. */
    public static String string(JsonObject line, String field) {
        JsonElement e = line.get(field);
        return e == null || e.isJsonNull() || !e.isJsonPrimitive() ? "" : e.getAsString();
    }
}
