package ohol.tui.onelife.world;

import ohol.tui.onelife.protocol.GameObject;

/** What one known tile holds: its biome, its floor (0 for none), and the object on it with its contents. */
public record Cell(int biome, int floor, GameObject object) {}
