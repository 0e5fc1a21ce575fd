package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Optional;

/** What the server itself said of a player: its own {@code PU} lines, as the client printed them. */
final class Moves {
    /** The eight steps, as the keys {@code l u k y h b j n} walk them (x east, y north). */
    static final List<int[]> EIGHT = List.of(
            new int[] {1, 0},
            new int[] {1, 1},
            new int[] {0, 1},
            new int[] {-1, 1},
            new int[] {-1, 0},
            new int[] {-1, -1},
            new int[] {0, -1},
            new int[] {1, -1});

    private Moves() {}

    /** Where the server last put {@code player} ({@code x}, {@code y}), from every PU printed so far. */
    static Optional<int[]> serverPosition(LiveClient client, int player) {
        Optional<int[]> at = Optional.empty();
        for (JsonObject pu : client.all(j -> LiveClient.isMessage(j, "PU"))) {
            for (JsonElement e : pu.getAsJsonObject("data").getAsJsonArray("players")) {
                JsonObject p = e.getAsJsonObject();
                if (p.get("playerId").getAsInt() == player && p.has("x")) { // not a departure's line
                    at = Optional.of(
                            new int[] {p.get("x").getAsInt(), p.get("y").getAsInt()});
                }
            }
        }
        return at;
    }

    /**
     * Our id once the life has begun, with our hands emptied: today's server gives a LOGIN with the
     * suite's one email ({@link LiveClient#EVE}) the life that email left, as it was.
     */
    static int ready(LiveClient client) throws Exception {
        int us = us(client);
        for (int tries = 0; tries < 4 && ageOf(client, us).orElse(99.0) < 3; tries++) {
            // born to a woman an earlier test left living (today's server keeps her): a baby can
            // neither walk nor take, and leaving keeps the life for the next LOGIN; give it up (SID)
            int sent = client.mark();
            client.send("die");
            if (!"done".equals(LiveClient.string(client.answer("die"), "event"))) {
                break; // a server without SID: the test makes do with a baby
            }
            client.awaitSince(sent, "the baby's death", j -> LiveClient.isEvent(j, "died"));
            client.send("reborn");
            us = us(client);
        }
        int we = us;
        if (MotherAndBaby.held(client, we).orElse(0) != 0) {
            int[] side = MotherAndBaby.freeSide(client);
            String drop = "drop " + side[0] + " " + side[1];
            int sent = client.mark();
            client.send(drop);
            client.answer(drop);
            client.awaitSince(
                    sent,
                    "our hands emptied",
                    j -> LiveClient.isMessage(j, "PU")
                            && MotherAndBaby.held(client, we).orElse(-1) == 0);
        }
        return we;
    }

    /** Our age in years, from the last PU printed that tells it. */
    static Optional<Double> ageOf(LiveClient client, int player) {
        Optional<Double> age = Optional.empty();
        for (JsonObject pu : client.all(j -> LiveClient.isMessage(j, "PU"))) {
            for (JsonElement e : pu.getAsJsonObject("data").getAsJsonArray("players")) {
                JsonObject p = e.getAsJsonObject();
                if (p.get("playerId").getAsInt() == player && p.has("age")) {
                    age = Optional.of(p.get("age").getAsDouble());
                }
            }
        }
        return age;
    }

    /** Our id, from the life's beginning. */
    static int us(LiveClient client) throws InterruptedException {
        return client.event("life_began").get("playerId").getAsInt();
    }

    /**
     * Walks to the nearest tile whose eight neighbours hold nothing (by the client's {@code scan}),
     * so that every step of {@link #walkEveryWay} is one the server must take in any era (on 2015
     * any object blocks a step).
     */
    static void walkToOpenGround(LiveClient client) throws Exception {
        client.send("scan 10");
        JsonObject scan = client.event("scan");
        java.util.Set<String> taken = new java.util.HashSet<>();
        for (JsonElement e : scan.getAsJsonArray("entries")) {
            JsonObject o = e.getAsJsonObject();
            taken.add(o.get("dx").getAsInt() + "," + o.get("dy").getAsInt());
        }
        for (int r = 0; r <= 8; r++) {
            for (int dx = -r; dx <= r; dx++) {
                for (int dy = -r; dy <= r; dy++) {
                    if (Math.max(Math.abs(dx), Math.abs(dy)) == r && open(taken, dx, dy)) {
                        if (r > 0) {
                            String move = "move " + dx + " " + dy;
                            client.send(move);
                            JsonObject answer = client.answer(move);
                            assertEquals("done", LiveClient.string(answer, "event"), move + ": " + answer);
                        }
                        return;
                    }
                }
            }
        }
        throw new AssertionError("no open ground within 8 tiles: " + taken);
    }

    private static boolean open(java.util.Set<String> taken, int x, int y) {
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                if (taken.contains((x + dx) + "," + (y + dy))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A grown-up on open ground walks one step each way and back ({@link #walkEveryWay}), then quits. */
    static void everyWay(RealServers.Address server) throws Exception {
        try (LiveClient eve = LiveClient.play(server, LiveClient.EVE)) {
            int us = ready(eve);
            walkToOpenGround(eve);
            walkEveryWay(eve, us);
            eve.send("quit");
            assertEquals(0, eve.finish(), eve.err());
        }
    }

    /**
     * Walks one step each way and back, checking that the client says it was done and that the
     * server's own PU puts us on the tile the step went to.
     */
    static void walkEveryWay(LiveClient client, int us) throws Exception {
        int[] at = serverPosition(client, us).orElseThrow();
        for (int[] step : EIGHT) {
            for (int sign : new int[] {1, -1}) {
                String move = "move " + sign * step[0] + " " + sign * step[1];
                client.send(move);
                JsonObject answer = client.answer(move);
                assertEquals("done", LiveClient.string(answer, "event"), move + ": " + answer);
                at = new int[] {at[0] + sign * step[0], at[1] + sign * step[1]};
                int[] server = serverPosition(client, us).orElseThrow();
                assertEquals(at[0] + "," + at[1], server[0] + "," + server[1], "the server's PU after " + move);
            }
        }
    }
}
