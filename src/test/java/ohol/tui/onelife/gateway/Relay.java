package ohol.tui.onelife.gateway;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * A balancer that speaks the PROXY protocol: each connection to it becomes one to the gateway,
 * opened with {@code header}, then the bytes pass both ways untouched.
 */
final class Relay implements AutoCloseable {
    private final ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    private final int target;
    private final byte[] header;

    Relay(int target, byte[] header) throws IOException {
        this.target = target;
        this.header = header;
        daemon(this::accept);
    }

    /** A relay whose header is the v1 line {@code line} (CRLF added). */
    static Relay v1(int target, String line) throws IOException {
        return new Relay(target, (line + "\r\n").getBytes(StandardCharsets.US_ASCII));
    }

    /** A PROXY v2 header: PROXY command, TCP over IPv4, from {@code source}:{@code port} to 127.0.0.1:22. */
    static byte[] v2Header(byte[] source, int port) {
        byte[] h = new byte[16 + 12];
        System.arraycopy(v2Local(), 0, h, 0, 12);
        h[12] = 0x21; // version 2, PROXY
        h[13] = 0x11; // IPv4, stream
        h[15] = 12;
        System.arraycopy(source, 0, h, 16, 4);
        h[20] = 127;
        h[23] = 1;
        h[24] = (byte) (port >> 8);
        h[25] = (byte) port;
        h[27] = 22;
        return h;
    }

    /** A PROXY v2 header with the LOCAL command: the balancer's own connection (a health check), no client named. */
    static byte[] v2Local() {
        byte[] h = new byte[16];
        byte[] signature = {0x0D, 0x0A, 0x0D, 0x0A, 0x00, 0x0D, 0x0A, 0x51, 0x55, 0x49, 0x54, 0x0A};
        System.arraycopy(signature, 0, h, 0, 12);
        h[12] = 0x20; // version 2, LOCAL
        h[13] = 0x00; // UNSPEC
        return h;
    }

    int port() {
        return listener.getLocalPort();
    }

    private void accept() {
        try {
            while (true) {
                Socket in = listener.accept();
                Socket out = new Socket(InetAddress.getLoopbackAddress(), target);
                out.getOutputStream().write(header);
                daemon(() -> pipe(in, out));
                daemon(() -> pipe(out, in));
            }
        } catch (IOException e) {
            // closed
        }
    }

    private static void pipe(Socket from, Socket to) {
        try (InputStream in = from.getInputStream();
                OutputStream out = to.getOutputStream()) {
            in.transferTo(out);
        } catch (IOException e) {
            // either side went away
        } finally {
            try {
                from.close();
                to.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        }
    }

    private static void daemon(Runnable r) {
        Thread t = new Thread(r, "test relay");
        t.setDaemon(true);
        t.start();
    }

    @Override
    public void close() throws IOException {
        listener.close();
    }
}
