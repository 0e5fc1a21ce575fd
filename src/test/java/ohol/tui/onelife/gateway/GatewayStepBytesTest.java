package ohol.tui.onelife.gateway;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import ohol.tui.EndToEnd;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a walking step in edge-scroll mode sends down an SSH channel, counted at the player's SSH
 * client (MINA's, over a real socket; each SSH data message reaches the terminal as one write):
 * a frame leaves as one message, not one per escape code, and says nothing the terminal has
 * already (the hidden cursor hidden again, a cursor move straight after another). The bytes on
 * the wire are figures for src/test/sh/ssh-bytes.sh, not asserted here.
 */
@Timeout(60)
@EndToEnd
class GatewayStepBytesTest {
    private static final int STEPS = 6;
    private static final Pattern TWO_MOVES = Pattern.compile("\u001b\\[[0-9;]*[HABCD]\u001b\\[[0-9;]*[HABCD]");

    @Test
    void aWalkingStepIsOneMessagePerFrameWithNothingTheTerminalHasAlready(@TempDir Path state) throws Exception {
        SshClient client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        client.start();
        try (TestGateway gateway = new TestGateway(state);
                SshPlayer player = SshPlayer.play(client, gateway.port(), SshPlayer.newKey())) {
            player.until("a life at the birth place", s -> s.contains(" 0,0 from birth"));
            player.type("z");
            player.until("edge-scroll mode", s -> s.contains("[EDGE]"));
            int from = player.terminal.messageCount();
            for (int step = 1; step <= STEPS; step++) {
                player.type("l");
                String at = step + ",0 from birth";
                player.until("step " + step, s -> s.contains(" " + at));
            }
            List<byte[]> messages = player.terminal.messagesFrom(from);
            assertTrue(
                    messages.size() <= 2 * STEPS,
                    messages.size() + " SSH data messages for " + STEPS + " steps: a frame went out in pieces");
            for (byte[] message : messages) {
                String text = new String(message, StandardCharsets.UTF_8);
                String shown = text.replace('\u001b', '~');
                assertFalse(text.contains("\u001b[?25l"), "the hidden cursor hidden again: " + shown);
                assertFalse(TWO_MOVES.matcher(text).find(), "a cursor move straight after another: " + shown);
            }
        } finally {
            client.stop();
        }
    }
}
