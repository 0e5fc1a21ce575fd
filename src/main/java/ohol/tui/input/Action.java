package ohol.tui.input;

/**
 * One step of the action language that keymaps, macros and headless mode share: a verb and its
 * arguments, such as {@code use 1 0} or {@code say HELLO} ({@link ActionSyntax} reads and writes
 * it). Actions come in families, each dispatched with its own compiler-checked handler.
 */
public sealed interface Action permits TileAction, BodyAction, Query, ScreenAction, ScriptAction {

    <R> R accept(Families<R> families);

    /** One method per family: adding a family means adding a method here. */
    interface Families<R> {
        R tile(TileAction action);

        R body(BodyAction action);

        R query(Query action);

        R screen(ScreenAction action);

        R script(ScriptAction action);
    }
}
