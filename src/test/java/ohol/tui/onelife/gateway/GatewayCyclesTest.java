package ohol.tui.onelife.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.security.KeyPair;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Players who come and go leave nothing behind: after 50 connect/disconnect cycles (ten at a
 * time, one SSH key) the gateway has no player, connection or thread more than before, and the
 * practice world holds no more lives than that key had sessions at once (each comes back to the
 * life it left, as on the official server).
 */
@Timeout(120)
@EndToEnd
class GatewayCyclesTest {
    private static final int CYCLES = 50;
    private static final int AT_ONCE = 10;

    @Test
    void fiftyCyclesLeaveNoThreadPlayerOrLifeBehind(@TempDir Path state) throws Exception {
        SshClient client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        client.start();
        try (TestGateway gateway = new TestGateway(
                state, Limits.DEFAULT.withSessions(100, 2 * AT_ONCE), false, java.util.Optional.empty())) {
            KeyPair key = SshPlayer.newKey();
            batch(client, gateway, key); // the first batch starts the pools that live as long as the gateway
            awaitAllGone(gateway);
            Set<String> before = threads();
            for (int done = AT_ONCE; done < CYCLES; done += AT_ONCE) {
                batch(client, gateway, key);
            }
            awaitAllGone(gateway);
            // the players' threads finish their goodbyes; past the limit the assertion names those left
            Await.within(Duration.ofSeconds(30), () -> threads().size() <= before.size());
            assertEquals(0, gateway.gateway.players());
            assertEquals(0, gateway.gateway.connections());
            Set<String> after = threads();
            assertTrue(
                    after.size() <= before.size(),
                    "threads left: "
                            + after.stream().filter(t -> !before.contains(t)).toList());
            int lives = gateway.world.lives();
            assertTrue(lives <= AT_ONCE, "lives in the practice world after " + CYCLES + " cycles: " + lives);
        } finally {
            client.stop();
        }
    }

    /** {@link #AT_ONCE} players log in with {@code key}, each sees its life, and all leave. */
    private static void batch(SshClient client, TestGateway gateway, KeyPair key) throws Exception {
        List<SshPlayer> players = new ArrayList<>();
        try {
            for (int i = 0; i < AT_ONCE; i++) {
                players.add(SshPlayer.play(client, gateway.port(), key));
            }
            for (SshPlayer p : players) {
                p.until("a life", s -> s.contains("food "));
            }
        } finally {
            for (SshPlayer p : players) {
                p.close();
            }
        }
    }

    /** The names of the live threads, with a number of their own each: a name used twice counts twice. */
    private static Set<String> threads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(Thread::isAlive)
                .map(t -> t.getName() + "#" + t.getId())
                .collect(Collectors.toSet());
    }

    private static void awaitAllGone(TestGateway gateway) throws InterruptedException {
        Await.until(
                Duration.ofSeconds(60),
                () -> gateway.gateway.players() == 0 && gateway.gateway.connections() == 0,
                () -> "every player and connection gone: " + gateway.gateway.players() + " players, "
                        + gateway.gateway.connections() + " connections left");
    }
}
