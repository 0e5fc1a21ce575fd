package ohol.tui.onelife.input;

import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One line of the action language's table: a verb, how to read its arguments into an action,
 * which actions it writes and how it writes their arguments back.
 *
 * @param parse    null for {@code say}, which the parser reads itself (it keeps the whole line)
 */
record VerbEntry(
        ActionSyntax.Verb verb,
        Function<VerbArguments, Action> parse,
        Predicate<Action> writes,
        Function<Action, String> arguments) {
    /** How a tile is written: an offset from the player or the cursor's tile. */
    static final String TILE = "DX DY | @";

    /** A verb that writes every action of {@code type}. */
    static <A extends Action> VerbEntry of(
            ActionSyntax.Family family,
            String name,
            String usage,
            String summary,
            Function<VerbArguments, A> parse,
            Class<A> type,
            Function<A, String> arguments) {
        return new VerbEntry(
                new ActionSyntax.Verb(name, usage, summary, family),
                parse == null ? null : parse::apply,
                type::isInstance,
                a -> arguments.apply(type.cast(a)));
    }

    /** A tile action's verb: its target first, then {@code extraUsage} written by {@code extra}. */
    static <A extends TileAction> VerbEntry onTile(
            String name,
            String extraUsage,
            String summary,
            Function<VerbArguments, A> parse,
            Class<A> type,
            Function<A, String> extra) {
        return of(
                ActionSyntax.Family.TILE,
                name,
                TILE + extraUsage,
                summary,
                parse,
                type,
                a -> ArgumentWords.target(a.target()) + extra.apply(a));
    }
}
