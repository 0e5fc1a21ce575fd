package ohol.tui.onelife.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyPair;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.auth.AbstractUserAuth;
import org.apache.sshd.client.auth.AbstractUserAuthFactory;
import org.apache.sshd.client.auth.UserAuth;
import org.apache.sshd.client.auth.pubkey.UserAuthPublicKey;
import org.apache.sshd.client.channel.ChannelShell;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.common.util.buffer.ByteArrayBuffer;
import org.apache.sshd.common.util.net.SshdSocketAddress;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gateway where strangers reach it (issue 38): each test does what an attacker did, over a
 * real socket with MINA's SSH client driven by hand where a polite client would not go, and
 * checks the gateway holds, says so in its log once, and lets the players play.
 */
@Timeout(90)
@EndToEnd
class GatewayStrangersTest {
    @TempDir
    Path state;

    SshClient client;
    final List<SshClient> attackers = new ArrayList<>();

    @BeforeEach
    void start() {
        client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        client.start();
    }

    @AfterEach
    void stop() {
        client.stop();
        attackers.forEach(SshClient::stop);
    }

    // ---- 1: channels per connection, a connection's players against the gateway's limits, idle connections

    @Test
    void oneConnectionHoldsNoMoreThanItsShareOfPlayers() throws Exception {
        Limits limits = Limits.DEFAULT.withSessions(4, 3).withChannelsPerConnection(2);
        try (TestGateway gateway = new TestGateway(state, limits, false, Optional.empty());
                SshPlayer greedy = SshPlayer.connect(client, gateway.port(), SshPlayer.newKey(), 80, 24);
                SshPlayer second = SshPlayer.connect(client, gateway.port(), SshPlayer.newKey(), 80, 24)) {
            int opened = 0;
            for (int i = 0; i < 10; i++) {
                opened += shell(greedy.session) ? 1 : 0;
            }
            assertEquals(2, opened, "players on one connection");
            assertTrue(greedy.session.isOpen(), "a refused channel leaves the connection open");
            // the same address: its third player is its last (--max-per-address 3)
            assertTrue(shell(second.session), "a player of another connection from the same address");
            assertFalse(shell(second.session), "a fourth player from one address");
            assertTrue(gateway.gateway.players() <= 3, gateway.gateway.players() + " players");
            String log = gateway.log();
            assertEquals(1, count(log, "more than 2 players on one connection"), log);
            assertEquals(1, count(log, "too many players from this address (3)"), log);
        }
    }

    @Test
    void aConnectionWithoutAPlayerIsClosedWhateverKeepAlivesItSends() throws Exception {
        Limits limits = Limits.DEFAULT.withNoPlayer(Duration.ofSeconds(2));
        try (TestGateway gateway = new TestGateway(state, limits, false, Optional.empty());
                SshPlayer idle = SshPlayer.connect(client, gateway.port(), SshPlayer.newKey(), 80, 24);
                SshPlayer playing = SshPlayer.play(client, gateway.port(), SshPlayer.newKey())) {
            playing.until("a life", s -> s.contains("food "));
            // ssh -N with ServerAliveInterval: keepalive@openssh.com requests and ignore messages, no channel
            long start = System.nanoTime();
            while (idle.session.isOpen()
                    && System.nanoTime() - start < Duration.ofSeconds(8).toNanos()) {
                try {
                    keepAlive(idle.session);
                } catch (IOException closed) {
                    break;
                }
                Thread.sleep(200);
            }
            assertTrue(
                    Await.within(Duration.ofSeconds(2), () -> !idle.session.isOpen()),
                    "a connection that only keeps itself alive is closed");
            // the player on the other connection plays on: its own rule is the idle one (30 min)
            assertTrue(playing.open());
            playing.type("t");
            playing.until("the chat line", s -> s.contains("Say"));
            String log = gateway.log();
            assertEquals(1, count(log, "no player on this connection for 2 s"), log);
        }
    }

    // ---- 2: authentication attempts of every method, counted per connection

    @Test
    void signedPublicKeyFailuresAreCountedAndTheRightKeyThenFindsTheDoorShut() throws Exception {
        KeyPair listed = SshPlayer.newKey();
        Path keys = authorizedKeys(listed);
        try (TestGateway gateway = new TestGateway(state, Limits.DEFAULT, false, Optional.of(keys))) {
            List<Request> attack = new ArrayList<>();
            for (int i = 0; i < 500; i++) {
                KeyPair stranger = SshPlayer.newKey();
                attack.add(b -> signedWithGarbage(b, stranger));
                if (i % 5 == 4) {
                    attack.add(Request.ASK_SERVICE_AGAIN); // what reset MINA's own count
                }
            }
            ClientSession s = scripted(gateway.port(), listed, attack);
            assertThrows(
                    Exception.class,
                    () -> s.auth().verify(SshPlayer.WAIT),
                    () -> "the right key after 500 failures:\n" + gateway.log());
            assertFalse(s.isAuthenticated());
            String log = gateway.log();
            assertEquals(1, count(log, "too many authentication attempts (6)"), log);
            assertTrue(count(log, "refused key ") <= 1, log);
            assertTrue(log.lines().count() < 20, "log lines: " + log.lines().count() + "\n" + log);
            assertFalse(log.contains("authenticated 127.0.0.1"), log);
        }
    }

    @Test
    void passwordsKeyboardInteractiveAndKeyQueriesCountToo() throws Exception {
        KeyPair key = SshPlayer.newKey();
        try (TestGateway gateway = new TestGateway(state, Limits.DEFAULT, false, Optional.empty())) {
            List<Request> passwords = new ArrayList<>();
            for (int i = 0; i < 50; i++) {
                String guess = "hunter" + i;
                passwords.add(b -> {
                    b.putString("password");
                    b.putBoolean(false);
                    b.putString(guess);
                });
                passwords.add(b -> {
                    b.putString("keyboard-interactive");
                    b.putString("");
                    b.putString("");
                });
                passwords.add(Request.ASK_SERVICE_AGAIN);
            }
            ClientSession guessing = scripted(gateway.port(), key, passwords);
            assertThrows(
                    Exception.class,
                    () -> guessing.auth().verify(SshPlayer.WAIT),
                    () -> "passwords:\n" + gateway.log());
            // a key the gateway would accept, asked about again and again, never signed for
            List<Request> queries = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                queries.add(b -> query(b, key));
            }
            ClientSession asking = scripted(gateway.port(), key, queries);
            assertThrows(Exception.class, () -> asking.auth().verify(SshPlayer.WAIT), "key queries");
            String log = gateway.log();
            assertEquals(2, count(log, "too many authentication attempts (6)"), log);
            assertFalse(log.contains("hunter"), "a secret in the log:\n" + log);
            assertFalse(log.contains("authenticated 127.0.0.1"), log);
        }
    }

    @Test
    void aPlayerWithSeveralKeysStillComesIn() throws Exception {
        KeyPair listed = SshPlayer.newKey();
        Path keys = authorizedKeys(listed);
        try (TestGateway gateway = new TestGateway(state, Limits.DEFAULT, false, Optional.of(keys))) {
            // OpenSSH offers each key of an agent in turn: five others, then the listed one (six attempts)
            ClientSession s = client.connect("player", "127.0.0.1", gateway.port())
                    .verify(SshPlayer.WAIT)
                    .getSession();
            try {
                for (int i = 0; i < 5; i++) {
                    s.addPublicKeyIdentity(SshPlayer.newKey());
                }
                s.addPublicKeyIdentity(listed);
                s.auth().verify(SshPlayer.WAIT);
                assertTrue(s.isAuthenticated());
            } finally {
                s.close(true);
            }
            // and seven keys are one too many
            ClientSession seven = client.connect("player", "127.0.0.1", gateway.port())
                    .verify(SshPlayer.WAIT)
                    .getSession();
            try {
                for (int i = 0; i < 6; i++) {
                    seven.addPublicKeyIdentity(SshPlayer.newKey());
                }
                seven.addPublicKeyIdentity(listed);
                assertThrows(Exception.class, () -> seven.auth().verify(SshPlayer.WAIT));
            } finally {
                seven.close(true);
            }
        }
    }

    // ---- 3: connections not yet logged in

    @Test
    void connectionsNotLoggedInTakeNoPlayersPlace() throws Exception {
        Limits limits = Limits.DEFAULT.withSessions(2, 2).withPending(6, 2, Duration.ofSeconds(30));
        try (TestGateway gateway = new TestGateway(state, limits, false, Optional.empty(), true);
                Relay first = Relay.v1(gateway.port(), "PROXY TCP4 198.51.100.1 127.0.0.1 40000 22");
                Relay later = Relay.v1(gateway.port(), "PROXY TCP4 198.51.100.2 127.0.0.1 40000 22");
                Relay a = Relay.v1(gateway.port(), "PROXY TCP4 203.0.113.1 127.0.0.1 40000 22");
                Relay b = Relay.v1(gateway.port(), "PROXY TCP4 203.0.113.2 127.0.0.1 40000 22");
                SshPlayer player = SshPlayer.play(client, first.port(), SshPlayer.newKey())) {
            player.until("a life", s -> s.contains("food "));
            // two addresses, five connections each, that say who they are and never log in
            List<Socket> stalled = new ArrayList<>();
            try {
                for (Relay r : new Relay[] {a, b}) {
                    for (int i = 0; i < 5; i++) {
                        stalled.add(stall(r.port()));
                    }
                }
                Await.until(
                        SshPlayer.WAIT,
                        () -> count(gateway.log(), "connect 203.0.113.") >= 4 && gateway.gateway.connections() <= 5,
                        () -> "the stalled connections counted:\n" + gateway.log());
                // the second player still comes in and plays
                try (SshPlayer next = SshPlayer.play(client, later.port(), SshPlayer.newKey())) {
                    next.until("a life", s -> s.contains("food "));
                }
            } finally {
                for (Socket s : stalled) {
                    s.close();
                }
            }
            String log = gateway.log();
            assertTrue(log.contains("too many connections not yet logged in from this address (2)"), log);
        }
    }

    @Test
    void aConnectionThatDoesNotLogInIsClosedSoon() throws Exception {
        Limits limits = Limits.DEFAULT.withPending(30, 3, Duration.ofSeconds(2));
        try (TestGateway gateway = new TestGateway(state, limits, false, Optional.empty());
                Socket stalled = stall(gateway.port())) {
            stalled.setSoTimeout(8000);
            long start = System.nanoTime();
            // the gateway's identification, then nothing until it closes
            while (stalled.getInputStream().read() >= 0) {
                // reading
            }
            long seconds = (System.nanoTime() - start) / 1_000_000_000L;
            assertTrue(seconds < 6, "closed after " + seconds + " s");
            Await.until(
                    SshPlayer.WAIT,
                    () -> gateway.log().contains("not logged in within 2 s"),
                    () -> "the time-out logged:\n" + gateway.log());
        }
    }

    // ---- 4: port forwarding refused, and logged once per connection

    @Test
    void portForwardingIsRefusedAndLoggedOncePerConnection() throws Exception {
        try (TestGateway gateway = new TestGateway(state);
                SshPlayer p = SshPlayer.connect(client, gateway.port(), SshPlayer.newKey(), 80, 24)) {
            var target = new SshdSocketAddress("127.0.0.1", gateway.world.port());
            for (int i = 0; i < 20; i++) {
                // -L and -D: direct-tcpip channels
                var forward = p.session.createDirectTcpipChannel(new SshdSocketAddress("127.0.0.1", 0), target);
                assertThrows(Exception.class, () -> forward.open().verify(SshPlayer.WAIT), "-L");
                // -R: tcpip-forward
                assertThrows(
                        Exception.class,
                        () -> p.session.startRemotePortForwarding(new SshdSocketAddress("127.0.0.1", 0), target),
                        "-R");
            }
            assertTrue(p.session.isOpen());
            String log = gateway.log();
            assertEquals(1, count(log, "refused port forwarding to another host (-L, -D)"), log);
            assertEquals(1, count(log, "refused port forwarding from the gateway (-R)"), log);
        }
    }

    // ---- 5: PROXY UNKNOWN and LOCAL are counted and logged

    @Test
    void proxyConnectionsThatNameNoClientAreCountedAsTheBalancersAndLogged() throws Exception {
        Limits limits = Limits.DEFAULT.withSessions(10, 1);
        try (TestGateway gateway = new TestGateway(state, limits, false, Optional.empty(), true);
                Relay unknown = Relay.v1(gateway.port(), "PROXY UNKNOWN");
                Relay local = new Relay(gateway.port(), Relay.v2Local())) {
            try (SshPlayer first = SshPlayer.play(client, unknown.port(), SshPlayer.newKey())) {
                first.until("a life", s -> s.contains("food "));
                // the balancer's own address already holds its one place
                assertThrows(
                        IOException.class, () -> SshPlayer.connect(client, unknown.port(), SshPlayer.newKey(), 80, 24));
                assertThrows(
                        IOException.class, () -> SshPlayer.connect(client, local.port(), SshPlayer.newKey(), 80, 24));
            }
            String log = gateway.log();
            assertTrue(log.contains("(PROXY UNKNOWN: no client named, counted as the balancer"), log);
            assertTrue(log.contains("(PROXY LOCAL: no client named, counted as the balancer"), log);
            assertTrue(log.contains("authenticated 127.0.0.1:"), log);
        }
    }

    // ---- 6: what an operator is told

    @Test
    void theLogSaysTheLimitsAndThatRememberedAccountsAreKeptInClear() throws Exception {
        try (TestGateway gateway = new TestGateway(state, Limits.DEFAULT, true, Optional.empty())) {
            String log = gateway.log();
            assertTrue(log.contains("limits: 100 players"), log);
            assertTrue(log.contains("2 players per connection"), log);
            assertTrue(log.contains("remembered accounts: " + state.resolve("accounts")), log);
            assertTrue(log.contains("in clear"), log);
        }
    }

    // ---- the attacker's tools

    /** Opens a shell with a pty on {@code session}; false if the gateway refused the channel. */
    private static boolean shell(ClientSession session) throws IOException {
        ChannelShell shell = session.createShellChannel();
        shell.setPtyType("xterm");
        shell.setOut(OutputStream.nullOutputStream());
        shell.setErr(OutputStream.nullOutputStream());
        try {
            shell.open().verify(SshPlayer.WAIT);
            return true;
        } catch (IOException | RuntimeException refused) {
            return false;
        }
    }

    /** What OpenSSH's ServerAliveInterval sends, and an ignore message besides. */
    private static void keepAlive(ClientSession s) throws IOException {
        Buffer b = s.createBuffer(SshConstants.SSH_MSG_GLOBAL_REQUEST);
        b.putString("keepalive@openssh.com");
        b.putBoolean(true);
        s.request("keepalive@openssh.com", b, Duration.ofSeconds(5));
        s.sendIgnoreMessage(new byte[16]);
    }

    /** A TCP connection that sends an SSH identification and then nothing. */
    private static Socket stall(int port) throws IOException {
        Socket s = new Socket(InetAddress.getLoopbackAddress(), port);
        s.getOutputStream().write("SSH-2.0-stall\r\n".getBytes(StandardCharsets.US_ASCII));
        s.getOutputStream().flush();
        return s;
    }

    private Path authorizedKeys(KeyPair listed) throws IOException {
        Path keys = state.resolve("authorized_keys");
        Files.writeString(keys, PublicKeyEntry.toString(listed.getPublic()) + "\n", StandardCharsets.US_ASCII);
        Files.setPosixFilePermissions(keys, PosixFilePermissions.fromString("rw-------"));
        return keys;
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
            n++;
        }
        return n;
    }

    /** One SSH_MSG_USERAUTH_REQUEST's method and what follows it, written by the attacker. */
    @FunctionalInterface
    interface Request {
        void fill(Buffer b) throws Exception;

        /** Not a request: SSH_MSG_SERVICE_REQUEST for ssh-userauth again (a fresh service on the server). */
        Request ASK_SERVICE_AGAIN = b -> {};
    }

    private static void signedWithGarbage(Buffer b, KeyPair key) {
        String type = KeyUtils.getKeyType(key.getPublic());
        b.putString("publickey");
        b.putBoolean(true);
        b.putString(type);
        b.putPublicKey(key.getPublic());
        Buffer signature = new ByteArrayBuffer();
        signature.putString(type);
        signature.putBytes(new byte[72]);
        b.putBytes(signature.getCompactData());
    }

    private static void query(Buffer b, KeyPair key) {
        b.putString("publickey");
        b.putBoolean(false);
        b.putString(KeyUtils.getKeyType(key.getPublic()));
        b.putPublicKey(key.getPublic());
    }

    /** A session whose publickey method first sends {@code requests}, then offers {@code key} properly. */
    private ClientSession scripted(int port, KeyPair key, List<Request> requests) throws IOException {
        // a client of its own: the session's authentication service takes its methods from the client
        SshClient attacker = SshClient.setUpDefaultClient();
        attacker.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        Deque<Request> left = new ArrayDeque<>(requests);
        attacker.setUserAuthFactories(List.of(new AbstractUserAuthFactory("publickey") {
            @Override
            public UserAuth createUserAuth(ClientSession session) {
                return new Scripted(left);
            }
        }));
        attacker.start();
        attackers.add(attacker);
        ClientSession s = attacker.connect("player", "127.0.0.1", port)
                .verify(SshPlayer.WAIT)
                .getSession();
        s.addPublicKeyIdentity(key);
        return s;
    }

    private static final class Scripted extends AbstractUserAuth {
        private final Deque<Request> left;
        private UserAuthPublicKey real;

        Scripted(Deque<Request> left) {
            super("publickey");
            this.left = left;
        }

        @Override
        protected boolean sendAuthDataRequest(ClientSession session, String service) throws Exception {
            Request next = left.poll();
            while (next == Request.ASK_SERVICE_AGAIN) {
                Buffer b = session.createBuffer(SshConstants.SSH_MSG_SERVICE_REQUEST);
                b.putString("ssh-userauth");
                session.writePacket(b);
                next = left.poll();
            }
            if (next != null) {
                Buffer b = session.createBuffer(SshConstants.SSH_MSG_USERAUTH_REQUEST);
                b.putString(session.getUsername());
                b.putString(service);
                next.fill(b);
                session.writePacket(b);
                return true;
            }
            if (real == null) {
                real = new UserAuthPublicKey();
                real.init(session, service);
            }
            return real.process(null);
        }

        @Override
        protected boolean processAuthDataRequest(ClientSession session, String service, Buffer buffer)
                throws Exception {
            return real != null && real.process(buffer);
        }
    }
}
