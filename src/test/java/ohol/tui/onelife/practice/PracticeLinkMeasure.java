package ohol.tui.onelife.practice;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.onelife.net.LoginHasher;
import ohol.tui.onelife.protocol.client.Login;

/**
 * Measures what links cost the practice server: heap after GC and live threads, at rest, with
 * {@code CLIENTS} logged-in clients for {@code SECONDS}, and after {@code CYCLES} connections
 * opened and closed without logging in. Clients are raw sockets read by one thread here, so the
 * threads counted are the server's ({@code practice-*}). Run:
 *
 * <pre>
 * mvn -B -q -o test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp target/classes:target/test-classes:$(cat target/cp.txt) ohol.tui.onelife.practice.PracticeLinkMeasure [clients seconds cycles]
 * </pre>
 */
public final class PracticeLinkMeasure {
    private static final String PASSWORD = "measure";

    private PracticeLinkMeasure() {}

    public static void main(String[] args) throws Exception {
        int clients = args.length > 0 ? Integer.parseInt(args[0]) : 50;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        int cycles = args.length > 2 ? Integer.parseInt(args[2]) : 20_000;
        try (PracticeServer server = PracticeServer.start(PracticeConfig.defaults(PASSWORD))) {
            report("at rest");
            List<Socket> logged = new ArrayList<>();
            int full = 0;
            for (int i = 0; i < clients; i++) {
                Optional<Socket> s = logIn(server, "m" + i + "@x");
                if (s.isPresent()) {
                    logged.add(s.get());
                } else {
                    full++;
                }
            }
            System.out.println(logged.size() + " logged in, " + full + " answered SERVER_FULL");
            Thread drain = new Thread(() -> drain(logged), "measure-drain");
            drain.setDaemon(true);
            drain.start();
            Thread.sleep(seconds * 1000L);
            report(clients + " clients connected for " + seconds + " s");
            for (Socket s : logged) {
                s.close();
            }
            long start = System.nanoTime();
            for (int i = 0; i < cycles; i++) {
                try (Socket s = new Socket(server.host(), server.port())) {
                    s.getInputStream().read(); // the SN's first byte: the server has taken the link
                }
            }
            long ms = (System.nanoTime() - start) / 1_000_000;
            Thread.sleep(2000); // let the server see the closes
            report("after " + cycles + " connect/close (" + ms + " ms)");
        }
    }

    private static Optional<Socket> logIn(PracticeServer server, String email) throws IOException {
        Socket s = new Socket(server.host(), server.port());
        InputStream in = s.getInputStream();
        String sn = readFrame(in);
        if (!sn.startsWith("SN")) {
            s.close();
            return Optional.empty();
        }
        String challenge = sn.split("\n")[2];
        Login login = new Login(
                false,
                "client_measure",
                email,
                LoginHasher.passwordHash(PASSWORD, challenge),
                LoginHasher.accountKeyHash("KEY", challenge),
                0,
                Optional.empty());
        OutputStream out = s.getOutputStream();
        out.write(login.toWire().getBytes(StandardCharsets.US_ASCII));
        out.flush();
        return Optional.of(s);
    }

    private static String readFrame(InputStream in) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int b; (b = in.read()) >= 0 && b != '#'; ) {
            sb.append((char) b);
        }
        return sb.toString();
    }

    /** Reads every client's socket in turn, so that no server writer blocks on a full window. */
    private static void drain(List<Socket> sockets) {
        byte[] buffer = new byte[65536];
        while (true) {
            for (Socket s : sockets) {
                try {
                    InputStream in = s.getInputStream();
                    while (in.available() > 0) {
                        in.read(buffer, 0, Math.min(buffer.length, in.available()));
                    }
                } catch (IOException e) {
                    // closed
                }
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private static void report(String when) throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(200);
        }
        long heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        long practiceThreads = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("practice-"))
                .count();
        System.out.printf(
                "%-45s heap %6.1f MB  practice threads %4d  all threads %4d%n",
                when, heap / 1e6, practiceThreads, Thread.activeCount());
    }
}
