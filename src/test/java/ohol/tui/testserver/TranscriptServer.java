package ohol.tui.testserver;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import ohol.tui.app.CaptureFile;

/**
 * Plays the server's side of a recorded session to one client on a free loopback port: it sends
 * each server record, and before going on past a client record it reads that many bytes from the
 * client, which must be exactly the recorded ones. {@link #result} says the first difference, or
 * that the client said all the transcript's commands.
 */
public final class TranscriptServer implements AutoCloseable {
    private final ServerSocket listener;
    private final CompletableFuture<String> result = new CompletableFuture<>();

    public TranscriptServer(List<CaptureFile.Chunk> chunks) throws IOException {
        listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        Thread t = new Thread(() -> serve(chunks), "transcript-server");
        t.setDaemon(true);
        t.start();
    }

    public int port() {
        return listener.getLocalPort();
    }

    private void serve(List<CaptureFile.Chunk> chunks) {
        try (Socket s = listener.accept()) {
            s.setSoTimeout(15_000);
            OutputStream out = s.getOutputStream();
            InputStream in = s.getInputStream();
            int commands = 0;
            for (CaptureFile.Chunk c : chunks) {
                if (c.direction() == 'S') {
                    out.write(c.bytes());
                    out.flush();
                    continue;
                }
                byte[] got = in.readNBytes(c.bytes().length);
                if (!Arrays.equals(got, c.bytes())) {
                    result.complete("command " + (commands + 1) + ": expected '" + text(c.bytes()) + "' but got '"
                            + text(got) + "'");
                    return;
                }
                commands++;
            }
            result.complete("all " + commands + " commands as recorded");
            // what the client sends after the transcript ends is read and must be nothing unknown to it
            in.transferTo(OutputStream.nullOutputStream());
        } catch (IOException e) {
            result.complete("server side failed: " + e.getMessage());
        }
    }

    private static String text(byte[] b) {
        return new String(b, StandardCharsets.ISO_8859_1);
    }

    /** The outcome, once the transcript is through or the client strayed from it. */
    public String result(long seconds) throws Exception {
        return result.get(seconds, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws IOException {
        listener.close();
    }
}
