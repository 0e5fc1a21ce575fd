package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Debian's crossfire-server 1.75 played through {@code ohol-tui crossfire --narrate} on a pipe
 * ({@code TERM=dumb}, as a screen reader's line terminal): a new character made by typing the
 * answers to the server's questions (a second roll, a second outlook), steps each way in the
 * Hall of Selection told as taken or refused, the money dropped and picked up again, words said
 * and heard back, the pack and the stats asked for, and a clean quit.
 */
@Timeout(120)
class CrossfireNarratedIT {
    private static final String[] WAYS = {
        "north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"
    };

    private final RealServers.Address server = RealServers.require("crossfire");

    @Test
    void aNewCharacterIsMadeByTypingAndPlaysALifeInSentences() throws Exception {
        String name = CrossfirePlayer.newName();
        List<String> args = List.of(
                "crossfire",
                "--narrate",
                "--host",
                server.host(),
                "--port",
                Integer.toString(server.port()),
                "--name",
                name,
                "--login",
                "query");
        Map<String, String> env = Map.of("OHOL_CROSSFIRE_PASSWORD", CrossfirePlayer.PASSWORD, "TERM", "dumb");
        try (LiveClient p = LiveClient.start(env, args)) {
            p.awaitLine("the greeting", l -> l.equals("Connecting. Type help for the commands."));
            p.awaitLine(
                    "the name, answered by the client",
                    l -> l.startsWith("The server asks: What is your name?") && l.endsWith("The client answers."));
            p.awaitLine(
                    "the question of the stats", l -> l.startsWith("The server asks: ") && l.contains("Roll again"));
            String first = p.awaitLine("the stats rolled", l -> l.startsWith("Your new character's stats: "));
            p.send("y");
            p.awaitLine("the question again, in no words", l -> l.equals("The server asks again."));
            String second = p.awaitLine("the stats rolled again", l -> l.startsWith("Your new character's stats: "));
            assertTrue(
                    second.matches("Your new character's stats: Strength [0-9]+, Dexterity [0-9]+, Constitution"
                            + " [0-9]+, Intelligence [0-9]+, Wisdom [0-9]+, Power [0-9]+, Charisma [0-9]+\\."),
                    first + "\n" + second);
            // a swap, typed as two numbers: the server swaps the two (it takes them one at a time)
            int[] rolled = stats(second);
            int other = 1;
            while (other < 6 && rolled[other] == rolled[0]) {
                other++;
            }
            int a = rolled[0];
            int b = rolled[other];
            int with = other;
            p.send("1 " + (with + 1));
            String swapped = p.awaitLine(
                    "the stats swapped",
                    l -> l.startsWith("Your new character's stats: ") && stats(l)[0] == b && stats(l)[with] == a);
            assertTrue(a != b || swapped.equals(second), swapped);
            p.send("n");
            p.awaitLine("the outlook's question", l -> l.startsWith("The server asks: Now choose a character."));
            p.awaitLine("what to type", l -> l.equals("Type d to take this outlook, or n to hear the next."));
            p.send("n");
            p.awaitLine("the next outlook", l -> l.equals("Type d to take this outlook, or n to hear the next."));
            p.send("d");
            p.awaitLine("the life begun", l -> l.startsWith("You are in the world as " + name + "."));
            p.awaitLine("what is near, unasked", l -> l.startsWith("Near you: "));

            List<String> steps = new ArrayList<>();
            for (String way : WAYS) {
                p.send(way);
                steps.add(p.awaitLine(
                        "the step " + way,
                        l -> l.equals("You walk " + way + ".")
                                || l.equals("You cannot walk " + way + ": something is in the way.")));
            }
            assertTrue(steps.stream().anyMatch(s -> s.startsWith("You walk ")), steps.toString());

            p.send("say hello from the narration");
            p.awaitLine("the words heard back", l -> l.equals("You say: hello from the narration"));

            p.send("pack");
            String pack = p.awaitLine("the pack", l -> l.startsWith("You carry: "));
            assertTrue(pack.contains("coins"), pack);
            p.send("drop coin");
            p.awaitLine("the drop done", l -> l.equals("Done: drop coin."));
            p.awaitLine("the coins on the ground", l -> l.startsWith("Here: ") && l.contains("coins"));
            p.send("pickup coin");
            p.awaitLine("the server's words", l -> l.startsWith("You pick up the ") && l.contains("coins"));
            p.awaitLine("the pick-up done", l -> l.equals("Done: pickup coin."));
            p.send("pack");
            String again = p.awaitLine("the pack again", l -> l.startsWith("You carry: "));
            java.util.regex.Matcher coins =
                    java.util.regex.Pattern.compile("[0-9]+ [a-z]+ coins").matcher(pack);
            assertTrue(coins.find(), pack);
            assertTrue(again.contains(coins.group()), pack + " then " + again);
            p.send("drop nothingsuch");
            p.awaitLine("why not", l -> l.equals("Cannot drop nothingsuch: you carry no nothingsuch."));

            // the server's answer to what we did is said at once, however much was said this minute
            for (int i = 0; i < 3; i++) {
                p.send("examine coin");
                p.awaitLine("the examination " + i, l -> l.startsWith("You reckon they are worth "));
            }
            p.send("help keys"); // with a topic, the server's help
            p.awaitLine("the server's help", l -> l.equals("Help about 'keys'"));
            p.send("stats");
            String stats = p.awaitLine("the stats", l -> l.startsWith("HP "));
            assertTrue(stats.contains("level 1"), stats);
            p.send("quit");
            p.awaitLine("the end", l -> l.equals("The connection is closed."));
            assertEquals(0, p.finish(), p.out() + p.err());
            String all = p.out();
            assertFalse(all.contains(CrossfirePlayer.PASSWORD), "the password is never said");
            assertTrue(all.chars().noneMatch(c -> c == 0x1b), "no escape sequence on a line terminal");
        }
    }

    /** The seven numbers of a stats sentence, in its order. */
    private static int[] stats(String sentence) {
        return java.util.regex.Pattern.compile("[0-9]+")
                .matcher(sentence)
                .results()
                .mapToInt(r -> Integer.parseInt(r.group()))
                .toArray();
    }
}
