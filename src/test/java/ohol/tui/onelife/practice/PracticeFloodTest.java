package ohol.tui.onelife.practice;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import ohol.tui.onelife.world.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The practice server against strangers who flood it, over real sockets: they are hung up on,
 * what waits for the world stays within its bound, the player keeps playing and is answered
 * promptly, and nothing is printed onto the terminal (the player's screen) from the server's threads.
 */
@Timeout(90)
@EndToEnd
class PracticeFloodTest {
    private static final String PASSWORD = "flood";
    /** Generous for a loopback round trip on a busy machine; the flood made it seconds before. */
    private static final Duration PROMPT = Duration.ofSeconds(2);

    /** Long enough that only the bounds, never the login wait, can hang up on a flooder. */
    private static PracticeConfig config() {
        return PracticeConfig.defaults(PASSWORD).withLoginWait(Duration.ofSeconds(120));
    }

    /**
     * Passes everything on to {@code to} (the test runner talks to its JVM through it) and keeps
     * in {@code kept} what the practice server's threads write.
     */
    private static PrintStream keepingServerThreads(PrintStream to, ByteArrayOutputStream kept) {
        return new PrintStream(
                new OutputStream() {
                    @Override
                    public void write(int b) {
                        to.write(b);
                        if (Thread.currentThread().getName().startsWith("practice-")) {
                            kept.write(b);
                        }
                    }

                    @Override
                    public void write(byte[] b, int off, int len) {
                        to.write(b, off, len);
                        if (Thread.currentThread().getName().startsWith("practice-")) {
                            kept.write(b, off, len);
                        }
                    }

                    @Override
                    public void flush() {
                        to.flush();
                    }
                },
                true,
                StandardCharsets.UTF_8);
    }

    @Test
    void floodersAreHungUpOnWhileThePlayerPlaysAndIsAnsweredAndNothingIsPrinted() throws Exception {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        Queue<String> log = new ConcurrentLinkedQueue<>();
        List<Optional<Duration>> trips = new ArrayList<>();
        List<Flooder> flooders = new ArrayList<>();
        int mostWaiting;
        Set<Thread> earlier = Await.threads();
        System.setOut(keepingServerThreads(out, printed));
        System.setErr(keepingServerThreads(err, printed));
        try (var server = PracticeServer.start(config(), log::add);
                var me = new PracticeClient(server, PASSWORD, "me@x", false);
                var pinger = RawPlayer.logIn(server, PASSWORD, "pinger@x")) {
            me.await("in the world", w -> w.us().isPresent());
            pinger.ping(0);
            assertTrue(pinger.roundTrip(0, PROMPT).isPresent(), "a PONG before the flood");
            for (Flooder.Kind kind : List.of(
                    Flooder.Kind.PING_BEFORE_LOGIN,
                    Flooder.Kind.PING_BEFORE_LOGIN,
                    Flooder.Kind.PING_LOGGED_IN,
                    Flooder.Kind.PING_DEAF,
                    Flooder.Kind.GARBAGE,
                    Flooder.Kind.HUGE_LINE)) {
                flooders.add(new Flooder(server, PASSWORD, kind, kind + "-" + flooders.size(), false).start());
            }
            me.perform("move 2 0");
            for (int id = 1;
                    id <= 20 && trips.stream().filter(Optional::isEmpty).count() < 3;
                    id++) {
                pinger.ping(id);
                trips.add(pinger.roundTrip(id, PROMPT));
                Thread.sleep(50); // real time the test is about: the PINGs spread over the flood
            }
            me.await("the walk through the flood", w -> w.us().map(p ->
                            p.motion().walk().isEmpty() && p.motion().position().equals(new Position(2, 0)))
                    .orElse(false));
            long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            for (Flooder f : flooders) {
                f.awaitHangUp(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
            }
            mostWaiting = server.mostCommandsWaiting();
        } finally {
            for (Flooder f : flooders) {
                f.close();
            }
            // the server's threads' last words, if any, come before they end
            Await.within(Duration.ofSeconds(10), () -> Await.endedSince(earlier, "practice-"));
            System.setOut(out);
            System.setErr(err);
        }
        int waiting = mostWaiting;
        assertAll(
                () -> assertTrue(
                        trips.stream().allMatch(Optional::isPresent),
                        "every PING answered within " + PROMPT + ": " + trips),
                () -> assertEquals(
                        List.of(),
                        flooders.stream()
                                .filter(f -> f.hangUps() == 0)
                                .map(Flooder::name)
                                .toList(),
                        "flooders still on"),
                () -> assertTrue(waiting <= WaitingCommands.MAX_COMMANDS, "at most the bound waiting, not " + waiting),
                () -> assertEquals(
                        "", printed.toString(StandardCharsets.UTF_8), "nothing printed by the server's threads"),
                () -> assertTrue(
                        log.stream().anyMatch(l -> l.contains("a first command that is not a LOGIN")), "log: " + log),
                () -> assertTrue(log.stream().anyMatch(l -> l.contains("commands waiting")), "log: " + log),
                () -> assertTrue(log.stream().anyMatch(l -> l.contains("a command longer than")), "log: " + log));
    }

    @Test
    void aBurstWithinTheBoundIsAnsweredInFull() throws Exception {
        try (var server = PracticeServer.start(config());
                var player = RawPlayer.logIn(server, PASSWORD, "burst@x")) {
            StringBuilder burst = new StringBuilder();
            for (int id = 1; id <= 2000; id++) {
                burst.append("PING 0 0 ").append(id).append('#');
            }
            player.send(burst.toString());
            for (int id = 1; id <= 2000; id++) {
                assertTrue(player.roundTrip(id, Duration.ofSeconds(10)).isPresent(), "PONG " + id);
            }
            assertEquals(1, server.openLinks());
        }
    }
}
