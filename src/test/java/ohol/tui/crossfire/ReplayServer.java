package ohol.tui.crossfire;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.app.CaptureFile;

/**
 * Plays the server's side of a capture over a real socket: each server record is sent once the
 * client has sent as many frames as the recorded client had by then, so the answers come after
 * the commands they answer. Keeps what the client sent, frame by frame, for the test to compare;
 * the screen's {@code setup mapsize}, {@code setup spellmon} and {@code requestinfo skill_info},
 * which the captures lack, are neither kept nor counted.
 */
public final class ReplayServer implements AutoCloseable {
    private final ServerSocket listener;
    private final List<CaptureFile.Chunk> chunks;
    private final List<byte[]> received = new ArrayList<>();
    private final Thread thread;
    private volatile Socket socket;

    public ReplayServer(String capture) throws IOException {
        this.chunks = CrossfireCaptures.chunks(capture);
        this.listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        this.thread = new Thread(this::serve, "replay-server");
        thread.setDaemon(true);
        thread.start();
    }

    public int port() {
        return listener.getLocalPort();
    }

    /** The frames the client sent, so far. */
    public synchronized List<byte[]> received() {
        return List.copyOf(received);
    }

    private void serve() {
        try (Socket s = listener.accept()) {
            socket = s;
            s.setSoTimeout(10_000);
            InputStream in = s.getInputStream();
            OutputStream out = s.getOutputStream();
            ByteArrayOutputStream pending = new ByteArrayOutputStream();
            int clientFrames = 0;
            for (CaptureFile.Chunk c : chunks) {
                if (c.direction() == 'C') {
                    clientFrames += CrossfireCaptures.frames(c.bytes()).size();
                    while (received().size() < clientFrames) {
                        readFrames(in, pending);
                    }
                } else {
                    out.write(c.bytes());
                    out.flush();
                }
            }
            while (true) {
                readFrames(in, pending); // until the client hangs up
            }
        } catch (IOException e) {
            // the client hung up, or the test ended
        }
    }

    private void readFrames(InputStream in, ByteArrayOutputStream pending) throws IOException {
        byte[] buf = new byte[4096];
        int n = in.read(buf);
        if (n < 0) {
            throw new IOException("closed");
        }
        pending.write(buf, 0, n);
        byte[] all = pending.toByteArray();
        int used = 0;
        List<byte[]> frames = new ArrayList<>();
        while (used + 2 <= all.length) {
            int len = ((all[used] & 0xFF) << 8) | (all[used + 1] & 0xFF);
            if (used + 2 + len > all.length) {
                break;
            }
            byte[] f = new byte[len];
            System.arraycopy(all, used + 2, f, 0, len);
            String text = new String(f, java.nio.charset.StandardCharsets.US_ASCII);
            if (!text.startsWith("setup mapsize ")
                    && !text.startsWith("setup spellmon ")
                    && !text.equals("requestinfo skill_info")) {
                frames.add(f); // recorded before the client asked for a map size, the spells and the skills
            }
            used += 2 + len;
        }
        pending.reset();
        pending.write(all, used, all.length - used);
        synchronized (this) {
            received.addAll(frames);
        }
    }

    @Override
    public void close() throws IOException {
        listener.close();
        Socket s = socket;
        if (s != null) {
            s.close();
        }
    }
}
