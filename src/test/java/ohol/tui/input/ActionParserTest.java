package ohol.tui.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ActionParserTest {
    @Test
    void readsEveryVerbOfTheHeadlessLanguage() {
        assertEquals(new Action.Say("HELLO  THERE"), ActionParser.parse("say HELLO  THERE"));
        assertEquals(new Action.Walk(new Target.Offset(3, -2)), ActionParser.parse("move 3 -2"));
        assertEquals(new Action.Use(new Target.Offset(1, 0)), ActionParser.parse("use 1 0"));
        assertEquals(new Action.Self(-1), ActionParser.parse("self"));
        assertEquals(new Action.Self(0), ActionParser.parse("self 0"));
        assertEquals(new Action.Drop(new Target.Offset(0, 1)), ActionParser.parse("drop 0 1"));
        assertEquals(new Action.Remove(new Target.Offset(1, 1), -1), ActionParser.parse("remv 1 1"));
        assertEquals(new Action.Remove(new Target.Offset(1, 1), 2), ActionParser.parse("remv 1 1 2"));
        assertEquals(new Action.Emote(4), ActionParser.parse("emote 4"));
        assertEquals(new Action.Ping(), ActionParser.parse("ping"));
        assertEquals(new Action.Wait(1.5), ActionParser.parse("wait 1.5"));
        assertEquals(new Action.Quit(), ActionParser.parse("QUIT"));
        assertEquals(new Action.Use(new Target.Cursor()), ActionParser.parse("use @"));
        assertEquals(new Action.GoTo("Gooseberry Bush"), ActionParser.parse("goto Gooseberry Bush"));
        assertEquals(new Action.Scan(12), ActionParser.parse("scan 12"));
        assertEquals(new Action.Ask(Action.Question.MOTH), ActionParser.parse("moth"));
    }

    @Test
    void aLineCanHoldAMacroButSayTakesTheRest() {
        assertEquals(List.of(new Action.Use(new Target.Offset(1, 0)), new Action.Wait(0.5), new Action.Self(-1)),
                ActionParser.parseLine("use 1 0; wait 0.5 ;self"));
        assertEquals(List.of(new Action.Emote(1), new Action.Say("A; B")), ActionParser.parseLine("emote 1; say A; B"));
        assertTrue(ActionParser.parseLine("   ").isEmpty());
        assertTrue(ActionParser.parseLine("# a comment").isEmpty());
    }

    @Test
    void badLinesSayWhatIsWrong() {
        var e = assertThrows(IllegalArgumentException.class, () -> ActionParser.parse("dance"));
        assertTrue(e.getMessage().contains("unknown action"));
        assertThrows(IllegalArgumentException.class, () -> ActionParser.parse("move 1"));
        assertThrows(IllegalArgumentException.class, () -> ActionParser.parse("move 1 x"));
        assertThrows(IllegalArgumentException.class, () -> ActionParser.parse("use 1 0 9"));
        assertThrows(IllegalArgumentException.class, () -> ActionParser.parse("wait -1"));
        assertThrows(IllegalArgumentException.class, () -> ActionParser.parse("emote -3"));
        assertThrows(IllegalArgumentException.class, () -> ActionParser.parse("say"));
    }
}
