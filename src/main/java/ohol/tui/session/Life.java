package ohol.tui.session;

import java.util.Optional;
import java.util.function.Consumer;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.input.ActionExecutor;
import ohol.tui.input.BodyAction;
import ohol.tui.input.Query;
import ohol.tui.input.TileAction;
import ohol.tui.net.CloseReason;
import ohol.tui.path.Obstacles;
import ohol.tui.path.PathFinder;
import ohol.tui.protocol.server.Pong;
import ohol.tui.protocol.server.ServerMessage;
import ohol.tui.world.Position;
import ohol.tui.world.Surroundings;
import ohol.tui.world.World;
import ohol.tui.world.WorldEvent;
import ohol.tui.world.WorldSnapshot;

/**
 * One life: its connection, its world, and the executor that acts in it. Feeds server messages
 * to the world and turns actions into commands or answers, reporting everything as
 * {@link SessionEvent}s.
 *
 * <p>Thread safety: confined to the session's thread.
 */
final class Life {
    /** How far {@code goto} looks for a thing of the given name. */
    static final int GOTO_RADIUS = 32;

    private final int number;
    private final Link link;
    private final World world;
    private final ObjectCatalog catalog;
    private final ActionExecutor executor;
    private final ActionOutcomes outcomes;
    private final Consumer<SessionEvent> report;
    private Optional<CloseReason> closed = Optional.empty();
    private boolean began;

    Life(int number, Link link, GameSession.Parts parts, Consumer<SessionEvent> report) {
        this.number = number;
        this.link = link;
        this.catalog = parts.catalog();
        this.report = report;
        this.world = new World(parts.clock());
        this.outcomes = new ActionOutcomes(catalog, new Lazy<>(parts.transitions()), report);
        this.executor = new ActionExecutor(world.me(), link::send,
                ActionExecutor.PathPlanner.of(() -> new PathFinder(new Obstacles(world.snapshot(), catalog))),
                (action, tile, command) -> outcomes.sent(action, tile, command, world.snapshot()));
    }

    int number() {
        return number;
    }

    Link link() {
        return link;
    }

    WorldSnapshot snapshot() {
        return world.snapshot();
    }

    boolean inGame() {
        return world.me().isKnown() && closed.isEmpty();
    }

    Optional<CloseReason> closed() {
        return closed;
    }

    void onMessage(ServerMessage message) {
        report.accept(new SessionEvent.Received(message));
        if (message instanceof Pong pong) {
            link.roundTripMillis().ifPresent(ms -> report.accept(new SessionEvent.RoundTrip(pong.uniqueId(), ms)));
        }
        World.FrameResult frame = world.accept(message);
        if (!began && world.me().isKnown()) {
            began = true;
            report.accept(new SessionEvent.LifeBegan(world.me().id().getAsInt(), number));
        }
        for (WorldEvent e : frame.events()) {
            report.accept(new SessionEvent.Happened(e));
        }
        if (frame != World.FrameResult.NOTHING) {
            outcomes.afterFrame(world.snapshot(), frame.aboutUs());
        }
        if (frame.aboutUs()) {
            executor.afterOurUpdate();
        }
        takeTrouble();
    }

    void onClosed(CloseReason reason) {
        if (closed.isEmpty()) {
            closed = Optional.of(reason);
            report.accept(new SessionEvent.Closed(reason));
        }
    }

    void takeTrouble() {
        executor.takeProblem().ifPresent(p -> report.accept(new SessionEvent.Trouble(p)));
        if (closed.isEmpty()) {
            outcomes.expire(world.snapshot().nanos());
        }
    }

    void perform(TileAction action) {
        executor.perform(action);
    }

    void perform(BodyAction action) {
        executor.perform(action);
    }

    void perform(Query query) {
        query.accept(new Query.Handler<Void>() {
            @Override
            public Void on(Query.Look a) {
                if (!(a.target() instanceof ohol.tui.input.Target.Offset o)) {
                    throw new IllegalStateException("no cursor here: look DX DY");
                }
                report.accept(new SessionEvent.Answered(new Answer.Look(surroundings().look(o.dx(), o.dy()))));
                return null;
            }

            @Override
            public Void on(Query.Scan a) {
                report.accept(new SessionEvent.Answered(new Answer.Scan(a.radius(), surroundings().scan(a.radius()))));
                return null;
            }

            @Override
            public Void on(Query.GoTo a) {
                var seen = surroundings().nearest(a.name(), GOTO_RADIUS)
                        .orElseThrow(() -> new IllegalStateException(
                                "nothing called '" + a.name() + "' within " + GOTO_RADIUS + " tiles"));
                Position tile = world.me().tile().plus(seen.dx(), seen.dy());
                if (!executor.walkNextTo(tile)) {
                    throw new IllegalStateException("no known path to the " + seen.name());
                }
                report.accept(new SessionEvent.Answered(new Answer.GoTo(seen)));
                return null;
            }

            @Override
            public Void on(Query.Ping a) {
                link.ping();
                return null;
            }
        });
    }

    private Surroundings surroundings() {
        return new Surroundings(world.snapshot(), catalog);
    }
}
