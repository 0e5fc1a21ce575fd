package ohol.tui.onelife.protocol.client;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/** Formats command fields: integers in decimal, optional ones only when present. */
final class Args {
    private Args() {}

    static List<String> of(int... values) {
        List<String> out = new ArrayList<>(values.length);
        for (int v : values) {
            out.add(Integer.toString(v));
        }
        return out;
    }

    static List<String> with(List<String> args, OptionalInt... optional) {
        List<String> out = new ArrayList<>(args);
        for (OptionalInt o : optional) {
            o.ifPresent(v -> out.add(Integer.toString(v)));
        }
        return List.copyOf(out);
    }

    static void requireSlot(int slot, String what) {
        if (slot < -1) {
            throw new IllegalArgumentException(what + " must be -1 or a slot index, not " + slot);
        }
    }

    static void requireClothing(int clothing, boolean allowNone) {
        if (clothing < (allowNone ? -1 : 0) || clothing > 5) {
            throw new IllegalArgumentException(
                    "clothing slot must be " + (allowNone ? "-1 or " : "") + "0..5, not " + clothing);
        }
    }
}
