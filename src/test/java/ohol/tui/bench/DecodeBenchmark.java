package ohol.tui.bench;

import java.io.ByteArrayOutputStream;
import java.util.concurrent.TimeUnit;
import ohol.tui.Captures;
import ohol.tui.protocol.Frame;
import ohol.tui.protocol.FrameDecoder;
import ohol.tui.protocol.FrameSink;
import ohol.tui.protocol.server.ServerMessages;
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
 * Decoding the concatenated server streams of all captures (51,454 bytes, 2,189 messages):
 * frames only, and frames with every message parsed. The score is one whole stream, so
 * MB/s = 0.0515 / seconds per op and messages/s = 2,189 / seconds per op. Fed in 16 KiB
 * reads, as the connection reads. Run: {@code mvn -B -Pbench test-compile exec:exec -Dbench=Decode}.
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

    @Setup
    public void setUp() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String name : Captures.names()) {
            out.writeBytes(Captures.serverStream(name));
        }
        stream = out.toByteArray();
    }

    private void feed(FrameSink sink) {
        try (FrameDecoder decoder = new FrameDecoder()) {
            for (int i = 0; i < stream.length; i += READ) {
                decoder.feed(stream, i, Math.min(READ, stream.length - i), sink);
            }
        }
    }

    @Benchmark
    public void frames(Blackhole hole) {
        feed(new FrameSink() {
            @Override
            public void frame(Frame frame) {
                hole.consume(frame);
            }

            @Override
            public void problem(String description) {
                hole.consume(description);
            }
        });
    }

    @Benchmark
    public void messages(Blackhole hole) {
        ServerMessages registry = ServerMessages.standard();
        feed(new FrameSink() {
            @Override
            public void frame(Frame frame) {
                hole.consume(registry.decode(frame, hole::consume));
            }

            @Override
            public void problem(String description) {
                hole.consume(description);
            }
        });
    }
}
