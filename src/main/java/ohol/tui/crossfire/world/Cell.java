package ohol.tui.crossfire.world;

import java.util.List;

/**
 * One cell of the view: the names of its faces from the floor (layer 0) up to flying things
 * (layer 9), an empty name where a layer is empty; how lit it is; and whether it is out of sight,
 * showing what was last seen there.
 */
public record Cell(List<String> layers, int darkness, boolean remembered) {
    public static final int FLOOR = 0;
    public static final int FIRST_ITEM = 3;
    public static final int FIRST_LIVING = 6;
    public static final int FIRST_FLYING = 8;

    public static final Cell EMPTY = new Cell(List.of("", "", "", "", "", "", "", "", "", ""), 255, false);

    public Cell {
        layers = List.copyOf(layers);
    }

    /** A cell in sight. */
    public Cell(List<String> layers, int darkness) {
        this(layers, darkness, false);
    }

    /**
     * Below this light (map2's darkness byte: 255 fully lit, as the GTK client reads it, 0 black) a
     * cell is drawn dimmed, as the graphical clients shade it.
     */
    public static final int DIM_BELOW = 128;

    /** Whether it lies in the dark: the server lights it less than {@link #DIM_BELOW}. */
    public boolean dark() {
        return darkness < DIM_BELOW;
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
