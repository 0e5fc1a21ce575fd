package ohol.tui.onelife.narrate;

import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.ActionSyntax;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.input.Query;
import ohol.tui.onelife.input.Target;
import ohol.tui.onelife.input.TileAction;

/** An action in the words a listener follows: {@code use on north}, {@code go to Stone}; else as a script writes it. */
final class Actions {
    private Actions() {}

    static String words(Action action) {
        if (action instanceof TileAction.Use u) {
            return "use " + where(u.target());
        }
        if (action instanceof TileAction.Drop d) {
            return "drop " + where(d.target());
        }
        if (action instanceof TileAction.Walk w && w.target() instanceof Target.Offset o) {
            return "go " + Compass.words(o.dx(), o.dy());
        }
        if (action instanceof Query.GoTo g) {
            return "go to " + g.name();
        }
        if (action instanceof BodyAction.Self) {
            return "eat";
        }
        return ActionSyntax.format(action);
    }

    private static String where(Target target) {
        if (target instanceof Target.Offset o) {
            return o.dx() == 0 && o.dy() == 0 ? "here" : "on " + Compass.words(o.dx(), o.dy());
        }
        return "there";
    }
}
