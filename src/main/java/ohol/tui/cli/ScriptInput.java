package ohol.tui.cli;

/** What a script's input thread hands the loop: a line, or the end of the input. */
sealed interface ScriptInput {
    record Line(String text) implements ScriptInput {}

    record Ended() implements ScriptInput {}
}
