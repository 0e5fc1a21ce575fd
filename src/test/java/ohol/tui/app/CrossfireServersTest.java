package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import ohol.tui.crossfire.meta.MetaAnswers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code crossfire --servers} against a metaserver on loopback answering in metaserver2's format,
 * with the servers played on last from the state folder.
 */
class CrossfireServersTest {
    private static HttpServer metaserver(int status, String body) throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/metaserver2/meta_client.php", exchange -> {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status, bytes.length);
            exchange.getResponseBody().write(bytes);
            exchange.close();
        });
        server.start();
        return server;
    }

    private static String url(HttpServer server) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/metaserver2/meta_client.php";
    }

    @Test
    void theListHasTheServersPlayedOnLastThenTheMetaserversCleaned(@TempDir Path dir) throws Exception {
        Path state = dir.resolve("state");
        Files.createDirectories(state.resolve("ohol-tui/crossfire"));
        Files.writeString(state.resolve("ohol-tui/crossfire/servers"), "played.example.org 13327\n");
        HttpServer server = metaserver(
                200,
                MetaAnswers.entry("cf.example.org", "13327", "4", "1.75.0", "Welcome\u001b[2J")
                        + MetaAnswers.entry("two.example.net", "13328", "0", "1.71.0", "Testing"));
        try {
            CliRun run = CliRun.of(
                    Map.of("XDG_STATE_HOME", state.toString()),
                    "",
                    "crossfire",
                    "--servers",
                    "--metaserver",
                    url(server));
            assertEquals(0, run.code(), run.err());
            String out = run.out();
            assertTrue(out.contains("Played on last:\n  played.example.org:13327\n"), out);
            assertTrue(out.contains("  cf.example.org:13327  4  1.75.0  Welcome"), out);
            assertTrue(out.contains("  two.example.net:13328  0  1.71.0  Testing"), out);
            assertTrue(!out.contains("\u001b"), out);
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aMetaserverThatFailsEndsWithStatus1SayingWhy(@TempDir Path dir) throws Exception {
        HttpServer server = metaserver(500, "oops");
        try {
            CliRun run = CliRun.of(
                    Map.of("XDG_STATE_HOME", dir.toString()),
                    "",
                    "crossfire",
                    "--servers",
                    "--metaserver",
                    url(server));
            assertEquals(1, run.code(), run.err());
            assertTrue(run.out().contains("Played on last: none"), run.out());
            assertTrue(run.err().contains("the metaserver answered HTTP 500"), run.err());
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aMetaserverThatCannotBeReachedIsSaidSo(@TempDir Path dir) throws Exception {
        int port;
        try (java.net.ServerSocket closed = new java.net.ServerSocket(0)) {
            port = closed.getLocalPort();
        }
        CliRun run = CliRun.of(
                Map.of("XDG_STATE_HOME", dir.toString()),
                "",
                "crossfire",
                "--servers",
                "--metaserver",
                "http://127.0.0.1:" + port + "/metaserver2/meta_client.php");
        assertEquals(1, run.code(), run.err());
        assertTrue(run.err().endsWith("meta_client.php: cannot connect\n"), run.err());
    }

    @Test
    void withoutServersTheHostAndNameAreNeeded() {
        CliRun run = CliRun.of(Map.of(), "", "crossfire", "--host", "127.0.0.1");
        assertEquals(2, run.code(), run.err());
        assertTrue(run.err().contains("--host and --name"), run.err());
        CliRun ftp = CliRun.of(Map.of(), "", "crossfire", "--servers", "--metaserver", "ftp://example.org/");
        assertEquals(2, ftp.code(), ftp.err());
    }
}
