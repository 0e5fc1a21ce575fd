package ohol.tui.crossfire.world;

import java.util.List;

/**
 * One cell of the view: the names of its faces from the floor (layer 0) up to flying things
 * (layer 9), an empty name where a layer is empty; and how lit it is.
 */
public record Cell(List<String> layers, int darkness) {
    public static final int FLOOR = 0;
    public static final int FIRST_ITEM = 3;
    public static final int FIRST_LIVING = 6;
    public static final int FIRST_FLYING = 8;

    public static final Cell EMPTY = new Cell(List.of("", "", "", "", "", "", "", "", "", ""), 255);

    public Cell {
        layers = List.copyOf(layers);
    }

    /** The topmost layer that holds something, or -1. */
    public int topLayer() {
        for (int l = layers.size() - 1; l >= 0; l--) {
            if (!layers.get(l).isEmpty()) {
                return l;
            }
        }
        return -1;
    }

    public boolean isEmpty() {
        return topLayer() < 0;
    }
}
