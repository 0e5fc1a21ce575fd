package ohol.tui.onelife.dialect;

import java.util.Optional;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.input.Query;
import ohol.tui.onelife.input.TileAction;

/**
 * Which of today's actions an old server knows, and why not the others: said to the player, and
 * nothing sent. Each family is a visitor, so a new action does not compile until it is placed here.
 */
public final class DialectActions {
    private DialectActions() {}

    /** Why {@code action} cannot be done on a server of {@code dialect}; empty when it can. */
    public static Optional<String> refusal(Dialect dialect, Action action) {
        if (!dialect.isOld()) {
            return Optional.empty();
        }
        String lack = action.accept(new Action.Families<String>() {
            @Override
            public String tile(TileAction a) {
                return a.accept(new Tiles(dialect));
            }

            @Override
            public String body(BodyAction a) {
                return a.accept(new Body(dialect));
            }

            @Override
            public String query(Query q) {
                return q instanceof Query.Ping ? "no PING" : null;
            }

            @Override
            public String screen(ohol.tui.onelife.input.ScreenAction a) {
                return null;
            }

            @Override
            public String script(ohol.tui.onelife.input.ScriptAction a) {
                return null;
            }
        });
        if (lack == null) {
            return Optional.empty();
        }
        return Optional.of(dialect.server() + " has " + lack + ": not sent"
                + (dialect == Dialect.Y2016 ? " (it kills a player for a verb it does not know)" : ""));
    }

    private record Tiles(Dialect dialect) implements TileAction.Handler<String> {
        private boolean y2015() {
            return dialect == Dialect.Y2015;
        }

        @Override
        public String on(TileAction.Walk a) {
            return null;
        }

        @Override
        public String on(TileAction.Use a) {
            return null;
        }

        @Override
        public String on(TileAction.Drop a) {
            return null;
        }

        @Override
        public String on(TileAction.Remove a) {
            if (y2015()) {
                return "no taking out of containers";
            }
            return a.index() == -1 ? null : "only taking the top item out (REMV without an index)";
        }

        @Override
        public String on(TileAction.Swap a) {
            return "no swapping with a container";
        }

        @Override
        public String on(TileAction.Kill a) {
            return y2015() ? "no killing" : null;
        }

        @Override
        public String on(TileAction.PickUpBaby a) {
            return y2015() ? "no babies" : null;
        }

        @Override
        public String on(TileAction.UseOnOther a) {
            return "no using things on other players";
        }

        @Override
        public String on(TileAction.Flip a) {
            return "no turning to face a tile";
        }

        @Override
        public String on(TileAction.Inspect a) {
            return "no graves, statues or owners to ask about";
        }
    }

    private record Body(Dialect dialect) implements BodyAction.Handler<String> {
        private boolean y2015() {
            return dialect == Dialect.Y2015;
        }

        @Override
        public String on(BodyAction.Say a) {
            return y2015() ? "no speech" : null;
        }

        @Override
        public String on(BodyAction.Self a) {
            if (y2015()) {
                return "no eating nor clothing";
            }
            return a.clothingSlot() == -1 ? null : "no taking off clothing by slot";
        }

        @Override
        public String on(BodyAction.RemoveFromClothing a) {
            return "no pockets in clothing";
        }

        @Override
        public String on(BodyAction.Jump a) {
            return y2015() ? "no babies" : "no jumping (a held baby walks to wriggle free)";
        }

        @Override
        public String on(BodyAction.Die a) {
            return "no giving up a life";
        }

        @Override
        public String on(BodyAction.Emote a) {
            return "no emotes";
        }

        @Override
        public String on(BodyAction.Ask a) {
            return "no leaders, property or questions about your mother";
        }
    }
}
