package ohol.tui.world;

import ohol.tui.protocol.GameObject;

/** What one known tile holds: its biome, its floor (0 for none), and the object on it with its contents. */
public record Cell(int biome, int floor, GameObject object) {
    public static final Cell EMPTY_GRASS = new Cell(0, 0, GameObject.NOTHING);

    public Cell withObject(GameObject newObject) {
        return new Cell(biome, floor, newObject);
    }

    public Cell withFloor(int newFloor) {
        return new Cell(biome, newFloor, object);
    }
}
