package ohol.tui.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.net.Secret;
import ohol.tui.crossfire.cli.CrossfireClient;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Against a real Crossfire server on 127.0.0.1:13327 (skipped when none listens there): a new
 * character is created, walks, drops and picks up its coins and shouts; a second player, logged
 * in at the same time, hears the shout.
 */
class CrossfireLiveIT {
    private static final int PORT = Integer.getInteger("crossfire.port", 13327);

    private static boolean listening() {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", PORT), 1000);
            return true;
        } catch (java.io.IOException e) {
            return false;
        }
    }

    private static String name(Random random) {
        StringBuilder b = new StringBuilder("Live");
        for (int i = 0; i < 8; i++) {
            b.append((char) ('a' + random.nextInt(26)));
        }
        return b.toString();
    }

    private static String play(String name, String script) throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        var settings = new CrossfireClient.Settings(
                "127.0.0.1", PORT, name, new Secret("livepassword"), true, Optional.empty(), Optional.empty());
        ExitCode code = new CrossfireClient(
                        settings,
                        new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)),
                        new PrintWriter(out),
                        new PrintWriter(err))
                .run();
        assertEquals(ExitCode.OK, code, err.toString());
        return out.toString();
    }

    @Test
    void aNewCharacterPlaysAndASecondPlayerHearsItsShout() throws Exception {
        Assumptions.assumeTrue(listening(), "no Crossfire server on 127.0.0.1:" + PORT);
        Random random = new Random();
        String listener = name(random);
        String player = name(random);
        CompletableFuture<String> heard = CompletableFuture.supplyAsync(() -> {
            try {
                return play(listener, "wait 8\nquit\n");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        Thread.sleep(2000);
        String out = play(
                player,
                "move east\nmove west\nwait 0.5\ndrop coin\nwait 1\npickup coin\nwait 1\n" + "shout live test from "
                        + player + "\nwait 1\nquit\n");
        assertTrue(out.contains("\"event\":\"playing\",\"name\":\"" + player + "\""), out);
        for (String action : new String[] {"move east", "move west", "drop coin", "pickup coin"}) {
            assertTrue(out.contains("\"event\":\"done\",\"action\":\"" + action + "\""), action + " in\n" + out);
        }
        assertTrue(out.contains("\"event\":\"stats\",\"hp\":"), out);
        assertTrue(out.contains("\"event\":\"map\""), out);
        assertTrue(heard.get().contains(player + " shouts: live test from " + player), heard.get());
    }
}
