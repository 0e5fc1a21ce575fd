package ohol.tui.onelife.input;

import java.util.List;

/** Writes actions back in the words a player types (see {@link ActionSyntax}). */
final class ActionWriter {
    private ActionWriter() {}

    static String format(Action action) {
        VerbEntry e = VerbTable.writing(action);
        String args = e.arguments().apply(action);
        return args.isEmpty() ? e.verb().name() : e.verb().name() + " " + args;
    }

    static String format(List<? extends Action> actions) {
        StringBuilder out = new StringBuilder();
        for (Action a : actions) {
            if (out.length() > 0) {
                out.append("; ");
            }
            out.append(format(a));
        }
        return out.toString();
    }
}
