package ohol.tui.crossfire.cli;

/** What a script's input thread hands the loop: a line, or the end of the input. */
public sealed interface ScriptLine {
    record Line(String text) implements ScriptLine {}

    record Ended() implements ScriptLine {}
}
