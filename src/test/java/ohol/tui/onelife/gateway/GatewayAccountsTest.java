package ohol.tui.onelife.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyPair;
import java.time.Duration;
import java.util.Optional;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Accounts (the form, remembered per SSH key, forgotten), who may come in, and the gateway's limits. */
@Timeout(60)
@EndToEnd
class GatewayAccountsTest {
    private static final String KEY = "sekritAccountKey42";

    @TempDir
    Path state;

    SshClient client;

    @BeforeEach
    void client() {
        client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        client.start();
    }

    @AfterEach
    void stop() {
        client.stop();
    }

    @Test
    void aRememberedAccountLogsInWithoutTheFormAndCanBeForgotten() throws Exception {
        KeyPair key = SshPlayer.newKey();
        String fingerprint = KeyUtils.getFingerPrint(key.getPublic());
        try (TestGateway gateway = new TestGateway(state, Limits.DEFAULT, true, Optional.empty())) {
            try (SshPlayer first = SshPlayer.play(client, gateway.port(), key)) {
                first.until("the form", s -> s.contains("Email:"));
                first.type("eve@example.com\r");
                first.until("the key's field", s -> s.contains("Account key (not shown):"));
                first.type(KEY);
                String typing = first.until("the key typed", s -> s.contains("Account key (not shown):"));
                assertFalse(typing.contains(KEY), "the key is never shown");
                first.type("\r");
                first.until("the question", s -> s.contains("Remember this account"));
                first.type("y");
                first.until("a life", s -> s.contains("food "));
            }
            Path file = new Accounts(state).fileOf(fingerprint);
            waitFor("the account file", () -> Files.exists(file));
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
            try (SshPlayer again = SshPlayer.play(client, gateway.port(), key)) {
                String menu = again.until("the menu", s -> s.contains("You play as eve@example.com"));
                assertFalse(menu.contains("Email:"), "no form for a remembered account");
                again.type("\r");
                again.until("a life at once", s -> s.contains("food "));
            }
            try (SshPlayer forgets = SshPlayer.play(client, gateway.port(), key)) {
                forgets.until("the menu", s -> s.contains("You play as"));
                forgets.type("f");
                forgets.until("the form again", s -> s.contains("The account is forgotten") && s.contains("Email:"));
            }
            assertFalse(Files.exists(file), "forgotten");
            String log = gateway.log();
            assertFalse(log.contains(KEY), log);
            assertTrue(log.contains(fingerprint), log);
        }
    }

    @Test
    void withAnAuthorizedKeysFileOnlyItsKeysComeIn() throws Exception {
        KeyPair listed = SshPlayer.newKey();
        KeyPair stranger = SshPlayer.newKey();
        Path keys = state.resolve("authorized_keys");
        Files.writeString(keys, PublicKeyEntry.toString(listed.getPublic()) + "\n", StandardCharsets.US_ASCII);
        Files.setPosixFilePermissions(keys, PosixFilePermissions.fromString("rw-------"));
        try (TestGateway gateway = new TestGateway(state.resolve("gw"), Limits.DEFAULT, false, Optional.of(keys))) {
            assertThrows(IOException.class, () -> SshPlayer.connect(client, gateway.port(), stranger, 80, 24));
            try (SshPlayer in = SshPlayer.play(client, gateway.port(), listed)) {
                in.until("a life", s -> s.contains("food "));
            }
            assertTrue(gateway.log().contains("refused key " + KeyUtils.getFingerPrint(stranger.getPublic())));
        }
    }

    @Test
    void sessionsFromOneAddressAreCountedAndAnIdlePlayerIsLoggedOut() throws Exception {
        Limits limits = Limits.DEFAULT.withSessions(10, 2).withIdle(Duration.ofSeconds(2));
        try (TestGateway gateway = new TestGateway(state, limits, false, Optional.empty())) {
            KeyPair key = SshPlayer.newKey();
            try (SshPlayer a = SshPlayer.play(client, gateway.port(), key);
                    SshPlayer b = SshPlayer.connect(client, gateway.port(), key, 80, 24)) {
                assertThrows(IOException.class, () -> SshPlayer.connect(client, gateway.port(), key, 80, 24));
                assertTrue(gateway.log().contains("too many sessions from this address"), gateway.log());
                assertTrue(a.closes(), "idle: logged out");
                a.untilWritten("no key pressed for 2 s");
                assertTrue(b.session.isOpen());
            }
            waitFor("no connection left", () -> gateway.gateway.connections() == 0);
            // room again once they are gone
            try (SshPlayer c = SshPlayer.connect(client, gateway.port(), key, 80, 24)) {
                assertTrue(c.session.isOpen());
            }
        }
    }

    @Test
    void stoppingTellsEveryPlayerAndClosesTheirSessions() throws Exception {
        TestGateway gateway = new TestGateway(state);
        try (SshPlayer a = SshPlayer.play(client, gateway.port(), SshPlayer.newKey());
                SshPlayer b = SshPlayer.play(client, gateway.port(), SshPlayer.newKey())) {
            a.until("a life", s -> s.contains("food "));
            b.until("a life", s -> s.contains("food "));
            gateway.gateway.stop("the gateway is stopping", Duration.ofSeconds(5));
            for (SshPlayer p : new SshPlayer[] {a, b}) {
                assertTrue(p.closes());
                p.untilWritten("ohol-tui: the gateway is stopping");
            }
            assertEquals(0, gateway.gateway.players());
        } finally {
            gateway.world.close();
        }
    }

    private static void waitFor(String what, java.util.function.BooleanSupplier condition) throws InterruptedException {
        Await.until(SshPlayer.WAIT, condition, what);
    }
}
