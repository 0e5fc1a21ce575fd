package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@code play --narrate} with its standard input a pipe, as a screen reader's or a script's line terminal. */
final class Narrated {
    private Narrated() {}

    /**
     * A diagonal step (two straight ones on the old servers), a line said where the era has
     * speech, the status, and {@code quit}, each answered in a sentence.
     */
    static void play(RealServers.Address server, String era, boolean speaks, String... more) throws Exception {
        List<String> args = new ArrayList<>(
                List.of("play", "--narrate", "--host", server.host(), "--port", Integer.toString(server.port())));
        args.addAll(List.of(more));
        Map<String, String> env = Map.of(
                "OHOL_SERVER_PASSWORD", "testPassword", "OHOL_ACCOUNT_KEY", "REALSERVERSUITEKEY", "TERM", "dumb");
        try (LiveClient player = LiveClient.start(env, args)) {
            player.awaitLine("the life's beginning", l -> l.equals("A life begins."));
            player.send("southeast");
            String walked = player.awaitLine(
                    "the walk's end", l -> l.equals("You arrived.") || l.startsWith("Go 1 tile south east"));
            assertEquals("You arrived.", walked, "a step south east on the " + era + " server");
            if (speaks) {
                player.send("say hello from the pipe");
                // 2016 keeps floor(age) + 1 characters at any age: 15 at 14
                String said = era.equals("2016") ? "You say: HELLO FROM THE" : "You say: HELLO FROM THE PIPE";
                player.awaitLine("the words said", l -> l.equals(said));
            }
            player.send("status");
            String status = player.awaitLine("the status", l -> l.startsWith("Aged "));
            if (era.equals("2015")) { // no body heat on that server: none is told
                for (String warmth : new String[] {"cold", "comfortable", "hot"}) {
                    assertFalse(status.contains(warmth), status);
                }
            }
            player.send("quit");
            assertEquals(0, player.finish(), player.out() + player.err());
            assertFalse(player.out().contains("died"), player.out());
        }
    }
}
