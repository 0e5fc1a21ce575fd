package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import ohol.tui.crossfire.ReplayServer;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@code crossfire --narrate} on a pipe against the replayed server of a real capture: the player
 * hears the server's questions and answers them by typing (keep the stats, take the outlook),
 * hears the life begin and what is near, walks, drops and picks up the money, applies it, speaks,
 * asks for the pack and the stats, and quits; each typed line only once the sentence it answers
 * was said, as a listener would.
 */
@EndToEnd
class CrossfireNarratedTest {
    private static final Duration PATIENCE = Duration.ofSeconds(20);

    /** What the client said so far, a line each, and the typed lines in. */
    private static final class Player implements AutoCloseable {
        private final StringBuilder said = new StringBuilder();
        private final PipedOutputStream typed = new PipedOutputStream();
        private final AtomicInteger code = new AtomicInteger(Integer.MIN_VALUE);
        private final StringBuilder err = new StringBuilder();
        private final Thread thread;
        private int from;

        Player(int port) throws IOException {
            PipedInputStream in = new PipedInputStream(typed, 1 << 16);
            Writer out = new Writer() {
                @Override
                public void write(char[] c, int off, int len) {
                    synchronized (said) {
                        said.append(c, off, len);
                    }
                }

                @Override
                public void flush() {}

                @Override
                public void close() {}
            };
            CommandLine.IFactory factory = new CommandLine.IFactory() {
                @Override
                public <K> K create(Class<K> cls) throws Exception {
                    return cls == CrossfireCommand.class
                            ? cls.cast(new CrossfireCommand(
                                    Map.of("OHOL_CROSSFIRE_PASSWORD", "secretpass"), Optional.empty(), in))
                            : CommandLine.defaultFactory().create(cls);
                }
            };
            String[] args = {
                "crossfire",
                "--narrate",
                "--host",
                "127.0.0.1",
                "--port",
                Integer.toString(port),
                "--name",
                "Capturer",
                "--login",
                "query"
            };
            Writer errs = new Writer() {
                @Override
                public void write(char[] c, int off, int len) {
                    synchronized (err) {
                        err.append(c, off, len);
                    }
                }

                @Override
                public void flush() {}

                @Override
                public void close() {}
            };
            thread = new Thread(
                    () -> code.set(Main.run(
                            args, Map.of("TERM", "dumb"), factory, new PrintWriter(out), new PrintWriter(errs))),
                    "narrated-client");
            thread.start();
        }

        List<String> lines() {
            synchronized (said) {
                return said.toString().lines().toList();
            }
        }

        /** Waits for a line after the last one awaited; returns it. */
        String hear(String what, Predicate<String> line) throws InterruptedException {
            Await.until(
                    PATIENCE,
                    () -> lines().stream().skip(from).anyMatch(line),
                    () -> what + " in\n" + String.join("\n", lines()));
            List<String> all = lines();
            for (int i = from; i < all.size(); i++) {
                if (line.test(all.get(i))) {
                    from = i + 1;
                    return all.get(i);
                }
            }
            throw new AssertionError(what);
        }

        void type(String line) throws IOException {
            typed.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            typed.flush();
        }

        int end() throws Exception {
            thread.join(PATIENCE.toMillis());
            assertFalse(thread.isAlive(), "the client ended: " + String.join("\n", lines()));
            return code.get();
        }

        @Override
        public void close() throws IOException {
            typed.close();
        }
    }

    @Test
    void aNewCharacterIsMadeByTypingThenWalksHandlesTheMoneyAndSpeaks() throws Exception {
        try (ReplayServer server = new ReplayServer("newchar.cap");
                Player p = new Player(server.port())) {
            p.hear("the greeting", l -> l.equals("Connecting. Type help for the commands."));
            p.hear(
                    "the name answered",
                    l -> l.startsWith("The server asks: What is your name?") && l.endsWith("The client answers."));
            p.hear("the question of the stats", l -> l.startsWith("The server asks: ") && l.contains("Roll again"));
            p.hear(
                    "what to type",
                    l -> l.equals(
                            "Type n to keep the stats, y to roll again, or two numbers from 1 to 7 to swap two."));
            p.hear(
                    "the stats rolled",
                    l -> l.matches("Your new character's stats: Strength 18, Dexterity 17,"
                            + " Constitution 16, Intelligence 15, Wisdom 14, Power 14, Charisma 11\\."));
            p.type("n");
            p.hear("the question of the outlook", l -> l.startsWith("The server asks: Now choose a character."));
            p.hear("what to type", l -> l.equals("Type d to take this outlook, or n to hear the next."));
            p.type("d");
            p.hear(
                    "the life begun",
                    l -> l.equals(
                            "You are in the world as Capturer. Type look to hear what is near you, help for the commands."));
            p.hear("what is near, unasked", l -> l.startsWith("Near you: "));
            // the recorded server scrolled the map for the first step east, not the second (a wall)
            for (String step : List.of(
                    "You walk east.",
                    "You cannot walk east: something is in the way.",
                    "You walk south.",
                    "You walk west.")) {
                p.type(step.replaceAll(".* walk ([a-z]+).*", "$1"));
                assertEquals(step, p.hear(step, l -> l.startsWith("You walk ") || l.startsWith("You cannot walk ")));
            }
            p.type("drop coin");
            p.hear("the drop done", l -> l.equals("Done: drop coin."));
            p.hear("the coins on the ground", l -> l.startsWith("Here: ") && l.contains("gold coins"));
            p.type("pickup coin");
            p.hear("the server's words", l -> l.equals("You pick up the gold coins."));
            p.type("apply coin");
            p.hear("why not", l -> l.equals("I don't know how to apply the gold coins."));
            p.type("say hello from the capture");
            p.hear("the words said", l -> l.equals("You say: hello from the capture"));
            p.type("pack");
            p.hear("the pack", l -> l.startsWith("You carry: ") && l.contains("gold coins"));
            p.type("stats");
            p.hear("the stats", l -> l.startsWith("HP 44 of 44, ") && l.contains("level 1"));
            p.type("look");
            p.hear("what lies here", l -> l.startsWith("Here: ") && l.contains("floor"));
            p.hear("near", l -> l.startsWith("Near you: "));
            p.type("help");
            p.hear("the client's help", l -> l.startsWith("help TOPIC is the server's help"));
            p.type("history 2");
            p.hear("the history", l -> l.equals("The last 2 lines:"));
            p.type("move sideways");
            p.hear("a line that is no command", l -> l.startsWith("That is not a command: move which way?"));
            p.type("quit");
            assertEquals(0, p.end(), String.join("\n", p.lines()) + p.err);
            List<String> all = p.lines();
            all.forEach(l -> assertTrue(l.chars().noneMatch(c -> c < 0x20 || c == 0x7f), l));
            assertFalse(all.stream().anyMatch(l -> l.contains("secretpass")), all::toString);
        }
    }

    @Test
    void headlessAndNarratedAreTwoWaysToPlay() {
        CliRun run = CliRun.of(
                Map.of("OHOL_CROSSFIRE_PASSWORD", "x"),
                "",
                "crossfire",
                "--headless",
                "--narrate",
                "--host",
                "127.0.0.1",
                "--name",
                "Nobody");
        assertEquals(2, run.code(), run.err());
        assertTrue(run.err().contains("--headless and --narrate are two ways to play"), run.err());
    }
}
