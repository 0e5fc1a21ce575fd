package ohol.tui.onelife.input;

import static ohol.tui.onelife.input.ArgumentWords.optional;
import static ohol.tui.onelife.input.VerbEntry.onTile;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The verbs of {@link TileAction}: each aimed at a tile, written first. */
final class TileVerbs {
    private TileVerbs() {}

    static List<VerbEntry> entries() {
        List<VerbEntry> entries = new ArrayList<>(List.of(
                onTile(
                        "move",
                        "",
                        "walk there along a path",
                        in -> new TileAction.Walk(in.target()),
                        TileAction.Walk.class,
                        a -> ""),
                onTile(
                        "use",
                        "",
                        "use what you hold, or your bare hand, on that tile",
                        in -> new TileAction.Use(in.target()),
                        TileAction.Use.class,
                        a -> ""),
                onTile(
                        "drop",
                        "",
                        "put down what you hold there (into a container there)",
                        in -> new TileAction.Drop(in.target()),
                        TileAction.Drop.class,
                        a -> ""),
                onTile(
                        "remv",
                        " [I]",
                        "take item I (default: the top) out of the container there",
                        in -> new TileAction.Remove(in.target(), in.optionalInt(-1)),
                        TileAction.Remove.class,
                        a -> optional(a.index())),
                onTile(
                        "swap",
                        "",
                        "swap what you hold with the container there",
                        in -> new TileAction.Swap(in.target()),
                        TileAction.Swap.class,
                        a -> ""),
                onTile(
                        "kill",
                        "",
                        "use the deadly thing you hold on whoever stands there",
                        in -> new TileAction.Kill(in.target()),
                        TileAction.Kill.class,
                        a -> ""),
                onTile(
                        "baby",
                        "",
                        "pick up the baby there",
                        in -> new TileAction.PickUpBaby(in.target()),
                        TileAction.PickUpBaby.class,
                        a -> ""),
                onTile(
                        "ubaby",
                        " [SLOT]",
                        "use what you hold on the person there (feed, clothe, heal)",
                        in -> new TileAction.UseOnOther(in.target(), in.optionalInt(-1)),
                        TileAction.UseOnOther.class,
                        a -> optional(a.clothingSlot())),
                onTile(
                        "flip",
                        "",
                        "face toward that tile",
                        in -> new TileAction.Flip(in.target()),
                        TileAction.Flip.class,
                        a -> "")));
        for (TileAction.Inspection what : TileAction.Inspection.values()) {
            String name = what.name().toLowerCase(Locale.ROOT);
            entries.add(new VerbEntry(
                    new ActionSyntax.Verb(
                            name,
                            VerbEntry.TILE,
                            "ask the server about the " + name + " there",
                            ActionSyntax.Family.TILE),
                    in -> new TileAction.Inspect(what, in.target()),
                    a -> a instanceof TileAction.Inspect i && i.what() == what,
                    a -> ArgumentWords.target(((TileAction.Inspect) a).target())));
        }
        return entries;
    }
}
