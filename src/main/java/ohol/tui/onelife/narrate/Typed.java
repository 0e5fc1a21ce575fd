package ohol.tui.onelife.narrate;

import java.util.List;
import ohol.tui.onelife.input.Action;

/** What a typed line asks for: game actions, a question the narration answers itself, or a line it cannot read. */
sealed interface Typed {
    /** Actions for the game, in order (empty for a blank line). */
    record Act(List<Action> actions) implements Typed {
        public Act {
            actions = List.copyOf(actions);
        }
    }

    /** A question answered from what the narration sees and keeps. */
    record Ask(Question question, String topic) implements Typed {}

    /** A line that is no command, and what to type instead. */
    record NotUnderstood(String why) implements Typed {}

    /** The questions the narration answers without the game. */
    enum Question {
        NEAR,
        WHERE_IS_FOOD,
        STATUS,
        HISTORY,
        HELP,
        VERBOSE,
        NORMAL,
        QUIET
    }
}
