package ohol.tui.onelife.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.channel.ChannelExec;
import org.apache.sshd.client.channel.ChannelShell;
import org.apache.sshd.client.channel.ChannelSubsystem;
import org.apache.sshd.client.channel.ClientChannelEvent;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;
import org.apache.sshd.common.util.net.SshdSocketAddress;
import org.apache.sshd.core.CoreModuleProperties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The gateway with {@code --practice}, driven by MINA's SSH client over a real socket. */
@Timeout(60)
@EndToEnd
class GatewayPracticeTest {
    @TempDir
    static Path state;

    static TestGateway gateway;
    static SshClient client;

    @BeforeAll
    static void start() throws IOException {
        gateway = new TestGateway(state);
        client = SshClient.setUpDefaultClient();
        CoreModuleProperties.REQUEST_EXEC_REPLY.set(client, true);
        CoreModuleProperties.REQUEST_SUBSYSTEM_REPLY.set(client, true);
        CoreModuleProperties.REQUEST_SHELL_REPLY.set(client, true);
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        client.start();
    }

    @AfterAll
    static void stop() throws IOException {
        client.stop();
        gateway.close();
    }

    @Test
    void playersWhoSshInMeetInOnePracticeWorld(@TempDir Path own) throws Exception {
        try (TestGateway alone = new TestGateway(own);
                SshPlayer mother = SshPlayer.play(client, alone.port(), SshPlayer.newKey())) {
            mother.until("the first life", s -> s.contains("food "));
            try (SshPlayer baby = SshPlayer.play(client, alone.port(), SshPlayer.newKey())) {
                baby.until("the baby sees its mother", s -> s.contains("mother"));
                mother.until(
                        "the mother sees her baby",
                        s -> s.contains("your child") || s.contains("your son") || s.contains("your daughter"));
                // each has a screen of their own: a key on one changes only that one
                baby.type("t");
                baby.until("the baby's chat line", s -> s.contains("Say"));
                assertFalse(mother.terminal.screen().contains("Say "), mother.terminal.screen());
            }
            assertTrue(alone.log().contains("authenticated 127.0.0.1"), alone.log());
        }
    }

    @Test
    void aPlayerWithAnEd25519KeyPlays() throws Exception {
        // OpenSSH's default key type since 9.5; MINA needs BouncyCastle to verify it
        var key = org.apache.sshd.common.config.keys.KeyUtils.generateKeyPair(
                org.apache.sshd.common.keyprovider.KeyPairProvider.SSH_ED25519, 256);
        try (SshPlayer p = SshPlayer.play(client, gateway.port(), key)) {
            p.until("a life", s -> s.contains("food "));
        }
        String fingerprint = org.apache.sshd.common.config.keys.KeyUtils.getFingerPrint(key.getPublic());
        assertTrue(gateway.log().contains("key " + fingerprint), gateway.log());
    }

    @Test
    void theHostKeyIsMadeOnceAndOnlyItsOwnerMayReadIt() throws IOException {
        Path key = state.resolve(HostKey.FILE);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(key)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(state)));
        assertTrue(gateway.gateway.hostKeyFingerprint().startsWith("SHA256:"));
        assertEquals(
                gateway.gateway.hostKeyFingerprint(), HostKey.in(state).fingerprint(), "read again, not made anew");
    }

    @Test
    void commandsSubsystemsAndForwardsAreRefused() throws Exception {
        try (SshPlayer p = SshPlayer.connect(client, gateway.port(), SshPlayer.newKey(), 80, 24)) {
            // asked with want-reply, a refused request closes the client's channel
            ChannelExec exec = p.session.createExecChannel("cat /etc/passwd");
            exec.open();
            assertTrue(closed(exec), "exec");
            ChannelSubsystem sftp = p.session.createSubsystemChannel("sftp");
            sftp.open();
            assertTrue(closed(sftp), "sftp");
            // -L: the gateway opens no direct-tcpip channel, even to the practice world beside it
            var local = new SshdSocketAddress("127.0.0.1", 0);
            var target = new SshdSocketAddress("127.0.0.1", gateway.world.port());
            var forward = p.session.createDirectTcpipChannel(local, target);
            assertThrows(Exception.class, () -> forward.open().verify(SshPlayer.WAIT), "-L");
            // -R
            assertThrows(
                    Exception.class,
                    () -> p.session.startRemotePortForwarding(new SshdSocketAddress("127.0.0.1", 0), target),
                    "-R");
            // a shell without a pty: the screen needs a terminal
            ChannelShell bare = p.session.createShellChannel();
            bare.setUsePty(false);
            bare.open();
            assertTrue(closed(bare), "shell without a pty");
            assertTrue(p.session.isOpen(), "refusals leave the session itself open");
        }
        String log = gateway.log();
        assertTrue(log.contains("refused a command (exec, scp)"), log);
        assertTrue(log.contains("refused the subsystem sftp"), log);
        assertTrue(log.contains("refused a shell without a terminal"), log);
    }

    @Test
    void aHostileSessionEndsAloneAndTheOthersPlayOn() throws Exception {
        try (SshPlayer calm = SshPlayer.play(client, gateway.port(), SshPlayer.newKey());
                SshPlayer paster = SshPlayer.play(client, gateway.port(), SshPlayer.newKey());
                SshPlayer stormer = SshPlayer.play(client, gateway.port(), SshPlayer.newKey())) {
            calm.until("a life", s -> s.contains("food "));
            paster.until("a life", s -> s.contains("food "));
            stormer.until("a life", s -> s.contains("food "));
            // a resize storm, sizes absurd and tiny among them: drawn at a size within the limits
            for (int i = 0; i < 2000; i++) {
                stormer.resize(i % 2 == 0 ? 100_000 : 1, i % 3 == 0 ? 0 : 40_000);
            }
            stormer.resize(90, 28);
            // garbage: every byte value, escape sequences cut short
            byte[] garbage = new byte[4096];
            new java.util.Random(7).nextBytes(garbage);
            stormer.send(garbage);
            // a 10 MB paste
            byte[] paste = new byte[10 * 1024 * 1024];
            java.util.Arrays.fill(paste, (byte) 'a');
            Thread pasting = new Thread(() -> {
                try {
                    paster.send(paste);
                } catch (IOException e) {
                    // the gateway closed the channel under the paste: that is the point
                }
            });
            pasting.setDaemon(true);
            pasting.start();
            assertTrue(paster.closes(), "the pasting session ends");
            assertTrue(gateway.log().contains("more input than a player types"), gateway.log());
            paster.untilWritten("more input than a player types");
            // the calm player's screen still answers its keys
            calm.type("t");
            calm.until("the chat line", s -> s.contains("Say"));
            calm.type("\u001b");
            calm.until("the chat line closed", s -> !s.contains("Say"));
            assertTrue(calm.open());
        }
        assertTrue(gateway.log().contains("ended: more input than a player types"), gateway.log());
    }

    @Test
    void closingTheClientEndsThePlayersLifeAndLeavesNoPlayerBehind() throws Exception {
        settle();
        int before = gateway.gateway.players();
        SshPlayer p = SshPlayer.play(client, gateway.port(), SshPlayer.newKey());
        p.until("a life", s -> s.contains("food "));
        assertEquals(before + 1, gateway.gateway.players());
        p.close();
        Await.within(SshPlayer.WAIT, () -> gateway.gateway.players() <= before);
        assertEquals(before, gateway.gateway.players());
    }

    /** Waits for the players of earlier tests to be gone. */
    private static void settle() throws InterruptedException {
        Await.within(SshPlayer.WAIT, () -> gateway.gateway.players() == 0);
    }

    static boolean closed(org.apache.sshd.client.channel.ClientChannel c) {
        return c.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), SshPlayer.WAIT).contains(ClientChannelEvent.CLOSED);
    }
}
