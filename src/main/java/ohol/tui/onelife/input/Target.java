package ohol.tui.onelife.input;

/** Where an action is aimed: a tile relative to the player, or the tile under the cursor. */
public sealed interface Target {
    /** {@code dx dy} tiles from the player (x grows east, y grows north, as on the server). */
    record Offset(int dx, int dy) implements Target {
        public static final Offset HERE = new Offset(0, 0);
    }

    /** The tile picked with the cursor (in the screen); written {@code @} in the action language. */
    record Cursor() implements Target {}
}
