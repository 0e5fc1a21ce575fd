package ohol.tui.onelife.input;

import java.util.Optional;
import java.util.OptionalLong;
import ohol.tui.onelife.world.Position;

/**
 * One step of the action language that keymaps, macros and headless mode share: a verb and its
 * arguments, such as {@code use 1 0} or {@code say HELLO} ({@link ActionSyntax} reads and writes
 * it). Actions come in families, each dispatched with its own compiler-checked handler.
 */
public sealed interface Action permits TileAction, BodyAction, Query, ScreenAction, ScriptAction {

    <R> R accept(Families<R> families);

    /**
     * Whether the server answers it other than in our next PU about us (a line said back, an
     * emote, {@code FL}, {@code GO}, {@code OW}, a death), so that its answer is watched for.
     */
    default boolean answeredQuietly() {
        return false;
    }

    /**
     * For an action answered quietly: what it means when the server says nothing back in time,
     * if its silence is an answer ({@code tile}: the one asked about); empty when the silence
     * means the server dropped it.
     */
    default Optional<String> silenceAnswers(Position tile) {
        return Optional.empty();
    }

    /** For an action answered quietly: why the server may have dropped it, when it said nothing back. */
    default String whyUnanswered() {
        return "no answer from the server: it dropped the command";
    }

    /** How long it holds back the actions behind it, when it is a pause (a script's {@code wait}). */
    default OptionalLong pauseNanos() {
        return OptionalLong.empty();
    }

    /** One method per family: adding a family means adding a method here. */
    interface Families<R> {
        R tile(TileAction action);

        R body(BodyAction action);

        R query(Query action);

        R screen(ScreenAction action);

        R script(ScriptAction action);
    }
}
