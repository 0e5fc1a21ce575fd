package ohol.tui.onelife.gateway;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import ohol.tui.EndToEnd;
import ohol.tui.onelife.dialect.OldTranscripts;
import ohol.tui.testserver.TranscriptServer;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A gateway before a 2016 server (a recorded session of the real one): the player's life is read in
 * the server's own era, found from its greeting, as the client's own play does, and the log says so.
 */
@EndToEnd
@Timeout(60)
class GatewayOldServerTest {
    @TempDir
    Path state;

    @Test
    void aPlayerLivesOnA2016ServerThroughTheGateway() throws Exception {
        SshClient client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        client.start();
        try (TranscriptServer server = new TranscriptServer(OldTranscripts.chunks("2016-mother.cap"));
                TestGateway gateway =
                        new TestGateway(state, new Where.Server("127.0.0.1", server.port()), "testPassword");
                SshPlayer player = SshPlayer.play(client, gateway.port(), SshPlayer.newKey())) {
            player.until("the form", s -> s.contains("Email:"));
            player.type("mother@example.com\r");
            player.until("the key's field", s -> s.contains("Account key (not shown):"));
            player.type("AAAABBBBCCCCDDDDEEEE\r");
            player.until("the question", s -> s.contains("Remember this account"));
            player.type("n");
            player.until("a life", s -> s.contains("food "));
            String log = gateway.log();
            assertTrue(log.contains("the server speaks the 2016 protocol"), log);
        } finally {
            client.stop();
        }
    }
}
