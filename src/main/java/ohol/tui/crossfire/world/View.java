package ohol.tui.crossfire.world;

import java.util.List;
import ohol.tui.crossfire.protocol.Item;

/**
 * What the player knows at one moment, immutable: the cells in view ({@code width} by
 * {@code height}, the player in the middle), the items on the player's cell, the inventory,
 * the stats, who the player is, the spells and skills known, and the last magic map.
 */
public record View(
        int width,
        int height,
        List<List<Cell>> rows,
        List<Item> ground,
        List<Item> inventory,
        StatSheet stats,
        String playerName,
        long playerTag,
        int mapNumber,
        List<ohol.tui.crossfire.protocol.Spell> spells,
        List<Skill> skills,
        java.util.Optional<ohol.tui.crossfire.protocol.ServerMessage.MagicMap> magicMap) {
    public View {
        skills = List.copyOf(skills);
        rows = List.copyOf(rows);
        spells = List.copyOf(spells);
        ground = List.copyOf(ground);
        inventory = List.copyOf(inventory);
    }

    public Cell cell(int x, int y) {
        if (y < 0 || y >= rows.size() || x < 0 || x >= rows.get(y).size()) {
            return Cell.EMPTY;
        }
        return rows.get(y).get(x);
    }
}
