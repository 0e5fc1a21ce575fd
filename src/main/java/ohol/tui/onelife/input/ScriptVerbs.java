package ohol.tui.onelife.input;

import static ohol.tui.onelife.input.ActionSyntax.Family.SCRIPT;
import static ohol.tui.onelife.input.VerbEntry.of;

import java.util.List;

/** The verbs of {@link ScriptAction}: waiting, leaving, being born again. */
final class ScriptVerbs {
    private ScriptVerbs() {}

    static List<VerbEntry> entries() {
        return List.of(
                of(
                        SCRIPT,
                        "wait",
                        "SECONDS",
                        "wait before the next action",
                        in -> new ScriptAction.Wait(in.seconds()),
                        ScriptAction.Wait.class,
                        a -> ArgumentWords.seconds(a.seconds())),
                of(
                        SCRIPT,
                        "quit",
                        "",
                        "leave the game",
                        in -> new ScriptAction.Quit(),
                        ScriptAction.Quit.class,
                        a -> ""),
                of(
                        SCRIPT,
                        "reborn",
                        "",
                        "after a death, be born again: log in anew with the same settings",
                        in -> new ScriptAction.Reborn(),
                        ScriptAction.Reborn.class,
                        a -> ""));
    }
}
