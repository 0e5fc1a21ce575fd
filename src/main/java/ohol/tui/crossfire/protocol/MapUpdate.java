package ohol.tui.crossfire.protocol;

/** One change of a {@code map2} message; x and y are view coordinates (the player in the middle). */
public sealed interface MapUpdate {
    /** The view moved by (dx, dy): what was at (x+dx, y+dy) is now at (x, y). */
    record Scroll(int dx, int dy) implements MapUpdate {}

    /** The cell is out of sight: forget what was there. */
    record Clear(int x, int y) implements MapUpdate {}

    /** How dark the cell is (0 unlit ... 255 fully lit). */
    record Darkness(int x, int y, int level) implements MapUpdate {}

    /** A face on one of the cell's ten layers (0 the floor ... 9 flying things); face 0 empties it. */
    record Face(int x, int y, int layer, int face) implements MapUpdate {}

    /** An animation on a layer, shown by its first face once the {@code anim} command is known. */
    record Animation(int x, int y, int layer, int animation) implements MapUpdate {}
}
