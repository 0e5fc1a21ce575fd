package ohol.tui.input;

/**
 * One step of the action language that keymaps, macros and headless mode share. A line of that
 * language is a verb and its arguments, such as {@code use 1 0} or {@code say HELLO}; see
 * {@link ActionParser} for the grammar. Game actions aim at a {@link Target}.
 */
public sealed interface Action {
    /** Speak a line. */
    record Say(String text) implements Action {}

    /** Walk to the target along a path. */
    record Walk(Target target) implements Action {}

    /** Walk to the nearest object whose name holds the given text. */
    record GoTo(String name) implements Action {}

    /** Use what we hold (or our bare hand) on the target. */
    record Use(Target target) implements Action {}

    /** Use what we hold on ourselves: eat it, put it on; with empty hands take off clothing {@code slot}. */
    record Self(int clothingSlot) implements Action {}

    /** Put down what we hold at the target (or into the container there). */
    record Drop(Target target) implements Action {}

    /** Take item {@code index} (-1 the top) out of the container at the target. */
    record Remove(Target target, int index) implements Action {}

    /** Take item {@code index} out of the worn clothing in {@code clothingSlot}. */
    record RemoveFromClothing(int clothingSlot, int index) implements Action {}

    /** Swap what we hold with the container itself at the target. */
    record Swap(Target target) implements Action {}

    /** Use a deadly held object on whoever stands at the target. */
    record Kill(Target target) implements Action {}

    /** Pick up the baby at the target. */
    record PickUpBaby(Target target) implements Action {}

    /** Use what we hold on the player at the target (feed, clothe, heal). */
    record UseOnOther(Target target, int clothingSlot) implements Action {}

    /** Jump out of arms (a baby). */
    record Jump() implements Action {}

    /** Sudden infant death (a held baby). */
    record Die() implements Action {}

    /** Face toward the target. */
    record Flip(Target target) implements Action {}

    /** Show emotion number {@code index}. */
    record Emote(int index) implements Action {}

    /** Ask the server one of the spoken-coordinate questions. */
    record Ask(Question question) implements Action {}

    /** Ask about the grave, statue or owner at the target. */
    record Inspect(Inspection what, Target target) implements Action {}

    /** Measure the round trip to the server. */
    record Ping() implements Action {}

    /** Print what is at the target (headless). */
    record Look(Target target) implements Action {}

    /** Print the objects within {@code radius} tiles (headless). */
    record Scan(int radius) implements Action {}

    /** Wait before the next action of a macro or script. */
    record Wait(double seconds) implements Action {}

    /** Leave the game (the TUI asks first). */
    record Quit() implements Action {}

    /** Move the target cursor (TUI). */
    record Cursor(int dx, int dy) implements Action {}

    /** Enter or leave target mode, where direction keys move a cursor instead of the player (TUI). */
    record TargetMode() implements Action {}

    /** Open the chat line to type something to say (TUI). */
    record Chat() implements Action {}

    /** Show or hide the list of key bindings (TUI). */
    record Help() implements Action {}

    /** Switch between a map that follows the player and one that scrolls only near its edge (TUI). */
    record ToggleEdgeScroll() implements Action {}

    /** Scroll the speech log by {@code lines}, back in time when positive (TUI). */
    record ScrollLog(int lines) implements Action {}

    /** Redraw the whole screen and re-read its size (TUI). */
    record Redraw() implements Action {}

    /** Leave target mode, close the help (TUI). */
    record Cancel() implements Action {}

    /** Questions that need no target: our leader, property, leader's order, mother; and unfollow. */
    enum Question { LEAD, UNFOL, PROP, ORDR, MOTH }

    /** What can be inspected on a tile. */
    enum Inspection { GRAVE, STATUE, OWNER }
}
