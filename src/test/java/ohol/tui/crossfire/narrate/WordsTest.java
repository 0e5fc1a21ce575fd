package ohol.tui.crossfire.narrate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import ohol.tui.core.narrate.Said;
import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.protocol.MessageType;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.protocol.Stat;
import ohol.tui.crossfire.session.CrossfireEvent;
import ohol.tui.crossfire.world.StatSheet;
import ohol.tui.crossfire.world.View;
import org.junit.jupiter.api.Test;

/** What the session's events are said as, and how urgently. */
class WordsTest {
    private static final View EMPTY = new View(
            1, 1, List.of(), List.of(), List.of(), StatSheet.EMPTY, "", 0, 0, List.of(), List.of(), Optional.empty());

    private static Words playing() {
        Words w = new Words(() -> EMPTY, Optional::empty);
        w.onPlaying(new CrossfireEvent.Playing("Tester"));
        return w;
    }

    private static StatSheet hp(long hp, long food) {
        return new StatSheet(Map.of(Stat.HP, hp, Stat.MAX_HP, 44L, Stat.FOOD, food, Stat.LEVEL, 1L), Map.of());
    }

    @Test
    void theServersWordsAreSaidAtOnceAndAFightsBlowsInTheirTurn() {
        Words w = playing();
        assertEquals(
                List.of(Said.told("That is: pentagram")),
                w.onMessage(new CrossfireEvent.Message(0, 10, 14, List.of("That is: pentagram"))));
        assertEquals(
                List.of(Said.speech("Bob says: hi")),
                w.onMessage(new CrossfireEvent.Message(0, MessageType.COMMUNICATION, 1, List.of("Bob says: hi"))));
        assertEquals(
                Said.Kind.ROUTINE,
                w.onMessage(new CrossfireEvent.Message(0, MessageType.ATTACK, 1, List.of("You hit the rat.")))
                        .get(0)
                        .kind());
    }

    @Test
    void theHpIsToldWhenItFallsAndWhenItIsFullAgainAndHungerOnce() {
        Words w = playing();
        assertEquals(List.of(), w.onStatsChanged(new CrossfireEvent.StatsChanged(hp(44, 999))));
        assertEquals(
                List.of(Said.concerning("HP 30 of 44.")),
                w.onStatsChanged(new CrossfireEvent.StatsChanged(hp(30, 999))));
        assertEquals(List.of(), w.onStatsChanged(new CrossfireEvent.StatsChanged(hp(31, 999))));
        assertEquals(
                List.of(Said.routine("HP full again: 44.")),
                w.onStatsChanged(new CrossfireEvent.StatsChanged(hp(44, 999))));
        assertEquals(
                1,
                w.onStatsChanged(new CrossfireEvent.StatsChanged(hp(44, 150))).size());
        assertEquals(List.of(), w.onStatsChanged(new CrossfireEvent.StatsChanged(hp(44, 149))));
    }

    @Test
    void theGroundIsToldWhenWhatLiesThereChanges() {
        Words w = playing();
        Item coins = new Item(7, 0, 10, 1, "gold coin", "gold coins", 0, 0, 48, 36);
        assertEquals(
                List.of(Said.routine("Here: 48 gold coins.")),
                w.onItemsChanged(new CrossfireEvent.ItemsChanged("ground", List.of(coins))));
        assertEquals(List.of(), w.onItemsChanged(new CrossfireEvent.ItemsChanged("ground", List.of(coins))));
        assertEquals(List.of(), w.onItemsChanged(new CrossfireEvent.ItemsChanged("ground", List.of())));
        assertEquals(
                1,
                w.onItemsChanged(new CrossfireEvent.ItemsChanged("ground", List.of(coins)))
                        .size());
    }

    @Test
    void aHugePackIsNamedInPart() {
        List<Item> many = new java.util.ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            many.add(new Item(i, 0, 1, 1, "pebble", "pebbles", 0, 0, 1, 1));
        }
        String said = Words.pack(many);
        assertEquals(Words.MOST_ITEMS, said.split("pebble", -1).length - 1, said);
        org.junit.jupiter.api.Assertions.assertTrue(said.endsWith("; and 960 more."), said);
    }

    /** A magic map is said as its size and the nearest wall each way from you. */
    @Test
    void aMagicMapIsSaidAsTheWallsAroundYou() {
        int w = 7;
        int h = 5;
        byte[] cells = new byte[w * h];
        for (int x = 0; x < w; x++) {
            cells[x] = (byte) ServerMessage.MagicMap.WALL; // the top row
        }
        cells[2 * w + 6] = (byte) ServerMessage.MagicMap.WALL; // east of us, at 3
        List<Said> said =
                playing().onMagicMapped(new CrossfireEvent.MagicMapped(new ServerMessage.MagicMap(w, h, 3, 2, cells)));
        assertEquals(
                List.of(Said.told("A magic map, 7 by 5 cells, is shown; the nearest walls: north 2, east 3.")), said);
    }
}
