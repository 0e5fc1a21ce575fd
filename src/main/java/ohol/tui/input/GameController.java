package ohol.tui.input;

import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.path.Obstacles;
import ohol.tui.path.PathFinder;
import ohol.tui.protocol.client.ClientCommand;
import ohol.tui.protocol.server.ServerMessage;
import ohol.tui.world.Position;
import ohol.tui.world.Surroundings;
import ohol.tui.world.World;
import ohol.tui.world.WorldSnapshot;

/**
 * Plays the game for one player: feeds server messages to the {@link World}, and turns actions
 * into commands over paths found on the known map, or into answers (look, scan). What only the
 * screen or the script runner can do (wait, quit, the cursor, help) is handed back.
 *
 * <p>Thread safety: confined to the thread that owns the world.
 */
public final class GameController {
    /** How far {@code goto} looks for a thing of the given name. */
    public static final int GOTO_RADIUS = 32;

    /** What performing an action came to. */
    public sealed interface Outcome {
        /** Commands were sent or queued. */
        record Done() implements Outcome {}

        /** An answer to show: {@code look} gives a tile report, {@code scan} the objects around. */
        record Answer(String kind, Map<String, Object> fields) implements Outcome {}

        /** Not a game action: for the caller (wait, quit, and the screen's own actions). */
        record ForCaller(Action action) implements Outcome {}

        record Failed(String message) implements Outcome {}
    }

    private final World world;
    private final ObjectCatalog catalog;
    private final Runnable ping;
    private final ActionExecutor executor;

    public GameController(World world, ObjectCatalog catalog, Consumer<ClientCommand> send, Runnable ping,
                          Function<Target, Optional<Position>> cursor) {
        this.world = world;
        this.catalog = catalog;
        this.ping = ping;
        this.executor = new ActionExecutor(world.me(), send, cursor,
                ActionExecutor.PathPlanner.of(() -> new PathFinder(new Obstacles(world.snapshot(), catalog))));
    }

    /** Takes a message; returns what the frame it closed (if any) brought. */
    public World.FrameResult onMessage(ServerMessage message) {
        World.FrameResult result = world.accept(message);
        if (result.aboutUs()) {
            executor.afterOurUpdate();
        }
        return result;
    }

    /** A problem with a walk or a waiting action since the last call (the way blocked...), once. */
    public Optional<String> takeProblem() {
        return executor.takeProblem();
    }

    public WorldSnapshot snapshot() {
        return world.snapshot();
    }

    public ObjectCatalog catalog() {
        return catalog;
    }

    public boolean inGame() {
        return world.me().isKnown();
    }

    public Outcome perform(Action action) {
        try {
            if (action instanceof Action.Look look) {
                return lookAt(look.target());
            } else if (action instanceof Action.Scan scan) {
                var entries = new Surroundings(world.snapshot(), catalog).scan(scan.radius());
                return new Outcome.Answer("scan", Map.of("radius", scan.radius(), "entries", entries));
            } else if (action instanceof Action.GoTo go) {
                return goTo(go.name());
            } else if (action instanceof Action.Ping) {
                ping.run();
                return new Outcome.Done();
            } else if (executor.perform(action)) {
                return new Outcome.Done();
            }
            return new Outcome.ForCaller(action);
        } catch (IllegalStateException | IllegalArgumentException e) {
            return new Outcome.Failed(e.getMessage());
        }
    }

    private Outcome lookAt(Target target) {
        WorldSnapshot snapshot = world.snapshot();
        Position here = snapshot.ourPosition();
        int dx;
        int dy;
        if (target instanceof Target.Offset o) {
            dx = o.dx();
            dy = o.dy();
        } else if (target instanceof Target.At at) {
            dx = at.x() - here.x();
            dy = at.y() - here.y();
        } else {
            return new Outcome.Failed("look needs a tile: look DX DY");
        }
        var report = new Surroundings(snapshot, catalog).look(dx, dy);
        return new Outcome.Answer("look", Map.of("tile", report));
    }

    private Outcome goTo(String name) {
        var seen = new Surroundings(world.snapshot(), catalog).nearest(name, GOTO_RADIUS);
        if (seen.isEmpty()) {
            return new Outcome.Failed("nothing called '" + name + "' within " + GOTO_RADIUS + " tiles");
        }
        Position here = world.snapshot().ourPosition();
        Position tile = here.plus(seen.get().dx(), seen.get().dy());
        if (!executor.walkNextTo(tile)) {
            return new Outcome.Failed("no known path to the " + seen.get().name());
        }
        return new Outcome.Answer("goto", Map.of("target", seen.get()));
    }
}
