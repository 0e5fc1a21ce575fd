package ohol.tui.crossfire.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ohol.tui.core.json.JsonLines;
import ohol.tui.crossfire.session.ActionSyntax;
import ohol.tui.crossfire.session.CrossfireEvent;
import ohol.tui.crossfire.session.PlayerAction;
import org.junit.jupiter.api.Test;

/** An action not done is {@code refused}, saying who refused it, as One Hour One Life's are. */
class EventJsonTest {
    private static final PlayerAction PICKUP =
            ActionSyntax.parseLine("pickup sword").get(0);

    private static String line(CrossfireEvent e) {
        return e.accept(new EventJson(new JsonLines()));
    }

    @Test
    void anActionTheClientRefusedUnsentIsRefusedByTheClient() {
        assertEquals(
                "{\"type\":\"event\",\"event\":\"refused\",\"by\":\"client\",\"was\":\"failed\","
                        + "\"action\":\"pickup sword\",\"reason\":\"no sword here to pick up\"}",
                line(new CrossfireEvent.Failed(PICKUP, "no sword here to pick up", false)));
    }

    @Test
    void anActionSentAndNotDoneIsRefusedByTheServer() {
        assertEquals(
                "{\"type\":\"event\",\"event\":\"refused\",\"by\":\"server\",\"was\":\"failed\","
                        + "\"action\":\"pickup sword\",\"reason\":\"no answer from the server\"}",
                line(new CrossfireEvent.Failed(PICKUP, "no answer from the server", true)));
    }

    @Test
    void anItemSaysWhatItsFlagsSayAndItsWeight() {
        var arrows =
                new ohol.tui.crossfire.protocol.Item(102, 0x2 | 0x800 | 0x8000, 10, 1, "arrow", "arrows", 0, 0, 20, 1);
        var altar = new ohol.tui.crossfire.protocol.Item(201, 0x4000, 0xFFFF_FFFFL, 1, "altar", "altars", 0, 0, 1, 1);
        assertEquals(
                "{\"type\":\"event\",\"event\":\"items\",\"where\":\"inventory\",\"items\":["
                        + "{\"tag\":102,\"name\":\"20 arrows\",\"count\":20,\"applied\":true,"
                        + "\"marks\":[\"wielded\",\"cursed\",\"locked\"],\"weight\":200,"
                        + "\"canPickUp\":true,\"can_pick_up\":true},"
                        + "{\"tag\":201,\"name\":\"altar\",\"count\":1,\"applied\":false,\"marks\":[],"
                        + "\"canPickUp\":false,\"can_pick_up\":false}]}",
                line(new CrossfireEvent.ItemsChanged("inventory", java.util.List.of(arrows, altar))));
    }

    @Test
    void theSpellsAreListedWithTheirTagsAndCosts() {
        var bullet = new ohol.tui.crossfire.protocol.Spell(2003, 5, 5, 7, 0, 8, 0, 0, 0, "magic bullet", "It hits.");
        assertEquals(
                "{\"type\":\"event\",\"event\":\"spells\",\"spells\":[{\"tag\":2003,\"name\":\"magic bullet\","
                        + "\"level\":5,\"mana\":7,\"grace\":0,\"damage\":8}]}",
                line(new CrossfireEvent.SpellsChanged(java.util.List.of(bullet))));
    }

    @Test
    void theSkillsAreListedWithTheirCodesLevelsAndExperience() {
        assertEquals(
                "{\"type\":\"event\",\"event\":\"skills\",\"skills\":[{\"code\":173,\"name\":\"smithery\","
                        + "\"level\":1,\"experience\":0}]}",
                line(new CrossfireEvent.SkillsChanged(
                        java.util.List.of(new ohol.tui.crossfire.world.Skill(173, "smithery", 1, 0)))));
    }

    @Test
    void aMagicMapIsItsSizeThePlayersCellAndARowAndColoursEachRow() throws Exception {
        var room =
                (ohol.tui.crossfire.protocol.ServerMessage.MagicMap) ohol.tui.crossfire.protocol.ServerMessages.parse(
                        ohol.tui.crossfire.protocol.MagicMapMessageTest.room());
        assertEquals(
                "{\"type\":\"event\",\"event\":\"magicmap\",\"width\":4,\"height\":3,\"x\":1,\"y\":1,"
                        + "\"rows\":[\"### \",\"#@.#\",\"####\"],\"colours\":[\"9990\",\"9229\",\"9999\"]}",
                line(new CrossfireEvent.MagicMapped(room)));
    }
}
