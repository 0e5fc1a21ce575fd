package ohol.tui.app;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.function.IntFunction;

/**
 * A reflector on loopback: answers the Nth request (from 1) with what {@code replies} gives (null:
 * never answers, as a hung server), and keeps each request's raw query.
 */
final class FakeReflector implements AutoCloseable {
    final List<String> queries = new CopyOnWriteArrayList<>();
    private final HttpServer server;
    private final CountDownLatch closing = new CountDownLatch(1);

    FakeReflector(IntFunction<String> replies) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "fake-reflector");
            t.setDaemon(true);
            return t;
        }));
        server.createContext("/reflector/server.php", exchange -> {
            queries.add(exchange.getRequestURI().getRawQuery());
            String reply = replies.apply(queries.size());
            if (reply == null) {
                try {
                    closing.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                exchange.close();
                return;
            }
            byte[] body = reply.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length == 0 ? -1 : body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    /** The reflector's URL. */
    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/reflector/server.php";
    }

    @Override
    public void close() {
        closing.countDown();
        server.stop(0);
    }
}
