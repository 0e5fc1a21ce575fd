package ohol.tui.crossfire.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a {@code map2} message (the server's {@code draw_client_map2}, JXClient's {@code cmdMap2}):
 * a 16-bit word per cell, x and y in 6 bits each (offset by 15) and 4 bits of kind (0 a cell,
 * 1 a scroll); a cell's entries follow, each a byte of length (3 bits) and type (5 bits), until
 * {@code 0xFF}. Coordinates are 6 bits, so no message can describe more than 64 by 64 cells.
 */
final class Map2Reader {
    static final int COORD_OFFSET = 15;
    static final int MAX_LAYERS = 10;
    private static final int CELL = 0;
    private static final int SCROLL = 1;
    private static final int CLEAR = 0;
    private static final int DARKNESS = 1;
    private static final int LAYER0 = 0x10;
    private static final int ANIMATION_FLAG = 0x8000;
    private static final int ANIMATION_MASK = 0x1FFF;

    private Map2Reader() {}

    static ServerMessage.Map2 read(Cursor in) throws Malformed {
        List<MapUpdate> updates = new ArrayList<>();
        while (in.more()) {
            int coord = in.u16("a map2 coordinate");
            int x = ((coord >> 10) & 0x3F) - COORD_OFFSET;
            int y = ((coord >> 4) & 0x3F) - COORD_OFFSET;
            switch (coord & 0xF) {
                case CELL -> cell(x, y, in, updates);
                case SCROLL -> updates.add(new MapUpdate.Scroll(x, y));
                default -> throw new Malformed("map2 coordinate of unknown kind " + (coord & 0xF));
            }
        }
        return new ServerMessage.Map2(List.copyOf(updates));
    }

    private static void cell(int x, int y, Cursor in, List<MapUpdate> updates) throws Malformed {
        while (true) {
            int lenType = in.u8("a map2 cell");
            if (lenType == 0xFF) {
                return;
            }
            int len = (lenType >> 5) & 7;
            int type = lenType & 31;
            if (type == CLEAR) {
                if (len != 0) {
                    throw new Malformed("map2 clear with length " + len);
                }
                updates.add(new MapUpdate.Clear(x, y));
            } else if (type == DARKNESS) {
                if (len != 1) {
                    throw new Malformed("map2 darkness with length " + len);
                }
                updates.add(new MapUpdate.Darkness(x, y, in.u8("map2 darkness")));
            } else if (type >= LAYER0 && type < LAYER0 + MAX_LAYERS) {
                if (len < 2 || len > 4) {
                    throw new Malformed("map2 face with length " + len);
                }
                int face = in.u16("a map2 face");
                int layer = type - LAYER0;
                updates.add(
                        (face & ANIMATION_FLAG) == 0
                                ? new MapUpdate.Face(x, y, layer, face)
                                : new MapUpdate.Animation(x, y, layer, face & ANIMATION_MASK));
                for (int extra = len - 2; extra > 0; extra--) {
                    in.u8("map2 smoothing or animation speed"); // nothing a text map shows
                }
            } else {
                // types 2 to 15 (sound, light...) may come from a newer server: their length says how far to skip
                for (int skip = len; skip > 0; skip--) {
                    in.u8("map2 entry of type " + type);
                }
            }
        }
    }
}
