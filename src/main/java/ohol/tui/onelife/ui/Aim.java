package ohol.tui.onelife.ui;

import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.input.Query;
import ohol.tui.onelife.input.Target;
import ohol.tui.onelife.input.TileAction;
import ohol.tui.onelife.world.Position;

/** Puts the screen's cursor into actions aimed at {@code @}: the session counts tiles from us. */
final class Aim {
    private Aim() {}

    static Action at(Action action, Position cursor, Position us) {
        Target.Offset offset = new Target.Offset(cursor.x() - us.x(), cursor.y() - us.y());
        if (action instanceof TileAction t && t.target() instanceof Target.Cursor) {
            return t.withTarget(offset);
        }
        if (action instanceof Query.Look look && look.target() instanceof Target.Cursor) {
            return new Query.Look(offset);
        }
        return action;
    }

    /**
     * Whether the action acts in the world (walks, uses, drops, eats, speaks...), which ends a
     * look: questions that only tell something leave the cursor where it is.
     */
    static boolean acts(Action action) {
        return action instanceof TileAction
                || action instanceof BodyAction
                || action instanceof Query.GoTo
                || action instanceof Query.Travel;
    }

    /**
     * Whether the cursor stays on its tile after the action: a drop, as in the official client,
     * where a drop aims at a tile and the pointer stays there for what comes next (picking up
     * again, using what lies there).
     */
    static boolean keepsAim(Action action) {
        return action instanceof TileAction.Drop;
    }
}
