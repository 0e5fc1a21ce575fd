package ohol.tui.onelife.input;

import java.util.Locale;
import java.util.OptionalInt;
import ohol.tui.onelife.path.Reach;
import ohol.tui.onelife.protocol.client.AtPosition;
import ohol.tui.onelife.protocol.client.Baby;
import ohol.tui.onelife.protocol.client.Drop;
import ohol.tui.onelife.protocol.client.Emote;
import ohol.tui.onelife.protocol.client.Kill;
import ohol.tui.onelife.protocol.client.Remove;
import ohol.tui.onelife.protocol.client.RemoveFromClothing;
import ohol.tui.onelife.protocol.client.Say;
import ohol.tui.onelife.protocol.client.Self;
import ohol.tui.onelife.protocol.client.Use;
import ohol.tui.onelife.protocol.client.UseOnOther;
import ohol.tui.onelife.world.OurPlayer;
import ohol.tui.onelife.world.Position;

/**
 * Translates our player's actions into protocol commands and says how each goes out ({@link
 * Delivery}). Targets are resolved to tiles counting from {@link OurPlayer#tile()}. An action the
 * server would not take, or would cut the connection for, throws {@link IllegalStateException}
 * saying why.
 */
final class ActionCommands {
    /** How far a GRAVE or STATUE may ask (server.cpp: twice chunkDimensionX, measured straight). */
    static final int SOUNDING_RANGE = 64;

    private final OurPlayer me;
    private final ActionExecutor.Others others;

    /** @param others who else is on a tile: whom a kill there aims at, which baby a use picks up */
    ActionCommands(OurPlayer me, ActionExecutor.Others others) {
        this.me = me;
        this.others = others;
    }

    Delivery of(TileAction action) {
        Position tile = resolve(action.target());
        return action.accept(new TileAction.Handler<Delivery>() {
            @Override
            public Delivery on(TileAction.Walk a) {
                return new Delivery.Walk(tile);
            }

            @Override
            public Delivery on(TileAction.Flip a) {
                if (tile.x() == me.tile().x()) {
                    throw new IllegalStateException(
                            "a flip turns you left or right: aim at a tile to your left or right");
                }
                return new Delivery.Now(tile, new AtPosition(AtPosition.Kind.FLIP, tile.x(), tile.y()));
            }

            @Override
            public Delivery on(TileAction.Inspect a) {
                if (a.what() != TileAction.Inspection.OWNER && !withinSounding(tile)) {
                    throw new IllegalStateException("more than " + SOUNDING_RANGE
                            + " tiles away: the server cuts the connection of a player who asks about a "
                            + a.what().name().toLowerCase(Locale.ROOT) + " that far");
                }
                return new Delivery.Now(tile, new AtPosition(a.what().command(), tile.x(), tile.y()));
            }

            @Override
            public Delivery on(TileAction.Use a) {
                OptionalInt baby = others.babyAt(tile); // a bare-handed use on a baby picks it up, as a click does
                if (baby.isPresent()) {
                    return new Delivery.FromSide(tile, Reach.ActionKind.BABY, new Baby(tile.x(), tile.y(), baby));
                }
                return new Delivery.FromSide(tile, Reach.ActionKind.USE, new Use(tile.x(), tile.y()));
            }

            @Override
            public Delivery on(TileAction.Drop a) {
                return new Delivery.FromSide(tile, Reach.ActionKind.DROP, new Drop(tile.x(), tile.y()));
            }

            @Override
            public Delivery on(TileAction.Remove a) {
                return new Delivery.FromSide(tile, Reach.ActionKind.REMOVE, new Remove(tile.x(), tile.y(), a.index()));
            }

            @Override
            public Delivery on(TileAction.Swap a) {
                return new Delivery.FromSide(
                        tile, Reach.ActionKind.SWAP, new AtPosition(AtPosition.Kind.SWAP, tile.x(), tile.y()));
            }

            @Override
            public Delivery on(TileAction.Kill a) {
                // server.cpp reads KILL x y without an id as id -1, and tryToStartKill then does
                // nothing: the official client always names whom it aims at
                int victim = others.victimAt(tile)
                        .orElseThrow(
                                () -> new IllegalStateException("no one else stands on " + tile.x() + "," + tile.y()));
                // the server kills from the weapon's reach, not from beside: we walk no closer ourselves
                return new Delivery.AfterWalk(here -> new Kill(tile.x(), tile.y(), OptionalInt.of(victim)));
            }

            @Override
            public Delivery on(TileAction.PickUpBaby a) {
                return new Delivery.FromSide(
                        tile, Reach.ActionKind.BABY, new Baby(tile.x(), tile.y(), OptionalInt.empty()));
            }

            @Override
            public Delivery on(TileAction.UseOnOther a) {
                return new Delivery.FromSide(
                        tile,
                        Reach.ActionKind.USE_ON_OTHER,
                        new UseOnOther(tile.x(), tile.y(), a.clothingSlot(), OptionalInt.empty()));
            }
        });
    }

    Delivery of(BodyAction action) {
        Position here = me.tile();
        return action.accept(new BodyAction.Handler<Delivery>() {
            @Override
            public Delivery on(BodyAction.Say a) {
                return new Delivery.Now(here, new Say(a.text()));
            }

            @Override
            public Delivery on(BodyAction.Self a) {
                return new Delivery.AfterWalk(at -> new Self(at.x(), at.y(), a.clothingSlot()));
            }

            @Override
            public Delivery on(BodyAction.RemoveFromClothing a) {
                return new Delivery.AfterWalk(
                        at -> new RemoveFromClothing(at.x(), at.y(), a.clothingSlot(), a.index()));
            }

            @Override
            public Delivery on(BodyAction.Jump a) {
                return new Delivery.Now(here, new AtPosition(AtPosition.Kind.JUMP, 0, 0));
            }

            @Override
            public Delivery on(BodyAction.Die a) {
                return new Delivery.Now(here, new AtPosition(AtPosition.Kind.DIE, 0, 0));
            }

            @Override
            public Delivery on(BodyAction.Emote a) {
                return new Delivery.Now(here, new Emote(here.x(), here.y(), a.index()));
            }

            @Override
            public Delivery on(BodyAction.Ask a) {
                return new Delivery.Now(here, new AtPosition(a.question().command(), 0, 0));
            }
        });
    }

    /**
     * Whether the server will answer a GRAVE or STATUE about {@code tile} rather than disconnect
     * us: it measures from where it has us along our walk (server.cpp, "Long-distance grave
     * sounding"), so both ends of the walk must be in range.
     */
    private boolean withinSounding(Position tile) {
        OurPlayer.Whereabouts at = me.whereabouts();
        return euclidean(at.confirmed(), tile) <= SOUNDING_RANGE && euclidean(at.predicted(), tile) <= SOUNDING_RANGE;
    }

    private static double euclidean(Position a, Position b) {
        return Math.hypot(a.x() - b.x(), a.y() - b.y());
    }

    private Position resolve(Target target) {
        if (target instanceof Target.Offset o) {
            return me.tile().plus(o.dx(), o.dy());
        }
        throw new IllegalStateException("no cursor here: aim with DX DY");
    }
}
