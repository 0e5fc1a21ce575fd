package ohol.tui.onelife.session;

import java.util.Optional;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.ActionSyntax;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.input.Query;
import ohol.tui.onelife.input.Target;
import ohol.tui.onelife.input.TileAction;
import ohol.tui.onelife.sight.Offset;

/**
 * What the player tried, in the game's words, the one way the screen, narration and headless
 * mode say it: {@code go 1 tile W}, {@code use on 3 tiles NE}, {@code go to Stone}, {@code eat};
 * an action with no such words as a script writes it. Places are from where we stand, in the
 * compass letters the screen uses (narration says them as words), never map coordinates.
 */
public final class ActionWords {
    private ActionWords() {}

    /** The action as the player would say they tried it. */
    public static String of(Action action) {
        return phrase(action).orElseGet(() -> ActionSyntax.format(action));
    }

    /** The words for an action that has a verb a sentence can take ("go 1 tile W"); none for a script's verb. */
    private static Optional<String> phrase(Action action) {
        if (action instanceof TileAction.Use u) {
            return Optional.of("use " + where(u.target()));
        }
        if (action instanceof TileAction.Drop d) {
            return Optional.of("drop " + where(d.target()));
        }
        if (action instanceof TileAction.Walk w && w.target() instanceof Target.Offset o) {
            return Optional.of("go " + new Offset(o.dx(), o.dy()).way());
        }
        if (action instanceof Query.GoTo g) {
            return Optional.of("go to " + g.name());
        }
        if (action instanceof BodyAction.Self) {
            return Optional.of("eat");
        }
        return Optional.empty();
    }

    /** A refusal: {@code You can't go 1 tile W: a Juniper Tree blocks the way}. */
    public static String cannot(Action action, String reason) {
        // "You can't family" is no sentence: a script's verb is named as typed
        return phrase(action)
                .map(p -> "You can't " + p + ": " + reason)
                .orElseGet(() -> "Not done, " + ActionSyntax.format(action) + ": " + reason);
    }

    /** An action given up or left undone: {@code Use on 1 tile N: the server did nothing}. */
    public static String notDone(Action action, String reason) {
        String tried = of(action);
        return Character.toUpperCase(tried.charAt(0)) + tried.substring(1) + ": " + reason;
    }

    private static String where(Target target) {
        if (target instanceof Target.Offset o) {
            return o.dx() == 0 && o.dy() == 0 ? "here" : "on " + new Offset(o.dx(), o.dy()).way();
        }
        return "there";
    }
}
