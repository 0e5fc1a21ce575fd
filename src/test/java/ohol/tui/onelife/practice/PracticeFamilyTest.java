package ohol.tui.onelife.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ohol.tui.Captures;
import ohol.tui.EndToEnd;
import ohol.tui.onelife.net.LoginException;
import ohol.tui.onelife.protocol.FrameEncoder;
import ohol.tui.onelife.protocol.client.AtPosition;
import ohol.tui.onelife.protocol.client.Baby;
import ohol.tui.onelife.protocol.client.Drop;
import ohol.tui.onelife.protocol.client.Say;
import ohol.tui.onelife.protocol.server.BabyWiggle;
import ohol.tui.onelife.protocol.server.FoodChange;
import ohol.tui.onelife.protocol.server.Grave;
import ohol.tui.onelife.protocol.server.Lineage;
import ohol.tui.onelife.protocol.server.MapChange;
import ohol.tui.onelife.protocol.server.Names;
import ohol.tui.onelife.protocol.server.PlayerRemoved;
import ohol.tui.onelife.protocol.server.PlayerSays;
import ohol.tui.onelife.protocol.server.PlayerState;
import ohol.tui.onelife.protocol.server.PlayerUpdate;
import ohol.tui.onelife.protocol.server.RemovalReason;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Births, mothers, babies, names and deaths in the practice world, with the wire compared with
 * the captures of the official server (baby-mother.cap, baby-child.cap, starve.cap).
 */
@Timeout(90)
@EndToEnd
class PracticeFamilyTest {
    private static final String PASSWORD = "family";

    /** Our message as the wire has it, with our player ids turned into the capture's. */
    private static String wire(ServerMessage m, Map<Integer, Integer> ids) {
        String text = new String(FrameEncoder.encode(m.toFrame()), StandardCharsets.US_ASCII);
        Matcher number = Pattern.compile("(?<![\\d.])\\d+(?![\\d.])").matcher(text);
        StringBuilder out = new StringBuilder();
        while (number.find()) {
            int n = Integer.parseInt(number.group());
            number.appendReplacement(out, Integer.toString(ids.getOrDefault(n, n)));
        }
        number.appendTail(out);
        return out.toString();
    }

    private static String capture(String name) {
        return new String(Captures.serverStream(name), StandardCharsets.ISO_8859_1);
    }

    private static <T extends ServerMessage> T first(PracticeClient c, Class<T> type, int from) {
        return c.since(from).stream()
                .filter(type::isInstance)
                .map(type::cast)
                .findFirst()
                .orElseThrow();
    }

    private static boolean holding(WorldSnapshot w, int id) {
        return w.us().map(p -> p.held().id() == id).orElse(false);
    }

    private static void walkTo(PracticeClient me, int x, int y) throws InterruptedException {
        Position at = me.game.snapshot().ourPosition();
        me.perform("move " + (x - at.x()) + " " + (y - at.y()));
        me.await("standing at " + x + "," + y, w -> w.us().map(p ->
                        p.motion().walk().isEmpty() && p.motion().position().equals(new Position(x, y)))
                .orElse(false));
    }

    @Test
    void aNewcomerIsBornToTheEveWhoPicksHerUpFeedsAndNamesHer() throws Exception {
        try (var server = PracticeServer.start(PracticeConfig.defaults(PASSWORD).withFoodPip(Duration.ofSeconds(3)));
                var mother = new PracticeClient(server, PASSWORD, "mother@x", false)) {
            int m = mother.await("the Eve", w -> w.us().isPresent()).ourId().getAsInt();
            try (var child = new PracticeClient(server, PASSWORD, "child@x", false)) {
                WorldSnapshot c = child.await(
                        "born and fed the welcome",
                        w -> w.us().isPresent()
                                && w.people().containsKey(m)
                                && w.stats().foodCapacity() > 0);
                int b = c.ourId().getAsInt();
                Map<Integer, Integer> ids = Map.of(
                        m,
                        15,
                        b,
                        16,
                        child.game.snapshot().us().orElseThrow().body().displayId(),
                        353);
                String real = capture("baby-child.cap");
                // the newborn's lines as the official server sent them to its newborn
                assertTrue(
                        real.contains(wire(first(child, Lineage.class, 0), ids)),
                        wire(first(child, Lineage.class, 0), ids));
                PlayerState newborn = first(child, PlayerUpdate.class, 0).players().stream()
                        .map(PlayerState.class::cast)
                        .filter(s -> s.playerId() == b)
                        .findFirst()
                        .orElseThrow();
                String line = wire(new PlayerUpdate(List.of(newborn)), ids);
                assertTrue(real.contains(line.substring(3, line.length() - 2)), line);
                assertTrue(
                        real.contains(wire(first(child, FoodChange.class, 0), ids)),
                        wire(first(child, FoodChange.class, 0), ids));

                // YOU ARE with nobody in arms names nobody under 5, as in the capture
                mother.await(
                        "a second of life",
                        w -> mother.received.stream()
                                        .filter(x -> x instanceof FoodChange)
                                        .count()
                                >= 3);
                int beforeSay = mother.mark();
                mother.sendRaw(new Say("YOU ARE ADAM"));
                mother.await("the words", w -> w.lastSaidBy(m).isPresent());
                assertTrue(mother.since(beforeSay).stream().noneMatch(x -> x instanceof Names));

                // BABY from a diagonal tile: refused; from beside: she holds the baby, and feeds her
                walkTo(mother, 1, 1);
                int mark = mother.mark();
                mother.sendRaw(new Baby(0, 0, OptionalInt.empty()));
                mother.awaitAnswer(mark, m);
                assertEquals(0, mother.game.snapshot().us().orElseThrow().held().id(), "no baby from a diagonal tile");
                walkTo(mother, 1, 0);
                int fed = child.mark();
                mother.sendRaw(new Baby(0, 0, OptionalInt.of(b)));
                mother.await("the baby in arms", w -> holding(w, -b));
                child.await("fed", w -> w.stats().food() == w.stats().foodCapacity());
                FoodChange feeding = child.since(fed).stream()
                        .filter(x -> x instanceof FoodChange f && f.responsibleId() == m)
                        .map(FoodChange.class::cast)
                        .findFirst()
                        .orElseThrow();
                assertTrue(
                        real.contains(wire(feeding, ids)),
                        "the capture's FX 4 4 0 0 2.81 15 0 0: " + wire(feeding, ids));

                // the baby wriggles in her mother's arms (BW), as in the capture
                int wriggle = mother.mark();
                child.sendRaw(new AtPosition(AtPosition.Kind.JUMP, 0, 0));
                mother.await("BW", w -> mother.since(wriggle).stream()
                        .anyMatch(x ->
                                x instanceof BabyWiggle bw && bw.playerIds().equals(List.of(b))));

                Thread.sleep(1100); // the server's one-second gap between a player's SAYs
                mother.sendRaw(new Say("YOU ARE ADAM"));
                WorldSnapshot named =
                        mother.await("the name", w -> w.kin().name(b).isPresent());
                assertEquals("ADAM", named.kin().name(b).orElseThrow());

                mother.sendRaw(new Drop(2, 0));
                mother.await("the baby put down", w -> holding(w, 0));
                child.await(
                        "on the ground where she was put",
                        w -> w.us().orElseThrow().motion().position().equals(new Position(2, 0)));

                // UBABY: a small child who is not hungry refuses a berry; a hungry one eats it
                walkTo(mother, 2, 1);
                mother.sendRaw(new ohol.tui.onelife.protocol.client.Use(3, 1));
                mother.await("a berry", w -> holding(w, PracticeObjects.GOOSEBERRY));
                int offer = mother.mark();
                mother.sendRaw(new ohol.tui.onelife.protocol.client.UseOnOther(2, 0, -1, OptionalInt.of(b)));
                mother.awaitAnswer(offer, m);
                assertTrue(
                        holding(mother.game.snapshot(), PracticeObjects.GOOSEBERRY),
                        "refused while the baby has more than 2");
                child.await("hungry again", w -> w.stats().food() <= 2);
                mother.sendRaw(new ohol.tui.onelife.protocol.client.UseOnOther(2, 0, -1, OptionalInt.of(b)));
                mother.await("the berry given", w -> holding(w, 0));
                child.await("the berry eaten", w -> w.stats().lastAteId() == PracticeObjects.GOOSEBERRY);
            }
        }
    }

    /** {@code --eves}: a newcomer is an Eve of 14 beside a fertile woman, not her baby. */
    @Test
    void inAWorldOfEvesANewcomerIsAnEveNotABaby() throws Exception {
        try (var server = PracticeServer.start(PracticeConfig.defaults(PASSWORD).withEvesOnly(true));
                var first = new PracticeClient(server, PASSWORD, "first@eves", false)) {
            first.await("the Eve", w -> w.us().isPresent());
            try (var second = new PracticeClient(server, PASSWORD, "second@eves", false)) {
                WorldSnapshot w = second.await("born", s -> s.us().isPresent());
                assertTrue(w.us().get().ageAt(w.nanos()) >= 14, "an Eve of 14, not a baby");
            }
        }
    }

    @Test
    void anUnfedBabyStarvesAGraveIsLeftAndItsLinkIsClosed() throws Exception {
        var config = PracticeConfig.defaults(PASSWORD)
                .withFoodPip(Duration.ofMillis(400))
                .withGoodbye(Duration.ofMillis(500));
        try (var server = PracticeServer.start(config);
                var mother = new PracticeClient(server, PASSWORD, "m@starve", false)) {
            int m = mother.await("the Eve", w -> w.us().isPresent()).ourId().getAsInt();
            try (var child = new PracticeClient(server, PASSWORD, "c@starve", false)) {
                int b = child.await("born", w -> w.us().isPresent()).ourId().getAsInt();
                child.await("the link closed after the death", w -> child.closed);
                List<ServerMessage> end = child.received.subList(child.received.size() - 4, child.received.size());
                // GV, MX (the Fresh Grave), the PU line with X X and the reason, FM: as in starve.cap
                assertEquals(
                        List.of("GV", "MX", "PU", "FM"),
                        end.stream().map(ServerMessage::tag).toList());
                Grave grave = (Grave) end.get(0);
                assertEquals(b, grave.playerId());
                MapChange.Change tile = ((MapChange) end.get(1)).changes().get(0);
                assertEquals(PracticeObjects.FRESH_GRAVE, tile.object().id());
                assertEquals(-b, tile.playerId());
                PlayerRemoved gone =
                        (PlayerRemoved) ((PlayerUpdate) end.get(2)).players().get(0);
                assertEquals(RemovalReason.Kind.HUNGER, gone.reason().kind());
                String real = capture("starve.cap");
                assertTrue(real.contains("GV\n0 0 19\n#MX\n0 0 0 87 -19\n"), "the capture has the same shape");
                assertTrue(real.contains(" X X 0.64 60.00 2.81 0;0;0;0;0;0 0 0 -1 0 0 reason_hunger\n"));
                mother.await("the mother sees the death", w -> !w.people().containsKey(b));
                assertThrows(
                        LoginException.class,
                        () -> new PracticeClient(server, PASSWORD, "c@starve", true),
                        "a dead life cannot be logged back into");
            }
        }
    }

    @Test
    void anEveNamesHerFamilyAndDiesOfOldAgeOnTheYearClock() throws Exception {
        var config = PracticeConfig.defaults(PASSWORD)
                .withYear(Duration.ofMillis(150))
                .withGoodbye(Duration.ofMillis(300));
        try (var server = PracticeServer.start(config);
                var eve = new PracticeClient(server, PASSWORD, "old@x", false)) {
            int e = eve.await("the Eve", w -> w.us().isPresent()).ourId().getAsInt();
            Thread.sleep(1100); // the server's one-second gap after birth
            eve.sendRaw(new Say("I AM HUNKA"));
            WorldSnapshot s = eve.await(
                    "named",
                    w -> w.us().isPresent() && w.kin().name(w.us().get().id()).isPresent());
            assertEquals("EVE HUNKA", s.kin().name(s.us().orElseThrow().id()).orElseThrow());
            Names nm = eve.received.stream()
                    .filter(x -> x instanceof Names)
                    .map(Names.class::cast)
                    .findFirst()
                    .orElseThrow();
            assertTrue(
                    capture("starve.cap").contains(wire(nm, Map.of(e, 24))),
                    "as the server names an Eve: " + wire(nm, Map.of(e, 24)));
            eve.await("old age", w -> eve.closed);
            PlayerRemoved gone = eve.received.stream()
                    .filter(x -> x instanceof PlayerUpdate)
                    .map(PlayerUpdate.class::cast)
                    .flatMap(pu -> pu.players().stream())
                    .filter(l -> l instanceof PlayerRemoved)
                    .map(PlayerRemoved.class::cast)
                    .findFirst()
                    .orElseThrow();
            assertEquals(RemovalReason.Kind.AGE, gone.reason().kind());
            assertEquals(60.0, gone.age(), 0.01);
        }
    }

    /** The Done answers to what the player asked, in order. */
    private static List<String> done(PracticeClient c) {
        return List.copyOf(c.events).stream()
                .filter(ohol.tui.onelife.session.SessionEvent.Done.class::isInstance)
                .map(e -> ((ohol.tui.onelife.session.SessionEvent.Done) e).change())
                .toList();
    }

    /** The lines heard said by {@code speaker}, as the server wrote them. */
    private static List<String> saysOf(PracticeClient c, int speaker) {
        return c.received.stream()
                .filter(PlayerSays.class::isInstance)
                .flatMap(p -> ((PlayerSays) p).speeches().stream())
                .filter(sp -> sp.playerId() == speaker)
                .map(PlayerSays.Speech::text)
                .toList();
    }

    @Test
    void questionsAreAnsweredForTheAskerAndOnlyABabyMayGiveUpItsLife() throws Exception {
        try (var server = PracticeServer.start(PracticeConfig.defaults(PASSWORD).withGoodbye(Duration.ofMillis(500)));
                var mother = new PracticeClient(server, PASSWORD, "m@ask", false)) {
            int m = mother.await("the Eve", w -> w.us().isPresent()).ourId().getAsInt();
            try (var child = new PracticeClient(server, PASSWORD, "c@ask", false)) {
                int b = child.await("born", w -> w.us().isPresent()).ourId().getAsInt();
                Position her = mother.game.snapshot().ourPosition();
                child.perform("moth");
                child.await("the answer", w -> !done(child).isEmpty());
                // as server.cpp words it: MY MOTHER *mother id *map x y (she has no name yet)
                String pointer = "MY MOTHER *mother " + m + " *map " + her.x() + " " + her.y();
                assertTrue(saysOf(child, b).contains(pointer), saysOf(child, b).toString());
                assertTrue(saysOf(mother, b).isEmpty(), "said to the asker alone: " + saysOf(mother, b));
                mother.perform("moth");
                mother.perform("lead");
                mother.perform("prop");
                mother.await("three answers", w -> done(mother).size() == 3);
                assertEquals(
                        List.of("You have no mother to find", "You have no leader", "You own no property"),
                        done(mother));

                int before = mother.mark();
                mother.sendRaw(new AtPosition(AtPosition.Kind.DIE, 0, 0)); // past the client's own refusal
                Position cradle = child.game.snapshot().ourPosition();
                child.perform("die");
                child.await("the link closed after the death", w -> child.closed);
                PlayerRemoved gone = child.received.stream()
                        .filter(PlayerUpdate.class::isInstance)
                        .flatMap(u -> ((PlayerUpdate) u).players().stream())
                        .filter(PlayerRemoved.class::isInstance)
                        .map(PlayerRemoved.class::cast)
                        .filter(r -> r.playerId() == b)
                        .findFirst()
                        .orElseThrow();
                assertEquals("reason_SID", gone.reason().toWire());
                mother.await("the mother sees the death", w -> !w.people().containsKey(b));
                assertTrue(mother.game.snapshot().us().isPresent(), "an adult's DIE is ignored");
                assertTrue(
                        mother.since(before).stream()
                                .filter(PlayerUpdate.class::isInstance)
                                .flatMap(u -> ((PlayerUpdate) u).players().stream())
                                .noneMatch(l -> l instanceof PlayerRemoved r && r.playerId() == m),
                        "the mother lives on");

                // GO: who lies in the grave, asked from beside it; a grave 65 tiles off disconnects
                Position at = mother.game.snapshot().ourPosition();
                mother.perform("grave " + (cradle.x() - at.x()) + " " + (cradle.y() - at.y()));
                mother.perform("flip -1 0");
                mother.await(
                        "the grave's answer and the turn", w -> done(mother).size() == 5);
                assertEquals("You turn to face left", done(mother).get(4));
                assertTrue(
                        done(mother).get(3).startsWith("Someone who had no name lies "),
                        done(mother).get(3));
                // KILL is answered with the killer's PU, as the reference server answered one sent raw
                int killed = mother.mark();
                mother.sendRaw(new ohol.tui.onelife.protocol.client.Kill(at.x() + 1, at.y(), OptionalInt.empty()));
                mother.awaitAnswer(killed, m);
                mother.sendRaw(new AtPosition(AtPosition.Kind.GRAVE, at.x() + 65, at.y()));
                mother.await("disconnected for sounding so far", w -> mother.closed);
            }
        }
    }

    /**
     * With the game's data a baby's DIE leaves what server.cpp leaves, as seen on the reference
     * server: Baby Bones (1920) in the arms that held it, with its grave where they stand; a
     * Baby Bone Pile (3053) where it lay on the ground.
     */
    @Test
    void aBabyThatGivesUpItsLifeLeavesBonesInArmsOrAPileOnTheGround() throws Exception {
        var data = new ohol.tui.onelife.data.ObjectLoader()
                .load(ohol.tui.onelife.data.DataDirectory.open(Captures.dataDir()), (done, total) -> {});
        var config = PracticeConfig.defaults(PASSWORD).withCatalog(data).withGoodbye(Duration.ofMillis(300));
        try (var server = PracticeServer.start(config);
                var mother = new PracticeClient(server, PASSWORD, "m@bones", false, data)) {
            mother.await("the Eve", w -> w.us().isPresent());
            try (var child = new PracticeClient(server, PASSWORD, "c@bones", false, data)) {
                int b = child.await("born", w -> w.us().isPresent()).ourId().getAsInt();
                Position cradle = child.game.snapshot().ourPosition();
                walkTo(mother, cradle.x() + 1, cradle.y());
                mother.sendRaw(new Baby(cradle.x(), cradle.y(), OptionalInt.of(b)));
                mother.await("the baby in arms", w -> holding(w, -b));
                int mark = mother.mark();
                child.perform("die");
                mother.await("bones in her hands", w -> holding(w, PracticeObjects.BABY_BONES));
                Grave grave = first(mother, Grave.class, mark);
                assertEquals(b, grave.playerId());
                assertEquals(new Position(cradle.x() + 1, cradle.y()), new Position(grave.x(), grave.y()));
            }
            try (var second = new PracticeClient(server, PASSWORD, "c2@bones", false, data)) {
                int b2 = second.await("born", w -> w.us().isPresent()).ourId().getAsInt();
                Position lies = second.game.snapshot().ourPosition();
                second.perform("die");
                mother.await("a pile of baby bones where the baby lay", w -> w.cell(lies.x(), lies.y())
                        .map(c -> c.object().id() == PracticeObjects.BABY_BONE_PILE)
                        .orElse(false));
                assertTrue(mother.game.snapshot().people().get(b2) == null, "the baby is gone");
            }
        }
    }
}
