package ohol.tui.onelife.world;

import ohol.tui.onelife.protocol.GameObject;

/**
 * The cells that hold an object with nothing inside, shared: a map chunk is hundreds of cells of a
 * few kinds (the captures' 9,368 cells are 388 kinds), so each kind is made once and the blocks
 * hold the same record. Cells never change, so sharing them is safe. A table of fixed size,
 * written over where two kinds meet, so it cannot grow.
 */
final class PlainCells {
    private static final int SIZE = 1024;
    private final Cell[] cells = new Cell[SIZE];

    /** The cell of that biome and floor with object {@code id} holding nothing. */
    Cell get(int biome, int floor, int id) {
        int slot = ((biome * 31 + floor) * 0x9E3779B9 + id * 0x85EBCA6B) >>> 22;
        Cell c = cells[slot];
        if (c == null || c.biome() != biome || c.floor() != floor || c.object().id() != id) {
            c = new Cell(biome, floor, GameObject.of(id));
            cells[slot] = c;
        }
        return c;
    }
}
