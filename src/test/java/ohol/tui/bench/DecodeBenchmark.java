package ohol.tui.bench;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import ohol.tui.Captures;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.FrameDecoder;
import ohol.tui.onelife.protocol.FrameSink;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;
import ohol.tui.onelife.world.World;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Decoding the server streams of all captures (51,454 bytes, 2,189 messages): {@code floor} only
 * cuts the stream at each {@code #} and inflates the zlib blocks (the least any decoder must do),
 * {@code frames} makes frames, {@code messages} parses every message too, and
 * {@code messagesIntoWorlds} also applies them to a world per capture, taking a snapshot at each
 * server frame as the screen does (what {@link WorldApplyBenchmark} measures, with the decoding).
 * The score is all the streams once, so MB/s = 0.0515 / seconds per op and messages/s = 2,189 /
 * seconds per op, and each score over {@code floor}'s says how far from the floor it is. Fed in
 * 16 KiB reads to one decoder kept across runs, as a connection reads and keeps one (every capture
 * ends between messages).
 * Run: {@code mvn -B -Pbench test-compile exec:exec -Dbench=Decode}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class DecodeBenchmark {
    static final int READ = 16 * 1024;
    private byte[] stream;
    private final List<byte[]> captures = new ArrayList<>();
    private final Inflater inflater = new Inflater();
    private final byte[] inflated = new byte[FrameDecoder.MAX_RAW];

    @Setup
    public void setUp() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String name : Captures.names()) {
            captures.add(Captures.serverStream(name));
            out.writeBytes(Captures.serverStream(name));
        }
        stream = out.toByteArray();
    }

    /**
     * The floor: find every {@code #}; after an {@code MC} or {@code CM} header read the block
     * size off its last line and inflate the block. No strings, no lines, no frames.
     */
    @Benchmark
    public int floor() throws DataFormatException {
        int messages = 0;
        int i = 0;
        int n = stream.length;
        while (i < n) {
            int start = i;
            while (stream[i] != '#') {
                i++;
            }
            messages++;
            int end = i++;
            while (start < end && stream[start] <= ' ') {
                start++;
            }
            boolean block = end - start > 2
                    && stream[start + 2] == '\n'
                    && ((stream[start] == 'M' && stream[start + 1] == 'C')
                            || (stream[start] == 'C' && stream[start + 1] == 'M'));
            if (block) {
                int last = end - 1; // the header ends "raw compressed\n"
                int compressed = 0;
                int place = 1;
                while (stream[--last] != ' ') {
                    compressed += (stream[last] - '0') * place;
                    place *= 10;
                }
                inflater.reset();
                inflater.setInput(stream, i, compressed);
                while (!inflater.finished()) {
                    inflater.inflate(inflated);
                }
                i += compressed;
            }
        }
        return messages;
    }

    /** One decoder for all the runs, as one connection keeps one: the stream ends between messages. */
    private final FrameDecoder frameDecoder = new FrameDecoder();

    private Blackhole frameHole;
    private final FrameSink frameSink = new FrameSink() {
        @Override
        public void frame(Frame frame) {
            frameHole.consume(frame);
        }

        @Override
        public void problem(String description) {
            throw new IllegalStateException(description);
        }
    };

    private Blackhole messageHole;
    private final ServerStream messageStream = ServerStream.standard(new ServerStream.Receiver() {
        @Override
        public void message(ServerMessage message) {
            messageHole.consume(message);
        }

        @Override
        public void problem(String description) {
            throw new IllegalStateException(description);
        }
    });

    @Benchmark
    public void frames(Blackhole hole) {
        frameHole = hole;
        for (int i = 0; i < stream.length; i += READ) {
            frameDecoder.feed(stream, i, Math.min(READ, stream.length - i), frameSink);
        }
    }

    @Benchmark
    public void messages(Blackhole hole) {
        messageHole = hole;
        for (int i = 0; i < stream.length; i += READ) {
            messageStream.feed(stream, i, Math.min(READ, stream.length - i));
        }
    }

    private World world;
    private long clock;
    private Blackhole worldHole;
    private final ServerStream worldStream = ServerStream.standard(new ServerStream.Receiver() {
        @Override
        public void message(ServerMessage message) {
            clock += 1_000_000;
            if (world.accept(message) != World.FrameResult.NOTHING) {
                worldHole.consume(world.snapshot());
            }
        }

        @Override
        public void problem(String description) {
            throw new IllegalStateException(description);
        }
    });

    @Benchmark
    public void messagesIntoWorlds(Blackhole hole) {
        worldHole = hole;
        for (byte[] capture : captures) {
            world = new World(() -> clock); // a fresh life per capture, as WorldApplyBenchmark does
            for (int i = 0; i < capture.length; i += READ) {
                worldStream.feed(capture, i, Math.min(READ, capture.length - i));
            }
        }
    }
}
