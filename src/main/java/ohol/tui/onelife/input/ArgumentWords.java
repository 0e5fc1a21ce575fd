package ohol.tui.onelife.input;

/** Arguments written back as a player types them: the inverse of {@link VerbArguments}. */
final class ArgumentWords {
    private ArgumentWords() {}

    static String target(Target t) {
        if (t instanceof Target.Offset o) {
            return o.dx() + " " + o.dy();
        }
        return "@";
    }

    /** An optional number after a space; nothing for -1, its absence. */
    static String optional(int value) {
        return value == -1 ? "" : " " + value;
    }

    /** Whole seconds without a fraction. */
    static String seconds(double s) {
        return s == Math.rint(s) ? String.valueOf((long) s) : String.valueOf(s);
    }
}
