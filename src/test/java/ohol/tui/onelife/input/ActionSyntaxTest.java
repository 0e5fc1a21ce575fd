package ohol.tui.onelife.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ActionSyntaxTest {
    @Test
    void readsEveryVerbOfTheHeadlessLanguage() {
        assertEquals(new BodyAction.Say("HELLO  THERE"), ActionSyntax.parse("say HELLO  THERE"));
        assertEquals(new TileAction.Walk(new Target.Offset(3, -2)), ActionSyntax.parse("move 3 -2"));
        assertEquals(new TileAction.Use(new Target.Offset(1, 0)), ActionSyntax.parse("use 1 0"));
        assertEquals(new BodyAction.Self(-1), ActionSyntax.parse("self"));
        assertEquals(new BodyAction.Self(0), ActionSyntax.parse("self 0"));
        assertEquals(new TileAction.Drop(new Target.Offset(0, 1)), ActionSyntax.parse("drop 0 1"));
        assertEquals(new TileAction.Remove(new Target.Offset(1, 1), -1), ActionSyntax.parse("remv 1 1"));
        assertEquals(new TileAction.Remove(new Target.Offset(1, 1), 2), ActionSyntax.parse("remv 1 1 2"));
        assertEquals(new BodyAction.Emote(4), ActionSyntax.parse("emote 4"));
        assertEquals(new Query.Ping(), ActionSyntax.parse("ping"));
        assertEquals(new ScriptAction.Wait(1.5), ActionSyntax.parse("wait 1.5"));
        assertEquals(new ScriptAction.Quit(), ActionSyntax.parse("QUIT"));
        assertEquals(new TileAction.Use(new Target.Cursor()), ActionSyntax.parse("use @"));
        assertEquals(new Query.GoTo("Gooseberry Bush"), ActionSyntax.parse("goto Gooseberry Bush"));
        assertEquals(new Query.Scan(12), ActionSyntax.parse("scan 12"));
        assertEquals(new BodyAction.Ask(BodyAction.Question.MOTH), ActionSyntax.parse("moth"));
    }

    /** One sample line per verb, with every optional argument given somewhere. */
    private static final List<String> SAMPLES = List.of(
            "move 3 -2",
            "move @",
            "use 1 0",
            "drop 0 1",
            "remv 1 1",
            "remv @ 2",
            "swap -1 0",
            "kill 1 0",
            "baby 0 1",
            "ubaby 0 1",
            "ubaby @ 2",
            "flip 1 0",
            "grave 1 1",
            "statue @",
            "owner 0 -1",
            "say HELLO  THERE",
            "self",
            "self 0",
            "sremv 5",
            "sremv 1 2",
            "jump",
            "die",
            "emote 4",
            "lead",
            "unfol",
            "prop",
            "ordr",
            "moth",
            "look 2 3",
            "look @",
            "scan 12",
            "goto Gooseberry Bush",
            "ping",
            "cursor -1 1",
            "target",
            "chat",
            "help",
            "edgescroll",
            "scroll -5",
            "redraw",
            "cancel",
            "wait 1.5",
            "wait 3",
            "quit",
            "find Wild Gooseberry Bush",
            "hints",
            "recipe Rope",
            "describe",
            "cycle 1",
            "cycle -1",
            "people 1",
            "sidebar",
            "search",
            "search gooseberry",
            "match -1",
            "prompt recipe",
            "legend",
            "go",
            "family",
            "places",
            "mark BERRY PATCH",
            "guide 2",
            "travel",
            "travel birthplace",
            "history",
            "nameplace",
            "recall",
            "reborn");

    @Test
    void everyVerbParsesAndFormatsBackToTheSameText() {
        java.util.Set<String> covered = new java.util.HashSet<>();
        for (String line : SAMPLES) {
            Action action = ActionSyntax.parse(line);
            assertEquals(line, ActionSyntax.format(action), "round trip of " + line);
            assertEquals(action, ActionSyntax.parse(ActionSyntax.format(action)));
            covered.add(ActionSyntax.verbOf(action).name());
        }
        for (ActionSyntax.Verb verb : ActionSyntax.verbs()) {
            assertTrue(covered.contains(verb.name()), "a sample for " + verb.name());
            assertEquals(
                    verb,
                    ActionSyntax.verb(verb.name().toUpperCase(java.util.Locale.ROOT))
                            .orElseThrow());
        }
    }

    @Test
    void aLineCanHoldAMacroAndASemicolonEndsSayToo() {
        assertEquals(
                List.of(
                        new TileAction.Use(new Target.Offset(1, 0)),
                        new ScriptAction.Wait(0.5),
                        new BodyAction.Self(-1)),
                ActionSyntax.parseLine("use 1 0; wait 0.5 ;self"));
        assertEquals(
                List.of(new BodyAction.Emote(1), new BodyAction.Say("A; B"), new BodyAction.Jump()),
                ActionSyntax.parseLine("emote 1; say A\\; B; jump"));
        assertTrue(ActionSyntax.parseLine("   ").isEmpty());
        assertTrue(ActionSyntax.parseLine("# a comment").isEmpty());
    }

    @Test
    void badLinesSayWhatIsWrong() {
        var e = assertThrows(IllegalArgumentException.class, () -> ActionSyntax.parse("dance"));
        assertTrue(e.getMessage().contains("unknown action"));
        assertThrows(IllegalArgumentException.class, () -> ActionSyntax.parse("move 1"));
        assertThrows(IllegalArgumentException.class, () -> ActionSyntax.parse("move 1 x"));
        assertThrows(IllegalArgumentException.class, () -> ActionSyntax.parse("use 1 0 9"));
        assertThrows(IllegalArgumentException.class, () -> ActionSyntax.parse("wait -1"));
        assertThrows(IllegalArgumentException.class, () -> ActionSyntax.parse("emote -3"));
        assertThrows(IllegalArgumentException.class, () -> ActionSyntax.parse("say"));
    }
}
