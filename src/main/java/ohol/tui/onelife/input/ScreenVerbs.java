package ohol.tui.onelife.input;

import static ohol.tui.onelife.input.ActionSyntax.Family.SCREEN;
import static ohol.tui.onelife.input.VerbEntry.of;

import java.util.List;

/** The verbs of {@link ScreenAction}: the cursor, overlays and what the screen shows. */
final class ScreenVerbs {
    private ScreenVerbs() {}

    static List<VerbEntry> entries() {
        return List.of(
                of(
                        SCREEN,
                        "cursor",
                        "DX DY",
                        "move the target cursor",
                        in -> new ScreenAction.Cursor(in.integer(), in.integer()),
                        ScreenAction.Cursor.class,
                        a -> a.dx() + " " + a.dy()),
                of(
                        SCREEN,
                        "target",
                        "",
                        "target mode: direction keys move the cursor",
                        in -> new ScreenAction.TargetMode(),
                        ScreenAction.TargetMode.class,
                        a -> ""),
                of(
                        SCREEN,
                        "chat",
                        "",
                        "open the chat line",
                        in -> new ScreenAction.Chat(),
                        ScreenAction.Chat.class,
                        a -> ""),
                of(
                        SCREEN,
                        "help",
                        "",
                        "show the keys and these actions",
                        in -> new ScreenAction.Help(),
                        ScreenAction.Help.class,
                        a -> ""),
                of(
                        SCREEN,
                        "edgescroll",
                        "",
                        "fewer bytes: the map pages at its edge (or follows you)",
                        in -> new ScreenAction.ToggleEdgeScroll(),
                        ScreenAction.ToggleEdgeScroll.class,
                        a -> ""),
                of(
                        SCREEN,
                        "scroll",
                        "N",
                        "scroll the speech log N lines back (negative: forward)",
                        in -> new ScreenAction.ScrollLog(in.integer()),
                        ScreenAction.ScrollLog.class,
                        a -> String.valueOf(a.lines())),
                of(
                        SCREEN,
                        "redraw",
                        "",
                        "redraw the whole screen",
                        in -> new ScreenAction.Redraw(),
                        ScreenAction.Redraw.class,
                        a -> ""),
                of(
                        SCREEN,
                        "cancel",
                        "",
                        "leave target mode, bring the cursor home",
                        in -> new ScreenAction.Cancel(),
                        ScreenAction.Cancel.class,
                        a -> ""),
                of(
                        SCREEN,
                        "describe",
                        "",
                        "describe the cursor's tile in full (Tab: next thing, P: next person)",
                        in -> new ScreenAction.Describe(),
                        ScreenAction.Describe.class,
                        a -> ""),
                of(
                        SCREEN,
                        "cycle",
                        "N",
                        "move the cursor N things on through what is in view, nearest first",
                        in -> new ScreenAction.Cycle(in.integer()),
                        ScreenAction.Cycle.class,
                        a -> String.valueOf(a.step())),
                of(
                        SCREEN,
                        "people",
                        "N",
                        "move the cursor N people on through those in view, nearest first",
                        in -> new ScreenAction.CyclePeople(in.integer()),
                        ScreenAction.CyclePeople.class,
                        a -> String.valueOf(a.step())),
                of(
                        SCREEN,
                        "sidebar",
                        "",
                        "show or hide the list of what is near",
                        in -> new ScreenAction.Sidebar(),
                        ScreenAction.Sidebar.class,
                        a -> ""),
                of(
                        SCREEN,
                        "search",
                        "[NAME]",
                        "show things of a name on the map (none: type it); n/N next",
                        in -> new ScreenAction.Search(in.restOrEmpty()),
                        ScreenAction.Search.class,
                        ScreenAction.Search::name),
                of(
                        SCREEN,
                        "match",
                        "N",
                        "move the cursor N search matches on",
                        in -> new ScreenAction.Match(in.integer()),
                        ScreenAction.Match.class,
                        a -> String.valueOf(a.step())),
                of(
                        SCREEN,
                        "prompt",
                        "VERB",
                        "type a name for recipe, goto or find, with names completed",
                        in -> new ScreenAction.Prompt(in.word()),
                        ScreenAction.Prompt.class,
                        ScreenAction.Prompt::verb),
                of(
                        SCREEN,
                        "go",
                        "",
                        "walk to the cursor's tile when it is away from you, else to the nearest food known",
                        in -> new ScreenAction.Onward(),
                        ScreenAction.Onward.class,
                        a -> ""),
                of(
                        SCREEN,
                        "legend",
                        "",
                        "show what each glyph and ground colour in view stands for",
                        in -> new ScreenAction.Legend(),
                        ScreenAction.Legend.class,
                        a -> ""),
                of(
                        SCREEN,
                        "history",
                        "",
                        "every speech, event and notice of this life (all, family or nearby)",
                        in -> new ScreenAction.History(),
                        ScreenAction.History.class,
                        a -> ""),
                of(
                        SCREEN,
                        "nameplace",
                        "",
                        "name the tile you stand on (opens the places list)",
                        in -> new ScreenAction.NamePlace(),
                        ScreenAction.NamePlace.class,
                        a -> ""),
                of(
                        SCREEN,
                        "recall",
                        "",
                        "put the cursor back on the tile you last looked at, to act there (Esc: home)",
                        in -> new ScreenAction.Recall(),
                        ScreenAction.Recall.class,
                        a -> ""));
    }
}
