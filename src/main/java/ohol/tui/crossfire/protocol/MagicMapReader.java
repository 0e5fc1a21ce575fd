package ohol.tui.crossfire.protocol;

/**
 * Reads {@code magicmap WIDTH HEIGHT PX PY DATA} as the server's {@code draw_magic_map} writes it:
 * four decimal numbers each followed by a space, then one byte a cell, row by row. The sizes are
 * capped and must match the bytes present, as the GTK client's {@code MagicMapCmd} checks.
 */
final class MagicMapReader {
    /** Longest number read: the server's are two or three digits. */
    private static final int MAX_DIGITS = 6;

    private MagicMapReader() {}

    static ServerMessage.MagicMap read(Cursor in) throws Malformed {
        int width = number(in, "magicmap width");
        int height = number(in, "magicmap height");
        int px = number(in, "magicmap player x");
        int py = number(in, "magicmap player y");
        if (width > ServerMessage.MagicMap.MAX_SIDE || height > ServerMessage.MagicMap.MAX_SIDE) {
            throw new Malformed("magicmap of " + width + " by " + height + " cells, more than "
                    + ServerMessage.MagicMap.MAX_SIDE + " a side");
        }
        if (in.remaining() != width * height) {
            throw new Malformed("magicmap of " + width + " by " + height + " cells with " + in.remaining() + " bytes");
        }
        byte[] cells = new byte[width * height];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (byte) in.u8("magicmap cell");
        }
        return new ServerMessage.MagicMap(width, height, px, py, cells);
    }

    /** A decimal number and the space after it. */
    private static int number(Cursor in, String what) throws Malformed {
        int value = 0;
        int digits = 0;
        while (true) {
            int c = in.u8(what);
            if (c == ' ' && digits > 0) {
                return value;
            }
            if (c < '0' || c > '9' || digits == MAX_DIGITS) {
                throw new Malformed(what + " is not a number");
            }
            value = value * 10 + (c - '0');
            digits++;
        }
    }
}
