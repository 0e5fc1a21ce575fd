package ohol.tui.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import ohol.tui.testserver.HeadlessChild;
import ohol.tui.testserver.MapFloodServer;

/**
 * What a map flood costs the client: {@code play --headless} in a JVM of its own with a small heap
 * against {@link MapFloodServer}, which sends {@code megabytes} of map chunks with or without frame
 * ends (or of map changes without them). Prints what the server sent, how the client ended (status
 * and its last lines on standard error), the most heap left after a full collection (one is asked
 * for every 3 s) and the peak RSS. The client prints every chunk's cells as JSON (thrown away here),
 * which takes it milliseconds a chunk: a megabyte of chunks (11,500 of them) takes minutes. Run:
 *
 * <pre>
 * mvn -B -q -o test-compile
 * java -cp target/classes:target/test-classes:$(cat cp.txt) ohol.tui.bench.MapFlood [megabytes [with-ends|without-ends|changes [heap]]]
 * </pre>
 *
 * where {@code cp.txt} comes from {@code mvn -B -o -q dependency:build-classpath
 * -Dmdep.outputFile=cp.txt -Dmdep.includeScope=test}; the defaults are 1 MB of chunks without frame
 * ends under {@code -Xmx64m}. {@code -Dclient.classes=DIR} before the class name runs another
 * version of the client (its {@code target/classes}) against the same server.
 */
public final class MapFlood {
    private MapFlood() {}

    public static void main(String[] args) throws Exception {
        long megabytes = args.length > 0 ? Long.parseLong(args[0]) : 1;
        String how = args.length > 1 ? args[1] : "without-ends";
        String heap = args.length > 2 ? args[2] : "64m";
        MapFloodServer.Flood flood =
                switch (how) {
                    case "with-ends" -> MapFloodServer.Flood.CHUNKS_WITH_FRAME_ENDS;
                    case "changes" -> MapFloodServer.Flood.CHANGES_WITHOUT_FRAME_ENDS;
                    default -> MapFloodServer.Flood.CHUNKS_WITHOUT_FRAME_ENDS;
                };
        Path dir = Files.createTempDirectory("map-flood");
        long start = System.nanoTime();
        try (MapFloodServer server = new MapFloodServer(flood, megabytes << 20);
                HeadlessChild client = HeadlessChild.start(server.port(), heap, dir)) {
            HeadlessChild.Outcome outcome = client.await(Duration.ofMinutes(20), Optional.of(Duration.ofSeconds(3)));
            System.out.printf(
                    Locale.ROOT,
                    "%s, %d MB asked, -Xmx%s: the server sent %.2f MB in %d messages%s%n",
                    flood,
                    megabytes,
                    heap,
                    server.sent() / 1048576.0,
                    server.messages(),
                    server.over() ? "" : " and was still sending");
            System.out.printf(
                    Locale.ROOT,
                    "client: %s after %.1f s; heap after a full GC at most %d MB (%d collections); RSS at most %d MB%n",
                    outcome.status().map(s -> "exit status " + s).orElse("killed (no end in 20 min)"),
                    (System.nanoTime() - start) / 1e9,
                    outcome.peakHeapAfterGc() >> 20,
                    outcome.fullCollections(),
                    outcome.peakRss() >> 20);
            List<String> said = outcome.err().lines().filter(l -> !l.isBlank()).toList();
            said.subList(Math.max(0, said.size() - 3), said.size())
                    .forEach(l -> System.out.println("client said: " + l));
        }
    }
}
