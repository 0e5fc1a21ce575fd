package ohol.tui.onelife.replay;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import ohol.tui.core.net.Codec;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.core.replay.ReplayClock;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.dialect.Wire;
import ohol.tui.onelife.net.Listeners;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.SessionEvent;

/**
 * What recording and replay cost, measured on the captured sessions (run by
 * {@code src/test/sh/recording-figures.sh}): the CPU a recording adds to reading the server's
 * bytes, the file's size beside the bytes the server sent, and how fast an hour-long recording
 * (the captures over and over, at their own pace) replays headless.
 */
public final class RecordingFigures {
    public static void main(String[] args) throws IOException {
        CapturedHour.Pass captures = CapturedHour.pass();
        List<CapturedHour.Timed> pass = captures.reads();
        long offset = captures.millis();
        long bytes = pass.stream().mapToLong(t -> t.bytes().length).sum();
        System.out.printf("captures: %d server reads, %d bytes over %.1f s%n", pass.size(), bytes, offset / 1000.0);

        // CPU: decoding alone (the least the client does with the bytes) against decoding and recording
        Path tmp = Files.createTempFile("ohol-figures", ".ohrec");
        double[] plain = new double[9];
        double[] recorded = new double[9];
        for (int round = 0; round < 9; round++) {
            plain[round] = cpu(() -> decode(pass, null));
            recorded[round] = cpu(() -> {
                try (OutputStream file = Files.newOutputStream(tmp);
                        LifeRecorder r = LifeRecorder.on(file, CapturedHour.HEADER, System::nanoTime)) {
                    decode(pass, r);
                }
            });
        }
        Arrays.sort(plain);
        Arrays.sort(recorded);
        System.out.printf(
                "CPU for one pass (median of 9): decoding %.2f ms, decoding and recording %.2f ms: recording adds"
                        + " %.1f%% to decoding alone%n",
                plain[4], recorded[4], 100 * (recorded[4] - plain[4]) / plain[4]);
        System.out.printf(
                "file: %d bytes for %d bytes the server sent (%.1f%%)%n",
                Files.size(tmp), bytes, 100.0 * Files.size(tmp) / bytes);

        // an hour: the captures again and again, each at its own pace
        Path hour = Files.createTempFile("ohol-hour", ".ohrec");
        long total = CapturedHour.record(hour, captures, 3_600_000);
        System.out.printf(
                "an hour: %d bytes from the server, recording %d bytes (%.1f%%)%n",
                total, Files.size(hour), 100.0 * Files.size(hour) / total);
        for (int round = 0; round < 3; round++) {
            long events[] = {0};
            long start = System.nanoTime();
            try (RecordingReader reader = RecordingReader.open(hour)) {
                Replayer replayer = new Replayer(
                        reader,
                        new GameSession.Parts(ObjectCatalog.empty(), System::nanoTime),
                        new ReplayClock(),
                        (SessionEvent e) -> events[0]++);
                replayer.run();
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf(
                    "replaying the hour headless: %.1f s for %d events, %.0fx as fast as it was played%n",
                    seconds, events[0], 3600 / seconds);
        }
        Files.delete(tmp);
        Files.delete(hour);
    }

    private interface Work {
        void run() throws IOException;
    }

    private static double cpu(Work work) throws IOException {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long start = threads.getCurrentThreadCpuTime();
        work.run();
        return (threads.getCurrentThreadCpuTime() - start) / 1e6;
    }

    /** The client's reader: decodes each read; with a recorder, taps it first and counts the messages taken. */
    private static void decode(List<CapturedHour.Timed> pass, LifeRecorder recorder) {
        var tap = recorder == null ? null : recorder.tapping(Listeners.nowhere());
        Codec.StreamReader reader = recorder == null ? counting(null) : counting(recorder);
        for (CapturedHour.Timed t : pass) {
            if (tap != null) {
                tap.onBytesReceived(t.bytes(), 0, t.bytes().length);
            }
            reader.feed(t.bytes(), 0, t.bytes().length);
        }
    }

    private static Codec.StreamReader counting(LifeRecorder recorder) {
        return Wire.codec().reader(new Codec.Receiver<>() {
            @Override
            public void message(ServerMessage message) {
                if (recorder != null) {
                    recorder.took(1);
                }
            }

            @Override
            public void problem(String description) {
                message(null);
            }
        });
    }
}
