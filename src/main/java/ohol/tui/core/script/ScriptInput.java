package ohol.tui.core.script;

/** What a script's input thread hands the loop: a line, or the end of the input. */
public sealed interface ScriptInput {
    record Line(String text) implements ScriptInput {}

    /** A line longer than a script's line may be, skipped whole: how it starts, and its length in characters. */
    record TooLong(String start, long chars) implements ScriptInput {}

    record Ended() implements ScriptInput {}
}
