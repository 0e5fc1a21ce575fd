package ohol.tui.onelife.input;

import static ohol.tui.onelife.input.ActionSyntax.Family.QUERY;
import static ohol.tui.onelife.input.VerbEntry.of;

import java.util.List;

/** The verbs of {@link Query}: what the client answers from what it knows, and walks it plans. */
final class QueryVerbs {
    private QueryVerbs() {}

    static List<VerbEntry> entries() {
        return List.of(
                of(
                        QUERY,
                        "look",
                        VerbEntry.TILE,
                        "describe what is on that tile",
                        in -> new Query.Look(in.target()),
                        Query.Look.class,
                        a -> ArgumentWords.target(a.target())),
                of(
                        QUERY,
                        "scan",
                        "R",
                        "list the objects within R tiles, nearest first",
                        in -> new Query.Scan(in.nonNegative()),
                        Query.Scan.class,
                        a -> String.valueOf(a.radius())),
                of(
                        QUERY,
                        "goto",
                        "NAME",
                        "walk to the thing of that name on the known map, best match and nearest first (food: the nearest food)",
                        in -> new Query.GoTo(in.rest()),
                        Query.GoTo.class,
                        Query.GoTo::name),
                of(
                        QUERY,
                        "ping",
                        "",
                        "measure the round trip to the server",
                        in -> new Query.Ping(),
                        Query.Ping.class,
                        a -> ""),
                of(
                        QUERY,
                        "find",
                        "NAME",
                        "list the things of that name on the known map, best match and nearest first",
                        in -> new Query.Find(in.rest()),
                        Query.Find.class,
                        Query.Find::name),
                of(
                        QUERY,
                        "hints",
                        "",
                        "what what you hold (or your bare hand) does, to things in view first",
                        in -> new Query.Hints(),
                        Query.Hints.class,
                        a -> ""),
                of(
                        QUERY,
                        "recipe",
                        "NAME",
                        "how to make that thing from what grows in the wild, step by step",
                        in -> new Query.Recipe(in.rest()),
                        Query.Recipe.class,
                        Query.Recipe::name),
                of(
                        QUERY,
                        "family",
                        "",
                        "your family: the line from Eve, siblings, children, grandchildren, and where",
                        in -> new Query.Family(),
                        Query.Family.class,
                        a -> ""),
                of(
                        QUERY,
                        "places",
                        "",
                        "the places of this life: birthplace, homeland, places pointed out or named",
                        in -> new Query.Places(),
                        Query.Places.class,
                        a -> ""),
                of(
                        QUERY,
                        "mark",
                        "NAME",
                        "name the tile you stand on, for the places list",
                        in -> new Query.Mark(in.rest()),
                        Query.Mark.class,
                        Query.Mark::name),
                of(
                        QUERY,
                        "guide",
                        "PLACE",
                        "point the status line to a place (its name or number)",
                        in -> new Query.Guide(in.rest()),
                        Query.Guide.class,
                        Query.Guide::place),
                of(
                        QUERY,
                        "travel",
                        "[PLACE]",
                        "walk toward a place (default: the one chosen with guide)",
                        in -> new Query.Travel(in.restOrEmpty()),
                        Query.Travel.class,
                        Query.Travel::place));
    }
}
