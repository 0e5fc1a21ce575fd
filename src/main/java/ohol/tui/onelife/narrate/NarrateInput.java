package ohol.tui.onelife.narrate;

/** What the narration's input thread hands the loop: a typed line, or the end of the input. */
public sealed interface NarrateInput {
    record Line(String text) implements NarrateInput {}

    record Ended() implements NarrateInput {}
}
