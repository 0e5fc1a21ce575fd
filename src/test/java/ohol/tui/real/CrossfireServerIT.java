package ohol.tui.real;

import static ohol.tui.real.CrossfirePlayer.at;
import static ohol.tui.real.CrossfirePlayer.count;
import static ohol.tui.real.CrossfirePlayer.plainName;
import static ohol.tui.real.CrossfirePlayer.tag;
import static ohol.tui.real.CrossfirePlayer.walkable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Debian's crossfire-server 1.75, played as a player would through {@code ohol-tui crossfire
 * --headless}: each test a new character (created on its first login). The query login's
 * ({@code --login query}) new characters stay in the Hall of Selection (the Debian maps lack the
 * race start maps); the account login's start in the Nexus, the server's default map. The
 * Hall's layout: a 3 by 3 room with the pentagram where characters appear, walls round it, a
 * corridor going south whose first cell is a button that makes a food ration on the cell below it.
 *
 * <p>What is checked is what the server did, as the client prints it: the map it draws and
 * scrolls ({@code map2}), the items it puts on our cell and in our pack ({@code item2},
 * {@code upditem}, {@code delitem}) and its messages; not only the client's {@code done}.
 */
@Timeout(90)
class CrossfireServerIT {
    private final RealServers.Address server = RealServers.require("crossfire");

    /**
     * The client answers the new-character questions itself (the password twice: the server did
     * not know the name), the server puts the character in the world, gives it money, lists it
     * in {@code who} and echoes what it says.
     */
    @Test
    void aNewCharacterIsCreatedAndPlays() throws Exception {
        try (CrossfirePlayer p = CrossfirePlayer.start(server)) {
            JsonObject playing = p.awaitPlaying();
            assertEquals(p.name, LiveClient.string(playing, "name"));
            List<String> asked = p.since(0).stream()
                    .filter(j -> LiveClient.isEvent(j, "asked"))
                    .peek(j -> assertTrue(j.get("answered").getAsBoolean(), "answered by the client: " + j))
                    .map(j -> LiveClient.string(j, "text"))
                    .toList();
            assertTrue(asked.size() >= 5, "name, password, password again, stats, outlook: " + asked);
            assertTrue(asked.get(0).contains("name"), asked.toString());
            assertTrue(
                    asked.stream().anyMatch(q -> q.contains("password again")),
                    "the server asks the password again of a new character only: " + asked);
            p.message(0, "'" + p.name + " entered the game.'", t -> t.equals(p.name + " entered the game."));
            JsonObject stats = p.await(0, "stats", j -> LiveClient.isEvent(j, "stats"), CrossfirePlayer.ANSWER);
            assertTrue(LiveClient.string(stats, "title").contains(p.name), stats.toString());
            assertTrue(stats.get("hp").getAsInt() > 0, stats.toString());
            p.awaitItems(0, "inventory", "the starting money", inv -> inv.stream()
                    .anyMatch(i -> plainName(i).contains("coin")));
            List<String> map = p.settledMap();
            assertEquals('@', at(map, map.get(0).length() / 2, map.size() / 2), "us in the middle: " + map);

            int mark = p.mark();
            p.done("who");
            p.message(
                    mark,
                    "from who naming " + p.name,
                    t -> t.startsWith(p.name + " ") && t.contains("HallOfSelection"));
            mark = p.mark();
            p.done("say ready to play");
            p.message(mark, "'You say: ready to play'", t -> t.equals("You say: ready to play"));
            p.quit();
        }
    }

    /**
     * From the middle of the room (all eight cells round it floor), a step each way and back: for
     * every one the server scrolls the map by exactly that step. (The server says nothing when a
     * step is refused: a wall just leaves the map where it was.)
     */
    @Test
    void aStepEachWayScrollsTheServersMap() throws Exception {
        try (CrossfirePlayer p = CrossfirePlayer.join(server)) {
            List<String> map = p.walkTo(
                    "a cell with floor all round",
                    (m, c) -> {
                        for (int dy = -1; dy <= 1; dy++) {
                            for (int dx = -1; dx <= 1; dx++) {
                                if (!walkable(m, c[0] + dx, c[1] + dy)) {
                                    return false;
                                }
                            }
                        }
                        return true;
                    },
                    () -> false,
                    4);
            String[] back = {"south", "southwest", "west", "northwest", "north", "northeast", "east", "southeast"};
            int i = 0;
            for (String way : CrossfirePlayer.STEPS.keySet()) {
                map = p.step(map, way);
                map = p.step(map, back[i++]);
            }
            p.quit();
        }
    }

    /** The client's {@code drop NAME} and {@code pickup NAME} with the name the server gave the starting money. */
    @Test
    void anItemIsDroppedAndPickedUpByItsExactName() throws Exception {
        try (CrossfirePlayer p = CrossfirePlayer.join(server)) {
            List<JsonObject> pack = p.awaitItems(0, "inventory", "the starting money", inv -> !inv.isEmpty());
            JsonObject money = pack.get(0);
            String name = plainName(money);
            long count = count(money);
            long tag = tag(money);

            int mark = p.mark();
            p.done("drop " + name);
            p.awaitItems(mark, "inventory", "no " + name, inv -> inv.stream().noneMatch(i -> tag(i) == tag));
            p.awaitItems(mark, "ground", count + " " + name, g -> g.stream()
                    .anyMatch(i -> plainName(i).equals(name) && count(i) >= count));

            mark = p.mark();
            p.done("pickup " + name);
            p.message(mark, "'You pick up the " + name + ".'", t -> t.equals("You pick up the " + name + "."));
            p.awaitItems(mark, "inventory", count + " " + name, inv -> inv.stream()
                    .anyMatch(i -> plainName(i).equals(name) && count(i) >= count));
            p.awaitItems(mark, "ground", "no " + name, g -> g.stream()
                    .noneMatch(i -> plainName(i).equals(name)));
            p.quit();
        }
    }

    /**
     * The server's {@code drop all} ("all: matches any item", its help says) drops everything
     * not locked. The character carries its money (unlocked with the server's {@code lock}, as a
     * new character's money comes locked) and the food ration from the corridor, renamed with
     * the server's {@code rename} to a name holding "all": the line {@code drop all} must leave
     * the pack empty and both on the ground, not drop the one item whose name holds "all".
     */
    @Test
    void dropAllIsTheServersDropAll() throws Exception {
        try (CrossfirePlayer p = CrossfirePlayer.join(server)) {
            walkToFood(p);
            p.done("pickup food ration");
            String ball = "ball " + p.name;
            int mark = p.mark();
            p.done("rename <food ration> to <" + ball + ">");
            p.message(mark, "naming the food " + ball, t -> t.endsWith("will now be called " + ball + "."));
            mark = p.mark();
            p.done("lock coins");
            // one coin or several: a new character's purse varies ("Unlocked platinum coin.")
            p.message(mark, "unlocking the coins", t -> t.startsWith("Unlocked") && t.contains("coin"));
            List<JsonObject> pack = p.items("inventory");
            assertEquals(2, pack.size(), "the money and the food: " + pack);
            String money = plainName(pack.stream()
                    .filter(i -> plainName(i).contains("coin"))
                    .findFirst()
                    .orElseThrow());

            mark = p.mark();
            JsonObject answer = p.act("drop all");
            boolean emptied = CrossfirePlayer.within(
                    Duration.ofSeconds(5), () -> p.items("inventory").isEmpty());
            assertTrue(
                    emptied,
                    "after 'drop all' the pack still holds " + p.items("inventory") + "; the answer: " + answer
                            + "\nthe client printed:\n" + p.printedSince(mark));
            List<JsonObject> ground = p.items("ground");
            assertTrue(ground.stream().anyMatch(i -> plainName(i).equals(ball)), "the food on the ground: " + ground);
            assertTrue(ground.stream().anyMatch(i -> plainName(i).equals(money)), "the money on the ground: " + ground);
            p.quit();
        }
    }

    /**
     * The server's {@code pickup} sets how things are picked up when one steps on them; without
     * a mode it goes to the next and says so ("Mode: Pick up one item." for a new character).
     */
    @Test
    void pickupIsTheServersPickup() throws Exception {
        try (CrossfirePlayer p = CrossfirePlayer.join(server)) {
            p.settledMap();
            int mark = p.mark();
            JsonObject answer = p.act("pickup");
            assertEquals(
                    "done",
                    LiveClient.string(answer, "event"),
                    "'pickup' did not reach the server: " + answer + "\nthe client printed:\n" + p.printedSince(mark));
            p.message(mark, "from the server's pickup ('Mode: ...')", t -> t.startsWith("Mode:"));
            p.quit();
        }
    }

    /**
     * {@code examine} and {@code apply} the food ration the corridor's button makes: the server
     * describes it, then it is eaten ("tasted") and the pile on the ground is one less.
     */
    @Test
    void anItemIsExaminedAndApplied() throws Exception {
        try (CrossfirePlayer p = CrossfirePlayer.join(server)) {
            walkToFood(p);
            JsonObject food = food(p.items("ground"));
            long count = count(food);

            int mark = p.mark();
            JsonObject examined = p.done("examine food ration");
            JsonObject said = p.message(
                    mark, "describing the food ration", t -> Pattern.compile("^(That is|Those are):? .*food ration")
                            .matcher(t)
                            .find());
            assertEquals(LiveClient.string(said, "text"), LiveClient.string(examined, "answer"));

            mark = p.mark();
            JsonObject applied = p.done("apply food ration");
            said = p.message(mark, "on eating the food ration", t -> t.contains("food ration tasted"));
            assertEquals(LiveClient.string(said, "text"), LiveClient.string(applied, "answer"));
            p.awaitItems(
                    mark,
                    "ground",
                    (count - 1) + " food rations",
                    g -> g.stream()
                                    .filter(i -> plainName(i).startsWith("food ration"))
                                    .mapToLong(CrossfirePlayer::count)
                                    .sum()
                            == count - 1);
            p.quit();
        }
    }

    /**
     * Items named by the server's tag, as the screen's item cursor sends them ({@code VERB #TAG}):
     * the new character's money unlocked and locked again with the binary {@code lock} (the flags
     * the server sends back say so), marked, and a food ration examined and eaten by its tag.
     */
    @Test
    void itemsAreActedOnByTheirTags() throws Exception {
        try (CrossfirePlayer p = CrossfirePlayer.join(server)) {
            p.awaitItems(0, "inventory", "the starting money", inv -> inv.stream()
                    .anyMatch(i -> plainName(i).contains("coin")));
            JsonObject money = p.items("inventory").stream()
                    .filter(i -> plainName(i).contains("coin"))
                    .findFirst()
                    .orElseThrow();
            boolean locked = marks(money).contains("locked");
            for (boolean lock : new boolean[] {!locked, locked}) {
                long coins = tag(p.items("inventory").stream()
                        .filter(i -> plainName(i).contains("coin"))
                        .findFirst()
                        .orElseThrow());
                int mark = p.mark();
                p.done((lock ? "lock #" : "unlock #") + coins);
                p.awaitItems(mark, "inventory", "the money " + (lock ? "locked" : "unlocked"), inv -> inv.stream()
                        .anyMatch(i -> plainName(i).contains("coin") && marks(i).contains("locked") == lock));
            }
            long coins = tag(p.items("inventory").get(0));
            JsonObject marked = p.done("mark #" + coins);
            assertTrue(LiveClient.string(marked, "answer").contains("coin"), marked.toString());

            walkToFood(p);
            JsonObject food = food(p.items("ground"));
            long count = count(food);
            JsonObject examined = p.done("examine #" + tag(food));
            assertTrue(LiveClient.string(examined, "answer").contains("food ration"), examined.toString());
            int mark = p.mark();
            p.done("apply #" + tag(food));
            p.message(mark, "on eating the food ration", t -> t.contains("food ration tasted"));
            p.awaitItems(
                    mark,
                    "ground",
                    (count - 1) + " food rations",
                    g -> g.stream()
                                    .filter(i -> plainName(i).startsWith("food ration"))
                                    .mapToLong(CrossfirePlayer::count)
                                    .sum()
                            == count - 1);
            p.quit();
        }
    }

    private static List<String> marks(JsonObject item) {
        List<String> words = new java.util.ArrayList<>();
        item.getAsJsonArray("marks").forEach(w -> words.add(w.getAsString()));
        return words;
    }

    /**
     * {@code run south} from where a new character appears: with no other command the server
     * walks it out of the room and down the corridor, whose cells tell the primers one after
     * another as they are stepped on (the third some five cells south); then {@code run_stop} is
     * answered. One {@code move south} would have been one cell.
     */
    @Test
    void aRunGoesOnUntilStopped() throws Exception {
        try (CrossfirePlayer p = CrossfirePlayer.join(server)) {
            p.settledMap();
            int mark = p.mark();
            p.done("run south");
            p.message(
                    mark,
                    "'Crossfire Primer #3' from a cell along the corridor",
                    t -> t.startsWith("Crossfire Primer #3"));
            p.done("run_stop");
            p.quit();
        }
    }

    /**
     * {@code fire east} with nothing readied (a new character has no spell, skill or thrown item
     * in its range slot): the server answers both commands ({@code fire 3}, {@code fire_stop})
     * and the character stays where it stood: a fire is not a step, though the room has floor
     * east of it.
     */
    @Test
    void aFireWithNothingReadiedIsNoStep() throws Exception {
        try (CrossfirePlayer p = CrossfirePlayer.join(server)) {
            List<String> before = p.settledMap();
            assertTrue(walkable(before, before.get(0).length() / 2 + 1, before.size() / 2), "floor east: " + before);
            p.done("fire east");
            assertEquals(before, p.settledMap(), "no step east");
            p.quit();
        }
    }

    /** Two characters in the world at once: each hears the other, a {@code say} and a {@code shout}. */
    @Test
    void aSecondPlayerHearsWhatIsSaidAndShouted() throws Exception {
        try (CrossfirePlayer a = CrossfirePlayer.start(server)) {
            // b comes in once a plays: a character that entered first is never told to a later one
            a.awaitPlaying();
            try (CrossfirePlayer b = CrossfirePlayer.start(server)) {
                b.awaitPlaying();
                bothHear(a, b);
            }
        }
    }

    private static void bothHear(CrossfirePlayer a, CrossfirePlayer b) throws Exception {
        a.message(0, "'" + b.name + " entered the game.'", t -> t.equals(b.name + " entered the game."));

        int heard = b.mark();
        a.done("say hello " + b.name);
        b.message(
                heard, "'" + a.name + " says: hello " + b.name + "'", t -> t.equals(a.name + " says: hello " + b.name));

        heard = a.mark();
        b.done("shout hello all from " + b.name);
        a.message(
                heard,
                "'" + b.name + " shouts: hello all from " + b.name + "'",
                t -> t.equals(b.name + " shouts: hello all from " + b.name));
        a.quit();
        b.quit();
    }

    /**
     * Walks to the food ration south of the room: to a {@code %} on the map, or, while none shows,
     * to the corridor's first cell (a floor between two braziers), the button that makes one.
     */
    private static void walkToFood(CrossfirePlayer p) throws Exception {
        p.walkTo(
                "the food ration",
                (m, c) -> m.stream().anyMatch(r -> r.indexOf('%') >= 0)
                        ? at(m, c[0], c[1]) == '%'
                        : at(m, c[0], c[1]) == '.' && at(m, c[0] - 1, c[1]) == '&' && at(m, c[0] + 1, c[1]) == '&',
                () -> p.items("ground").stream().anyMatch(i -> plainName(i).startsWith("food ration")),
                10);
        assertFalse(p.items("ground").isEmpty());
        food(p.items("ground"));
    }

    private static JsonObject food(List<JsonObject> ground) {
        return ground.stream()
                .filter(i -> plainName(i).startsWith("food ration"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no food ration here: " + ground));
    }

    /**
     * The account login ({@code --login account}; 1.75 takes {@code loginmethod 2}): a new account is
     * created and lists no characters, the character is created with the race and class asked
     * for and plays under its own name. A second login to the account finds it (no new account)
     * and lists its characters; as the 1.75 server saves no character without experience, the
     * character is not among them and is created again.
     */
    @Test
    void anAccountIsCreatedThenLoggedIntoAndItsCharacterCreatedAndPlayed() throws Exception {
        String account = "Acct" + CrossfirePlayer.newName().substring(2);
        String name = CrossfirePlayer.newName();
        try (CrossfirePlayer p = CrossfirePlayer.start(
                server,
                name,
                CrossfirePlayer.PASSWORD,
                "--login",
                "account",
                "--account",
                account,
                "--race",
                "human",
                "--class",
                "warrior")) {
            JsonObject listed =
                    p.await(0, "'characters'", j -> LiveClient.isEvent(j, "characters"), CrossfirePlayer.ANSWER);
            assertEquals(0, listed.getAsJsonArray("characters").size(), listed.toString());
            assertEquals(name, LiveClient.string(p.awaitPlaying(), "name"));
            assertTrue(
                    p.since(0).stream().noneMatch(j -> LiveClient.isEvent(j, "asked")),
                    "the account login asks no questions");
            JsonObject stats = p.await(0, "stats", j -> LiveClient.isEvent(j, "stats"), CrossfirePlayer.ANSWER);
            assertTrue(LiveClient.string(stats, "title").contains(name + " the human"), stats.toString());
            p.message(0, "'" + name + " has entered the game.'", t -> t.equals(name + " has entered the game."));
            int mark = p.mark();
            p.done("skills");
            p.message(mark, "the warrior's skills", t -> t.contains("two handed weapons"));
            p.quit();
        }
        try (CrossfirePlayer again = CrossfirePlayer.start(
                server, name, CrossfirePlayer.PASSWORD, "--login", "account", "--account", account)) {
            again.await(0, "'characters'", j -> LiveClient.isEvent(j, "characters"), CrossfirePlayer.ANSWER);
            assertEquals(name, LiveClient.string(again.awaitPlaying(), "name"));
            again.quit();
        }
    }

    /** A wrong password for a known account ends the login with the server's words and status 1. */
    @Test
    void aWrongAccountPasswordEndsTheLoginWithTheServersWords() throws Exception {
        String account = "Acct" + CrossfirePlayer.newName().substring(2);
        try (CrossfirePlayer p = CrossfirePlayer.start(
                server,
                CrossfirePlayer.newName(),
                CrossfirePlayer.PASSWORD,
                "--login",
                "account",
                "--account",
                account)) {
            p.awaitPlaying();
            p.quit();
        }
        try (CrossfirePlayer p = CrossfirePlayer.start(
                server, CrossfirePlayer.newName(), "notthepassword", "--account", account, "--login", "account")) {
            JsonObject failed =
                    p.await(0, "'login_failed'", j -> LiveClient.isEvent(j, "login_failed"), CrossfirePlayer.ANSWER);
            assertEquals("Incorrect password for account", LiveClient.string(failed, "reason"));
            assertEquals(1, p.client.finish(), p.client.err());
        }
    }

    /** A race the server lacks ends the login naming the races it has. */
    @Test
    void aRaceTheServerLacksEndsTheLoginNamingItsRaces() throws Exception {
        try (CrossfirePlayer p = CrossfirePlayer.start(
                server,
                CrossfirePlayer.newName(),
                CrossfirePlayer.PASSWORD,
                "--login",
                "account",
                "--race",
                "hobbit")) {
            JsonObject failed =
                    p.await(0, "'login_failed'", j -> LiveClient.isEvent(j, "login_failed"), CrossfirePlayer.ANSWER);
            String reason = LiveClient.string(failed, "reason");
            assertTrue(reason.contains("hobbit") && reason.contains("human_player"), reason);
            assertEquals(1, p.client.finish(), p.client.err());
        }
    }
}
