package ohol.tui.onelife.dialect;

import java.nio.charset.StandardCharsets;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.MalformedLineException;
import ohol.tui.onelife.protocol.server.MapChunk;

/**
 * One line (or map cell) of an old server's message rewritten as today's server would say it,
 * with neutral values where the old one had no field: then today's parsers read it, with all
 * their checks. Throws {@link MalformedLineException} on a line the old server could not have sent.
 */
final class OldLines {
    /** Today's {@code PU} fields the old servers lack, between display id and held object. */
    private static final String NO_FACING_NOR_ACTION = "0 0 0 0";
    /** The longest cell kept whole: a tile's object and what it contains, a few dozen characters. */
    private static final int MAX_CELL = 4096;
    /** Room reserved at first for a chunk's rewritten cells; a real one is a few kilobytes. */
    private static final int MAX_REWRITTEN = 64 * 1024;

    private OldLines() {}

    /** A {@code PU} line read: today's line but for its {@code doneMovingSeq}, and what the tracker needs of it. */
    record PlayerLine(
            String before,
            String after,
            int playerId,
            boolean removed,
            boolean forced,
            int x,
            int y,
            boolean holding,
            double heat) {
        /** Today's line, saying the player's last move numbered {@code done} is over. */
        String line(int done) {
            return before + " " + done + " " + after;
        }
    }

    /**
     * 2016: {@code id display held origin_valid ox oy heat forced x y age age_rate speed
     * hat,tunic,front,back}; 2015 the same without clothing. A departed player has {@code X X} for x y
     * (2015 ends that line with a literal {@code %.2}, its printf's typo, for the speed).
     */
    static PlayerLine player(String old, Dialect dialect) {
        Fields f = new Fields(old);
        int id = f.integer();
        int display = f.integer();
        String held = f.object().toWire();
        boolean originValid = f.flag();
        int originX = f.integer();
        int originY = f.integer();
        double heat = f.decimal();
        // 1 forces us back; the 2016 server leaves the field unset for a newborn (any number)
        boolean forced = f.integer() == 1;
        boolean removed = f.nextIs("X");
        int x = 0;
        int y = 0;
        if (removed) {
            f.text();
            if (!f.nextIs("X")) {
                throw new MalformedLineException("x is X but y is not", old);
            }
            f.text();
        } else {
            x = f.integer();
            y = f.integer();
        }
        double age = f.decimal();
        double ageRate = f.decimal();
        String speed;
        if (removed && dialect == Dialect.Y2015 && f.nextIs("%.2")) {
            f.text();
            speed = "0";
        } else {
            speed = Double.toString(f.decimal());
        }
        String clothing = dialect == Dialect.Y2016 ? clothing(f.text()) : "0;0;0;0;0;0";
        f.end();
        String before = id + " " + display + " " + NO_FACING_NOR_ACTION + " " + held + " " + (originValid ? 1 : 0) + " "
                + originX + " " + originY + " -1 " + heat;
        String after = (forced ? 1 : 0) + " " + (removed ? "X X" : x + " " + y) + " " + age + " "
                + secondsPerYear(ageRate) + " " + speed + " " + clothing + " 0 0 -1 0 0";
        return new PlayerLine(before, after, id, removed, forced, x, y, !held.equals("0"), heat);
    }

    private static boolean isInteger(String s) {
        return s.matches("-?[0-9]{1,9}");
    }

    /**
     * Old servers give years per second, today's seconds per year. Both aged everyone by 1/60 of
     * a year a second ({@code getAgeRate}), printed as {@code 0.02}: today's 60.
     */
    static String secondsPerYear(double yearsPerSecond) {
        if (yearsPerSecond <= 0) {
            return "0";
        }
        return Math.abs(yearsPerSecond - 0.02) < 0.005 ? "60" : Double.toString(1 / yearsPerSecond);
    }

    /** {@code hat,tunic,front,back} as today's {@code hat;tunic;front;back;bottom;backpack}. */
    static String clothing(String old) {
        String[] pieces = old.split(",", -1);
        if (pieces.length != 4) {
            throw new MalformedLineException("clothing needs hat,tunic,front,back", old);
        }
        for (String p : pieces) {
            if (!isInteger(p)) {
                throw new MalformedLineException("clothing piece is not a number", old);
            }
        }
        return String.join(";", pieces) + ";0;0";
    }

    /** {@code MX}: {@code x y new_id p_id} as today's {@code x y floor new_id p_id}, on a bare floor. */
    static String mapChange(String old) {
        Fields f = new Fields(old);
        int x = f.integer();
        int y = f.integer();
        String object = f.object().toWire();
        int player = f.integer();
        f.end();
        return x + " " + y + " 0 " + object + " " + player;
    }

    /** {@code PS} 2016: {@code id text} as today's {@code id/0 text} (no curses then). */
    static String speech(String old) {
        int space = old.indexOf(' ');
        String id = space < 0 ? old : old.substring(0, space);
        if (!isInteger(id)) {
            throw new MalformedLineException("speech has no speaker", old);
        }
        return id + "/0" + (space < 0 ? " " : old.substring(space));
    }

    /** {@code FX} 2016: {@code store capacity speed} as today's eight fields (nothing eaten yet, no yum). */
    static String food(String old) {
        Fields f = new Fields(old);
        int store = f.integer();
        int capacity = f.integer();
        double speed = f.decimal();
        f.end();
        return store + " " + capacity + " 0 0 " + speed + " -1 0 0";
    }

    /**
     * An {@code MC} header read: today's {@code width height x y}, and how many cells the chunk
     * has (the old servers' chunks are squares of 16 and 22).
     */
    record Chunk(String header, int cells) {}

    /**
     * {@code MC} header {@code size x y} as today's {@code width height x y}; a size no server
     * sends (more cells than today's {@link MapChunk#MAX_CELLS}) is refused here, before its cells
     * are rewritten.
     */
    static Chunk chunkHeader(String old) {
        Fields f = new Fields(old);
        int size = f.integer();
        int x = f.integer();
        int y = f.integer();
        f.end();
        if (size < 0 || (long) size * size > MapChunk.MAX_CELLS) {
            throw new MalformedLineException(
                    "a chunk of " + size + "x" + size + " cells is not one the server sends", old);
        }
        return new Chunk(size + " " + size + " " + x + " " + y, size * size);
    }

    /**
     * The inflated cells: 2016 {@code biome:id[,c...]}, 2015 {@code id[,c...]}, as today's {@code
     * biome:floor:id[,c...]}; more cells than the header said are refused as soon as they are seen.
     */
    static byte[] chunkCells(byte[] cells, Dialect dialect, Chunk chunk) {
        StringBuilder out = new StringBuilder(Math.min(cells.length, MAX_REWRITTEN) * 3 / 2);
        int count = 0;
        int i = 0;
        while (i < cells.length) {
            while (i < cells.length && Character.isWhitespace(cells[i])) {
                i++;
            }
            int start = i;
            while (i < cells.length && !Character.isWhitespace(cells[i])) {
                i++;
            }
            if (start == i) {
                break;
            }
            if (++count > chunk.cells()) {
                throw new MalformedLineException("map chunk has more than its " + chunk.cells() + " cells", "");
            }
            String cell = new String(cells, start, Math.min(i - start, MAX_CELL), StandardCharsets.US_ASCII);
            if (out.length() > 0) {
                out.append(' ');
            }
            if (dialect == Dialect.Y2015) {
                out.append("0:0:").append(cell);
            } else {
                int colon = cell.indexOf(':');
                if (colon < 0) {
                    throw new MalformedLineException("map cell has no biome", cell);
                }
                out.append(cell, 0, colon + 1).append("0:").append(cell, colon + 1, cell.length());
            }
        }
        return out.toString().getBytes(StandardCharsets.US_ASCII);
    }
}
