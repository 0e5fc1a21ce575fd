package ohol.tui.crossfire.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * {@code magicmap} as the server's {@code draw_magic_map} (server/spell_effect.c, 1.7x) writes it:
 * {@code SockList_AddPrintf("magicmap %d %d %d %d ", width, height, MAGIC_MAP_HALF-xmin,
 * MAGIC_MAP_HALF-ymin)}, then {@code SockList_AddChar(map_mark[...] & ~FACE_FLOOR)} for each cell,
 * row by row: {@code FACE_WALL} (0x40) with the face's colour for what blocks the view, the
 * colour alone for a floor, 0 where the spell did not reach.
 */
public class MagicMapMessageTest {
    static final int WALL = 0x40;

    /** The frame the server writes for {@code rows} (each cell a byte) with the player at {@code px}, {@code py}. */
    public static byte[] frame(int width, int height, int px, int py, int... cells) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(
                ("magicmap " + width + " " + height + " " + px + " " + py + " ").getBytes(StandardCharsets.US_ASCII));
        for (int c : cells) {
            out.write(c);
        }
        return out.toByteArray();
    }

    /** A room of 4 by 3: walls (colour 9, grey) round a floor of colour 2, the player at 1,1, a corner unreached. */
    public static byte[] room() {
        return frame(
                4, 3, 1, 1, WALL | 9, WALL | 9, WALL | 9, 0, WALL | 9, 2, 2, WALL | 9, WALL | 9, WALL | 9, WALL | 9,
                WALL | 9);
    }

    @Test
    void aRoomIsReadCellByCellRowByRow() throws Exception {
        ServerMessage.MagicMap m = (ServerMessage.MagicMap) ServerMessages.parse(room());
        assertEquals(4, m.width());
        assertEquals(3, m.height());
        assertEquals(1, m.playerX());
        assertEquals(1, m.playerY());
        assertTrue(m.wall(0, 0));
        assertEquals(9, m.colour(0, 0));
        assertFalse(m.wall(1, 1));
        assertEquals(2, m.colour(2, 1));
        assertEquals(0, m.cell(3, 0), "unreached");
        assertTrue(m.wall(3, 1), "row by row: the fourth byte of the second row");
        assertEquals(0, m.cell(9, 9), "outside the map");
    }

    @Test
    void nothingReachedIsAnEmptyMap() throws Exception {
        // xmin > xmax: the server writes 0 0 and no cells
        ServerMessage.MagicMap m = (ServerMessage.MagicMap) ServerMessages.parse(frame(0, 0, 20, 20));
        assertEquals(0, m.width());
        assertEquals(0, m.cells().length);
    }

    @Test
    void sizesThatTheBytesDoNotBearOutAreRefused() {
        assertThrows(Malformed.class, () -> ServerMessages.parse(frame(4, 3, 1, 1, 1, 2, 3)), "cut short");
        assertThrows(Malformed.class, () -> ServerMessages.parse(frame(1, 1, 0, 0, 1, 2)), "bytes too many");
        assertThrows(
                Malformed.class,
                () -> ServerMessages.parse(frame(100_000, 100_000, 0, 0)),
                "a size past the cap, whatever follows");
        assertThrows(
                Malformed.class,
                () -> ServerMessages.parse("magicmap 4 x 1 1 ".getBytes(StandardCharsets.US_ASCII)),
                "not a number");
        assertThrows(
                Malformed.class,
                () -> ServerMessages.parse("magicmap 4 3".getBytes(StandardCharsets.US_ASCII)),
                "no room for the rest");
    }
}
