package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.time.Duration;
import java.util.Optional;
import org.opentest4j.TestAbortedException;

/**
 * A mother and the baby born to her, each a client of its own, on a server of an era with babies:
 * she picks it up on her own tile, carries it a step, puts it down beside her and picks it up
 * from there; every step is checked in the server's own {@code PU} (what she holds, where she is).
 */
final class MotherAndBaby {
    /** Tries for a woman and a baby born to her: the first player of a world may be a man. */
    private static final int TRIES = 6;

    private MotherAndBaby() {}

    /** What the server last said {@code player} holds (a baby is its id, negated). */
    static Optional<Integer> held(LiveClient client, int player) {
        Optional<Integer> held = Optional.empty();
        for (JsonObject pu : client.all(j -> LiveClient.isMessage(j, "PU"))) {
            for (JsonElement e : pu.getAsJsonObject("data").getAsJsonArray("players")) {
                JsonObject p = e.getAsJsonObject();
                if (p.get("playerId").getAsInt() == player && p.has("held")) { // not a departure's line
                    held = Optional.of(p.getAsJsonObject("held").get("id").getAsInt());
                }
            }
        }
        return held;
    }

    /** What happens once a baby is born to her, on her tile ({@code centre}, in her view). */
    @FunctionalInterface
    interface Scene {
        void play(LiveClient mother, int she, LiveClient baby, int it, int[] centre) throws Exception;
    }

    /** She picks it up on her tile, carries it, puts it down beside her and picks it up from there. */
    static void carrying(RealServers.Address server, String era) throws Exception {
        withBaby(server, era, (mother, she, baby, it, centre) -> carry(mother, era, she, it, centre));
    }

    /** {@link #carrying}, then the baby dies as {@link #dies} says, with one baby. */
    static void carryingThenDeath(RealServers.Address server, String era, String death, String cause) throws Exception {
        withBaby(server, era, (mother, she, baby, it, centre) -> {
            carry(mother, era, she, it, centre);
            // put down first: a baby that dies in arms leaves its bones there, which nobody can put down
            putDown(mother, she);
            dies(mother, baby, it, death, cause);
        });
    }

    /**
     * The baby dies ({@code death}: how it comes about), the server's own {@code PU} says so to
     * her, the baby's client tells the cause, and a {@code reborn} in the same process begins a
     * second life.
     */
    static void dies(LiveClient mother, LiveClient baby, int it, String death, String cause) throws Exception {
        if (!death.isEmpty()) {
            baby.send(death);
        }
        JsonObject died = baby.await("the baby's death", j -> LiveClient.isEvent(j, "died"), Duration.ofSeconds(90));
        assertEquals(cause, LiveClient.string(died, "cause"), died.toString());
        mother.await("the server's word of the baby's death", j -> LiveClient.isMessage(j, "PU") && departed(j, it));
        baby.send("reborn");
        JsonObject again = baby.event("life_began");
        assertEquals(2, again.get("life").getAsInt(), again.toString());
    }

    private static boolean departed(JsonObject pu, int player) {
        for (JsonElement e : pu.getAsJsonObject("data").getAsJsonArray("players")) {
            JsonObject p = e.getAsJsonObject();
            if (p.get("playerId").getAsInt() == player && !p.has("x")) {
                return true;
            }
        }
        return false;
    }

    /** A mother on open ground and a baby born to her play {@code scene}; both then quit. */
    static void withBaby(RealServers.Address server, String era, Scene scene) throws Exception {
        for (int attempt = 0; attempt < TRIES; attempt++) {
            String tag = era + "-" + System.nanoTime() % 1_000_000 + "-" + attempt;
            try (LiveClient mother = LiveClient.play(server, LiveClient.EVE)) {
                int she = Moves.ready(mother);
                Moves.walkToOpenGround(mother);
                try (LiveClient baby = LiveClient.play(server, "baby-" + tag + "@example.com")) {
                    int it = Moves.us(baby);
                    // each client counts from its own birth: where the baby lies is read in her view
                    Optional<int[]> where = bornBeside(mother, she, it);
                    if (where.isPresent()) {
                        scene.play(mother, she, baby, it, where.get());
                    }
                    baby.send("quit");
                    baby.finish();
                    mother.send("quit");
                    assertEquals(0, mother.finish(), mother.err());
                    if (where.isPresent()) {
                        return;
                    } // else not born to her: she was a man, or someone else is a mother
                }
            }
        }
        throw new TestAbortedException("no baby was born to the first player in " + TRIES + " tries");
    }

    /** Where the baby {@code it} lies in her view, when it was born on her tile; empty when it was not. */
    private static Optional<int[]> bornBeside(LiveClient mother, int she, int it) {
        try {
            mother.await(
                    "the baby in view",
                    j -> LiveClient.isMessage(j, "PU")
                            && Moves.serverPosition(mother, it).isPresent());
        } catch (AssertionError | InterruptedException e) {
            return Optional.empty();
        }
        int[] where = Moves.serverPosition(mother, it).orElseThrow();
        int[] hers = Moves.serverPosition(mother, she).orElseThrow();
        return where[0] == hers[0] && where[1] == hers[1] ? Optional.of(where) : Optional.empty();
    }

    /** She stands on open ground ({@link Moves#walkToOpenGround}) with the baby on her tile, {@code centre}. */
    private static void carry(LiveClient mother, String era, int she, int it, int[] centre) throws Exception {
        pickUp(mother, "baby 0 0", she, it);
        int[] now = Moves.serverPosition(mother, she).orElseThrow();
        String step = "move " + (centre[0] - now[0]) + " " + (centre[1] - now[1]);
        if (now[0] != centre[0] || now[1] != centre[1]) { // she stepped aside to take it: back, carrying it
            mother.send(step);
            assertEquals("done", LiveClient.string(mother.answer(step), "event"), mother.out());
        }
        assertEquals(-it, held(mother, she).orElseThrow(), "carried, the server still has her hold it");
        int[] side = freeSide(mother);
        putDown(mother, she, side);
        String beside = "baby " + side[0] + " " + side[1];
        mother.send(beside);
        JsonObject answer = mother.answer(beside);
        if (LiveClient.string(answer, "reason").contains("lies on the baby's tile")) {
            // an animal wandered onto it (2016's goats do): the client rightly sends nothing
            assertEquals("2016", era);
            return;
        }
        assertEquals("done", LiveClient.string(answer, "event"), beside + ": " + answer);
        assertEquals(-it, held(mother, she).orElseThrow(), beside + ": the server's PU has her hold the baby");
    }

    private static void putDown(LiveClient mother, int she) throws Exception {
        putDown(mother, she, freeSide(mother));
    }

    private static void putDown(LiveClient mother, int she, int[] side) throws Exception {
        String down = "drop " + side[0] + " " + side[1];
        int sent = mother.mark();
        mother.send(down);
        assertEquals("done", LiveClient.string(mother.answer(down), "event"));
        mother.awaitSince(
                sent,
                "the baby put down",
                j -> LiveClient.isMessage(j, "PU") && held(mother, she).orElse(-1) == 0);
    }

    /** A side of her tile with nothing on it now, by the client's {@code scan}. */
    static int[] freeSide(LiveClient mother) throws Exception {
        mother.send("scan 1");
        JsonObject scan = mother.event("scan");
        for (int[] side : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
            boolean taken = false;
            for (JsonElement e : scan.getAsJsonArray("entries")) {
                JsonObject o = e.getAsJsonObject();
                taken |= o.get("dx").getAsInt() == side[0] && o.get("dy").getAsInt() == side[1];
            }
            if (!taken) {
                return side;
            }
        }
        throw new AssertionError("every side of her tile is taken: " + scan);
    }

    private static void pickUp(LiveClient mother, String action, int she, int it) throws Exception {
        mother.send(action);
        JsonObject answer = mother.answer(action);
        assertEquals("done", LiveClient.string(answer, "event"), action + ": " + answer);
        assertEquals(-it, held(mother, she).orElseThrow(), action + ": the server's PU has her hold the baby");
    }
}
