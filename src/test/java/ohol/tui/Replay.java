package ohol.tui;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;
import ohol.tui.onelife.world.World;

/** Plays a capture's server stream into a world, with the world's clock following the capture's times. */
public final class Replay {
    private long nanos;
    private final World world = new World(() -> nanos);
    private final List<World.FrameResult> frames = new ArrayList<>();

    public static Replay of(String capture) {
        Replay replay = new Replay();
        replay.play(capture, m -> {});
        return replay;
    }

    public void play(String capture, Consumer<ServerMessage> each) {
        List<String> problems = new ArrayList<>();
        try (ServerStream stream = ServerStream.standard(new ServerStream.Receiver() {
            @Override
            public void message(ServerMessage m) {
                each.accept(m);
                World.FrameResult r = world.accept(m);
                if (r != World.FrameResult.NOTHING) {
                    frames.add(r);
                }
            }

            @Override
            public void problem(String description) {
                problems.add(description);
            }
        })) {
            for (Captures.Chunk chunk : Captures.chunks(capture)) {
                if (chunk.direction() == 'S') {
                    nanos = chunk.millis() * 1_000_000L;
                    stream.feed(chunk.bytes(), 0, chunk.bytes().length);
                }
            }
        }
        if (!problems.isEmpty()) {
            throw new AssertionError(capture + ": " + problems);
        }
    }

    public World world() {
        return world;
    }

    public List<World.FrameResult> frames() {
        return frames;
    }

    /** Moves the clock on, for checks of things that depend on time. */
    public void advanceSeconds(double seconds) {
        nanos += (long) (seconds * 1e9);
    }
}
