package ohol.tui.onelife.protocol;

import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.zip.Deflater;
import ohol.tui.Captures;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;
import ohol.tui.onelife.world.World;

/**
 * A seeded mutator over the captures' server streams. Each mutated stream is fed in random pieces
 * to a {@link ServerStream} and every message it gives to a {@link World} (a fresh one per stream, as
 * for a new connection; or, with {@code one-world}, one for all of them). The only
 * failures allowed are the designed ones: a problem reported and skipped, or a
 * {@link ProtocolException} for a stream that cannot be followed (which closes a connection).
 * Anything else is an escape: a parser throwing something other than its parse error, the decoder
 * throwing anything but ProtocolException, the world throwing at all.
 *
 * <p>Run a million streams and see the escapes and the peak heap:
 * {@code mvn -B -q test-compile exec:java -Dexec.mainClass=ohol.tui.onelife.protocol.DecoderFuzz
 * -Dexec.classpathScope=test -Dexec.args=1000000} (optional: the seed, then {@code one-world}).
 * {@link DecoderFuzzTest} runs 100,000 of them in the unit tests.
 */
public final class DecoderFuzz {
    static final long SEED = 0x0_4011_7E57L;
    /** Kinds of escape (exception and where it was thrown) kept with an example; the rest are only counted. */
    private static final int KEPT = 10;

    /** What a run found. */
    public record Result(
            int streams,
            long messages,
            long problems,
            long tooLong,
            int refused,
            long escapes,
            List<String> firstEscapes) {
        String summary() {
            return String.format(
                    Locale.ROOT,
                    "fuzz: %,d streams, %,d messages, %,d problems skipped (%,d messages "
                            + "too long), %,d streams refused with ProtocolException, %,d escapes",
                    streams,
                    messages,
                    problems,
                    tooLong,
                    refused,
                    escapes);
        }
    }

    private final List<byte[]> captures =
            Captures.names().stream().map(Captures::serverStream).toList();
    private final SplittableRandom random;
    private final Deflater deflater = new Deflater();
    private byte[] endless;
    /** Whether one world takes every stream (a very long session) rather than a fresh world each. */
    private final boolean oneWorld;

    private World world = new World(System::nanoTime);
    private long messages;
    private long problems;
    private long tooLong;
    private long escapes;
    private final List<String> firstEscapes = new ArrayList<>();
    private final java.util.Set<String> escapeKinds = new java.util.HashSet<>();

    DecoderFuzz(long seed) {
        this(seed, false);
    }

    DecoderFuzz(long seed, boolean oneWorld) {
        this.random = new SplittableRandom(seed);
        this.oneWorld = oneWorld;
    }

    public static void main(String[] args) {
        int streams = args.length > 0 ? Integer.parseInt(args[0].replace("_", "")) : 1_000_000;
        long seed = args.length > 1 ? Long.decode(args[1]) : SEED;
        boolean oneWorld = args.length > 2 && args[2].equals("one-world");
        resetPeaks();
        long start = System.nanoTime();
        DecoderFuzz fuzz = new DecoderFuzz(seed, oneWorld);
        Result result;
        long live;
        try (LiveHeap heap = new LiveHeap()) {
            result = fuzz.run(streams);
            live = heap.peakBytes();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.println(result.summary());
        System.out.printf(
                Locale.ROOT,
                "seed %#x, %.1f s; heap: peak in use %,d KiB (garbage included), "
                        + "peak live after a collection %,d KiB, max %,d KiB%n",
                seed,
                seconds,
                peakHeapBytes() / 1024,
                live / 1024,
                Runtime.getRuntime().maxMemory() / 1024);
        if (oneWorld) {
            var snapshot = fuzz.world.snapshot();
            System.out.printf(
                    Locale.ROOT,
                    "the one world holds %,d people, %,d slides, %,d departures%n",
                    snapshot.people().size(),
                    snapshot.slides().size(),
                    snapshot.departures().size());
        }
        result.firstEscapes().forEach(System.out::println);
        if (result.escapes() > 0) {
            System.exit(1);
        }
    }

    Result run(int streams) {
        int refused = 0;
        for (int n = 0; n < streams; n++) {
            byte[] stream = mutate();
            if (!oneWorld) {
                world = new World(System::nanoTime);
            }
            if (!feed(n, stream)) {
                refused++;
            }
        }
        return new Result(streams, messages, problems, tooLong, refused, escapes, List.copyOf(firstEscapes));
    }

    /** Feeds one stream in random pieces; false when it was refused as impossible to follow. */
    private boolean feed(int n, byte[] stream) {
        ServerStream.Receiver receiver = new ServerStream.Receiver() {
            @Override
            public void message(ServerMessage message) {
                messages++;
                try {
                    world.accept(message);
                } catch (RuntimeException | Error e) {
                    escape(n, "the world failed on " + message.tag(), e);
                }
            }

            @Override
            public void problem(String description) {
                problems++;
                if (description.startsWith("a message longer than")) {
                    tooLong++;
                }
            }

            @Override
            public void parserFailed(Frame frame, RuntimeException failure) {
                escape(n, "the " + frame.tag() + " parser threw " + failure + " on " + frame, failure);
            }
        };
        try (ServerStream decoder = ServerStream.standard(receiver)) {
            int i = 0;
            while (i < stream.length) {
                int piece = Math.min(stream.length - i, 1 + random.nextInt(2048));
                decoder.feed(stream, i, piece);
                i += piece;
            }
            return true;
        } catch (ProtocolException e) {
            return false;
        } catch (RuntimeException | StackOverflowError e) {
            escape(n, "the decoder threw", e);
            return true;
        }
    }

    private void escape(int stream, String what, Throwable e) {
        escapes++;
        StackTraceElement[] where = e.getStackTrace();
        String kind = e.getClass().getName() + (where.length > 0 ? " at " + where[0] : "");
        if (firstEscapes.size() < KEPT && escapeKinds.add(kind)) {
            StringBuilder trace = new StringBuilder("stream " + stream + ": " + what + ": " + e);
            for (StackTraceElement at : Arrays.copyOf(e.getStackTrace(), Math.min(8, e.getStackTrace().length))) {
                trace.append("\n    at ").append(at);
            }
            firstEscapes.add(trace.toString());
        }
    }

    /** A slice of a capture (sometimes two spliced, sometimes packed in a CM) with a few mutations. */
    private byte[] mutate() {
        byte[] a = captures.get(random.nextInt(captures.size()));
        int len = Math.min(a.length, 256 + random.nextInt(3072));
        int from = random.nextInt(a.length - len + 1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(a, from, len);
        if (random.nextInt(8) == 0) {
            byte[] b = captures.get(random.nextInt(captures.size()));
            int blen = Math.min(b.length, 512);
            out.write(b, random.nextInt(b.length - blen + 1), blen);
        }
        byte[] s = out.toByteArray();
        int mutations = 1 + random.nextInt(4);
        for (int m = 0; m < mutations; m++) {
            s = switch (random.nextInt(8)) {
                case 0 -> flipBit(s);
                case 1 -> insert(s, new byte[] {(byte) random.nextInt(256)});
                case 2 -> delete(s);
                case 3 -> s.length > 1 ? Arrays.copyOf(s, random.nextInt(s.length)) : s;
                case 4 -> duplicate(s);
                case 5 -> insert(s, lyingHeader());
                case 6 -> packInCm(s);
                default -> digits(s);
            };
        }
        if (random.nextInt(1000) == 0) { // now and then a message too long to keep
            s = insert(s, Arrays.copyOf(endless(), FrameDecoder.MAX_TEXT + 1 + random.nextInt(4096)));
        }
        return s;
    }

    /** Bytes without a '#': a message that never ends before the cap. */
    private byte[] endless() {
        if (endless == null) {
            endless = new byte[FrameDecoder.MAX_TEXT + 4096];
            for (int i = 0; i < endless.length; i++) {
                endless[i] = (byte) ('a' + i % 26);
            }
        }
        return endless;
    }

    private byte[] flipBit(byte[] s) {
        if (s.length == 0) {
            return s;
        }
        byte[] c = s.clone();
        c[random.nextInt(c.length)] ^= (byte) (1 << random.nextInt(8));
        return c;
    }

    private byte[] insert(byte[] s, byte[] what) {
        int at = random.nextInt(s.length + 1);
        byte[] c = new byte[s.length + what.length];
        System.arraycopy(s, 0, c, 0, at);
        System.arraycopy(what, 0, c, at, what.length);
        System.arraycopy(s, at, c, at + what.length, s.length - at);
        return c;
    }

    private byte[] delete(byte[] s) {
        if (s.length < 2) {
            return s;
        }
        int at = random.nextInt(s.length);
        int n = Math.min(s.length - at, 1 + random.nextInt(16));
        byte[] c = new byte[s.length - n];
        System.arraycopy(s, 0, c, 0, at);
        System.arraycopy(s, at + n, c, at, s.length - at - n);
        return c;
    }

    private byte[] duplicate(byte[] s) {
        if (s.length < 2) {
            return s;
        }
        int at = random.nextInt(s.length);
        int n = Math.min(s.length - at, 1 + random.nextInt(256));
        return insert(s, Arrays.copyOfRange(s, at, at + n));
    }

    /** A run of the stream packed into a CM, as the server packs long messages (or as a liar packs many). */
    private byte[] packInCm(byte[] s) {
        if (s.length < 2) {
            return s;
        }
        int at = random.nextInt(s.length);
        int n = Math.min(s.length - at, 1 + random.nextInt(1024));
        byte[] raw = Arrays.copyOfRange(s, at, at + n);
        byte[] zlib = deflate(raw);
        int said = random.nextInt(4) == 0 ? raw.length + random.nextInt(5) - 2 : raw.length;
        byte[] header = ("CM\n" + said + " " + zlib.length + "\n#").getBytes(StandardCharsets.US_ASCII);
        byte[] cm = new byte[header.length + zlib.length];
        System.arraycopy(header, 0, cm, 0, header.length);
        System.arraycopy(zlib, 0, cm, header.length, zlib.length);
        return insert(s, cm);
    }

    /** zlib as the server writes it, with one deflater for the whole run (a new one per call costs more than the rest). */
    private byte[] deflate(byte[] raw) {
        deflater.reset();
        deflater.setInput(raw);
        deflater.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream(raw.length / 2 + 64);
        byte[] buffer = new byte[4096];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        return out.toByteArray();
    }

    private byte[] lyingHeader() {
        String[] lies = {
            "MC\n32 30 0 0\n99999999 10\n#",
            "CM\n4000000 5\n#",
            "MC\n1 1 0 0\n-5 3\n#",
            "CM\n10 2147483647\n#",
            "MC\n2000000000 2000000000 0 0\n4 3\n#",
            "PU\n1 2 X X\n#",
            "CM\n0 0\n#"
        };
        return lies[random.nextInt(lies.length)].getBytes(StandardCharsets.ISO_8859_1);
    }

    /** Replaces a run of digits with a huge, negative or empty number: lies in sizes and fields. */
    private byte[] digits(byte[] s) {
        for (int tries = 0; tries < 20 && s.length > 0; tries++) {
            int at = random.nextInt(s.length);
            if (s[at] >= '0' && s[at] <= '9') {
                int end = at;
                while (end < s.length && s[end] >= '0' && s[end] <= '9') {
                    end++;
                }
                String[] choices = {"99999999999", "-1", "", "2147483648", "0", "-2147483648", "1e308", "NaN"};
                byte[] with = choices[random.nextInt(choices.length)].getBytes(StandardCharsets.ISO_8859_1);
                byte[] c = new byte[s.length - (end - at) + with.length];
                System.arraycopy(s, 0, c, 0, at);
                System.arraycopy(with, 0, c, at, with.length);
                System.arraycopy(s, end, c, at + with.length, s.length - end);
                return c;
            }
        }
        return s;
    }

    /** The most heap in use just after any collection (the live data, garbage gone), from the GC's own reports. */
    static final class LiveHeap implements AutoCloseable {
        private final java.util.concurrent.atomic.AtomicLong peak = new java.util.concurrent.atomic.AtomicLong();
        private final List<javax.management.NotificationEmitter> emitters = new ArrayList<>();
        private final javax.management.NotificationListener listener = (notification, handback) -> {
            if (notification
                    .getType()
                    .equals(com.sun.management.GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION)) {
                var info = com.sun.management.GarbageCollectionNotificationInfo.from(
                        (javax.management.openmbean.CompositeData) notification.getUserData());
                long used = info.getGcInfo().getMemoryUsageAfterGc().values().stream()
                        .mapToLong(MemoryUsage::getUsed)
                        .sum();
                peak.accumulateAndGet(used, Math::max);
            }
        };

        LiveHeap() {
            for (var gc : ManagementFactory.getGarbageCollectorMXBeans()) {
                if (gc instanceof javax.management.NotificationEmitter emitter) {
                    emitter.addNotificationListener(listener, null, null);
                    emitters.add(emitter);
                }
            }
        }

        long peakBytes() {
            return peak.get();
        }

        @Override
        public void close() {
            for (var emitter : emitters) {
                try {
                    emitter.removeNotificationListener(listener);
                } catch (javax.management.ListenerNotFoundException ignored) {
                    // gone already
                }
            }
        }
    }

    private static void resetPeaks() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                pool.resetPeakUsage();
            }
        }
    }

    /** The sum of the heap pools' peaks: an upper bound on the heap ever in use at once. */
    static long peakHeapBytes() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                MemoryUsage usage = pool.getPeakUsage();
                peak += usage.getUsed();
            }
        }
        return peak;
    }
}
