package ohol.tui.onelife.replay;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import ohol.tui.Captures;
import ohol.tui.core.net.Codec;
import ohol.tui.core.replay.RecordFormat;
import ohol.tui.core.replay.RecordingHeader;
import ohol.tui.onelife.dialect.Wire;
import ohol.tui.onelife.net.Listeners;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * The captured sessions as the figures' recordings play them: every capture's server reads in
 * turn, each at its own pace with a second between, recorded over and over as long as asked.
 */
final class CapturedHour {
    /** The header the figures' recordings carry. */
    static final RecordingHeader HEADER =
            new RecordingHeader(RecordFormat.VERSION, "figures", 437, "", "captures", "", "", "");

    /** One read from the server, {@code millis} into a pass. */
    record Timed(long millis, byte[] bytes) {}

    /** One pass over the captures: the reads, and how long a pass lasts. */
    record Pass(List<Timed> reads, long millis) {}

    private CapturedHour() {}

    static Pass pass() {
        List<Timed> reads = new ArrayList<>();
        long offset = 0;
        for (String name : Captures.names()) {
            long last = 0;
            for (Captures.Chunk c : Captures.chunks(name)) {
                if (c.direction() == 'S') {
                    reads.add(new Timed(offset + c.millis(), c.bytes()));
                    last = c.millis();
                }
            }
            offset += last + 1000;
        }
        return new Pass(List.copyOf(reads), offset);
    }

    /** Records {@code pass} over and over for {@code millis} into {@code file}; the bytes the server sent. */
    static long record(Path file, Pass pass, long millis) throws IOException {
        long total = 0;
        AtomicLong now = new AtomicLong();
        try (OutputStream out = Files.newOutputStream(file);
                LifeRecorder r = LifeRecorder.on(out, HEADER, now::get)) {
            var tap = r.tapping(Listeners.nowhere());
            Codec.StreamReader counter = Wire.codec().reader(new Codec.Receiver<>() {
                @Override
                public void message(ServerMessage message) {
                    r.took(1);
                }

                @Override
                public void problem(String description) {
                    r.took(1);
                }
            });
            for (long base = 0; base < millis; base += pass.millis()) {
                for (Timed t : pass.reads()) {
                    now.set((base + t.millis()) * 1_000_000);
                    tap.onBytesReceived(t.bytes(), 0, t.bytes().length);
                    counter.feed(t.bytes(), 0, t.bytes().length);
                    total += t.bytes().length;
                }
            }
        }
        return total;
    }
}
