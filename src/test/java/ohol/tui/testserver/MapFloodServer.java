package ohol.tui.testserver;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.FrameEncoder;
import ohol.tui.onelife.protocol.server.MapChunk;

/**
 * A hostile server on a free loopback port: it takes any login, puts the player at 0,0 as the real
 * server's first {@code PU} does, then floods. A map flood is chunks of {@link MapChunk#MAX_CELLS}
 * plain cells (64×60, a few dozen bytes of zlib each, a few kilobytes once read), each farther east so
 * that each covers new ground, with a frame end ({@code FM}) after each or never. A change flood is
 * {@code MX} messages of 4,000 changes (60 KB of text, a few hundred bytes in a {@code CM}) that never
 * end a frame. It stops at {@code bytes} on the wire or when the client hangs up, then says
 * {@link #LAST_WORDS} and ends its stream; it answers {@code PING} all along, so the client never
 * thinks it silent.
 */
public final class MapFloodServer implements AutoCloseable {
    /** What the flood is made of. */
    public enum Flood {
        /** Map chunks, never a frame end. */
        CHUNKS_WITHOUT_FRAME_ENDS,
        /** Map chunks, a frame end after each, as a real server ends its steps. */
        CHUNKS_WITH_FRAME_ENDS,
        /** Map changes (text), never a frame end. */
        CHANGES_WITHOUT_FRAME_ENDS
    }

    /** Said after the flood, in a frame of its own, before the server hangs up. */
    public static final String LAST_WORDS = "FLOOD OVER";

    private static final int WIDTH = 64;
    private static final int HEIGHT = 60;
    /** Our player, as the real server first shows it (idle.cap): id 11 at 0,0. */
    private static final String FIRST_PU =
            "PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 1 0 0 0 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#";

    private final ScriptedServer server;
    private final AtomicLong sent = new AtomicLong();
    private final AtomicLong messages = new AtomicLong();
    private volatile boolean over;

    public MapFloodServer(Flood flood, long bytes) throws IOException {
        this.server = new ScriptedServer(ScriptedServer.challenge(), (command, s) -> {
            if (command.startsWith("LOGIN")) {
                s.send("ACCEPTED\n#" + FIRST_PU);
                Thread t = new Thread(() -> flood(s, flood, bytes), "map-flood");
                t.setDaemon(true);
                t.start();
            } else if (command.startsWith("PING ")) {
                s.send("PONG\n" + command.split(" ")[3] + "#");
            }
        });
    }

    public int port() {
        return server.port();
    }

    /** Bytes sent so far. */
    public long sent() {
        return sent.get();
    }

    /** Chunks or change lines sent so far. */
    public long messages() {
        return messages.get();
    }

    /** True once the flood has ended (all sent, or the client gone) and the server hung up. */
    public boolean over() {
        return over;
    }

    private void flood(ScriptedServer s, Flood flood, long bytes) {
        byte[] raw = cells();
        byte[] payload = FrameEncoder.deflate(raw);
        byte[] changes = changes();
        try {
            for (long k = 0; sent.get() < bytes && !s.awaitEndOfStream(0); k++) {
                byte[] message = flood == Flood.CHANGES_WITHOUT_FRAME_ENDS
                        ? changes
                        : chunk(1_000 + WIDTH * k, raw.length, payload, flood == Flood.CHUNKS_WITH_FRAME_ENDS);
                s.send(message);
                sent.addAndGet(message.length);
                messages.incrementAndGet();
            }
            s.send("PS\n11/0 " + LAST_WORDS + "\n#FM\n#");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            s.endStream();
            over = true;
        }
    }

    private static byte[] cells() {
        StringBuilder sb = new StringBuilder(WIDTH * HEIGHT * 6);
        for (int i = 0; i < WIDTH * HEIGHT; i++) {
            sb.append(i == 0 ? "" : " ").append("0:0:0");
        }
        return sb.toString().getBytes(StandardCharsets.US_ASCII);
    }

    /** An MC at {@code (x, 0)} whose cells, {@code rawLength} bytes, are {@code payload} once compressed. */
    private static byte[] chunk(long x, int rawLength, byte[] payload, boolean frameEnd) {
        String header = "MC\n" + WIDTH + " " + HEIGHT + " " + x + " 0\n" + rawLength + " " + payload.length + "\n#";
        byte[] head = header.getBytes(StandardCharsets.US_ASCII);
        byte[] end = frameEnd ? "FM\n#".getBytes(StandardCharsets.US_ASCII) : new byte[0];
        byte[] out = new byte[head.length + payload.length + end.length];
        System.arraycopy(head, 0, out, 0, head.length);
        System.arraycopy(payload, 0, out, head.length, payload.length);
        System.arraycopy(end, 0, out, head.length + payload.length, end.length);
        return out;
    }

    /**
     * An MX of 4,000 changes of a tile far east of us (a Stone put down), in a CM as the server
     * sends long messages: 60 KB of text in a few hundred bytes of zlib.
     */
    private static byte[] changes() {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 4_000; i++) {
            lines.add("1000 0 0 33 -1");
        }
        return FrameEncoder.encodeCompressed(new Frame("MX", lines));
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
