package ohol.tui.crossfire.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a {@code stats} message: each value is a one-byte code and a value whose size the code
 * alone says (the server's {@code esrv_update_stats}). An unknown code leaves the rest unreadable,
 * so the whole message is refused.
 */
final class StatsReader {
    static final int RESIST_FIRST = 100;
    static final int RESIST_LAST = 117;
    static final int SKILL_FIRST = 140;
    static final int SKILL_LAST = 189;

    private StatsReader() {}

    static ServerMessage.Stats read(Cursor in) throws Malformed {
        List<Stat> stats = new ArrayList<>();
        while (in.more()) {
            int code = in.u8("a stat code");
            stats.add(value(code, in));
        }
        return new ServerMessage.Stats(List.copyOf(stats));
    }

    private static Stat value(int code, Cursor in) throws Malformed {
        String what = "stat " + code;
        if (code >= SKILL_FIRST && code <= SKILL_LAST) {
            int level = in.u8(what);
            return new Stat.Skill(code, level, in.s64(what));
        }
        return switch (size(code)) {
            case 2 -> new Stat.Number(code, in.s16(what));
            case 4 -> new Stat.Number(code, in.s32(what));
            case 8 -> new Stat.Number(code, in.s64(what));
            case 0 -> new Stat.Text(code, in.shortText(what));
            default -> throw new Malformed("unknown stat code " + code);
        };
    }

    /** Bytes of the value of {@code code}; 0 for a text with its length byte; -1 for unknown. */
    private static int size(int code) {
        if (code >= RESIST_FIRST && code <= RESIST_LAST) {
            return 2;
        }
        return switch (code) {
            case 11, 17, 19, 26, 29, 30, 31, 55, 57 -> 4;
            case 28 -> 8;
            case 20, 21, 56 -> 0;
            default -> (code >= 1 && code <= 25 && code != 11) || (code >= 32 && code <= 54) || code == 58 ? 2 : -1;
        };
    }
}
