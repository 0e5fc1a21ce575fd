package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/** Things taken and put down, checked in what the server said: our {@code PU}'s held object and its {@code MX}. */
final class Hands {
    private Hands() {}

    /** The nearest {@code name} the client knows of, a diagonal one first (the way to it is not straight). */
    static int[] nearest(LiveClient client, String name) throws Exception {
        client.send("find " + name);
        JsonObject find = client.event("find");
        int[] best = null;
        for (JsonElement e : find.getAsJsonArray("seen")) {
            JsonObject o = e.getAsJsonObject();
            if (!LiveClient.string(o, "fit").equals("EXACT")) {
                continue; // "Stone" is not a "Jungle Expert Way Stone"
            }
            int dx = o.get("dx").getAsInt();
            int dy = o.get("dy").getAsInt();
            int far = Math.max(Math.abs(dx), Math.abs(dy)) - (dx != 0 && dy != 0 ? 100 : 0);
            if ((dx != 0 || dy != 0) && (best == null || far < best[2]) && Math.abs(dx) <= 16 && Math.abs(dy) <= 16) {
                best = new int[] {dx, dy, far, o.get("id").getAsInt()};
            }
        }
        assertTrue(best != null, "no " + name + " within 16 tiles (what the first map chunk shows): " + find);
        return best;
    }

    /**
     * Takes the nearest {@code name} in bare hands ({@code use DX DY}: the client walks beside it
     * first) and puts it down on a free side: the server's PU must have us hold it, then hold
     * nothing, and its MX put it on that side.
     */
    static void takeAndPutDown(LiveClient client, int us, String name) throws Exception {
        int[] thing = nearest(client, name);
        String use = "use " + thing[0] + " " + thing[1];
        client.send(use);
        JsonObject took = client.answer(use);
        assertEquals("done", LiveClient.string(took, "event"), use + ": " + took);
        assertEquals(thing[3], MotherAndBaby.held(client, us).orElseThrow(), use + ": the server's PU has us hold it");
        int[] side = MotherAndBaby.freeSide(client);
        int[] at = Moves.serverPosition(client, us).orElseThrow();
        String drop = "drop " + side[0] + " " + side[1];
        int sent = client.mark();
        client.send(drop);
        JsonObject put = client.answer(drop);
        assertEquals("done", LiveClient.string(put, "event"), drop + ": " + put);
        client.awaitSince(
                sent,
                "the server's MX of " + name + " put down",
                j -> LiveClient.isMessage(j, "MX") && changes(j, at[0] + side[0], at[1] + side[1], thing[3]));
        assertEquals(0, MotherAndBaby.held(client, us).orElseThrow(), drop + ": the server's PU has our hands empty");
    }

    /**
     * Once hungry enough to eat (an Eve is born full), walks to the nearest food ({@code goto food}),
     * takes from it in bare hands and eats what it gave ({@code self}): the server's FX must say
     * that was eaten.
     */
    static void eat(LiveClient client, int us) throws Exception {
        client.await(
                "a point of food spent",
                j -> LiveClient.isEvent(j, "stats_changed")
                        && j.getAsJsonObject("stats").get("food").getAsInt()
                                < j.getAsJsonObject("stats").get("foodCapacity").getAsInt(),
                java.time.Duration.ofSeconds(60));
        int[] start;
        JsonObject target;
        for (int tries = 0; ; tries++) {
            start = Moves.serverPosition(client, us).orElseThrow();
            int sent = client.mark();
            client.send("goto food");
            JsonObject walked = client.answer("goto food");
            if ("done".equals(LiveClient.string(walked, "event"))) {
                target = client.awaitSince(sent, "the goto's target", j -> LiveClient.isEvent(j, "goto"))
                        .getAsJsonObject("target");
                break;
            }
            // an Eve may be born where no food is in sight, or none out of a deadly animal's reach
            // (the client refuses to walk there): walk on to see more of the world
            String why = LiveClient.string(walked, "reason");
            assertTrue(
                    tries < WANDERS.size()
                            && (why.startsWith("no food known") || why.contains("within a deadly animal's reach")),
                    walked.toString());
            client.send(WANDERS.get(tries));
            client.answer(WANDERS.get(tries));
        }
        int[] now = Moves.serverPosition(client, us).orElseThrow();
        int dx = start[0] + target.get("dx").getAsInt() - now[0];
        int dy = start[1] + target.get("dy").getAsInt() - now[1];
        String take = "use " + dx + " " + dy;
        client.send(take);
        JsonObject took = client.answer(take);
        assertEquals("done", LiveClient.string(took, "event"), take + ": " + took);
        int food = MotherAndBaby.held(client, us).orElseThrow();
        assertTrue(food > 0, take + " gave nothing to eat: " + took);
        int eating = client.mark();
        client.send("self");
        JsonObject ate = client.answer("self");
        assertEquals("done", LiveClient.string(ate, "event"), ate.toString());
        client.awaitSince(
                eating,
                "the server's FX of " + food + " eaten",
                j -> LiveClient.isMessage(j, "FX")
                        && j.getAsJsonObject("data").get("lastAteId").getAsInt() == food);
    }

    /** Where to walk on, in turn, when no food is in sight. */
    private static final java.util.List<String> WANDERS =
            java.util.List.of("move 0 12", "move 12 0", "move 0 -24", "move -24 0");

    /** Whether an MX puts {@code id} on x y. */
    static boolean changes(JsonObject mx, int x, int y, int id) {
        for (JsonElement e : mx.getAsJsonObject("data").getAsJsonArray("changes")) {
            JsonObject c = e.getAsJsonObject();
            if (c.get("x").getAsInt() == x
                    && c.get("y").getAsInt() == y
                    && c.getAsJsonObject("object").get("id").getAsInt() == id) {
                return true;
            }
        }
        return false;
    }
}
