package ohol.tui.bench;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import ohol.tui.onelife.practice.Flooder;
import ohol.tui.onelife.practice.PracticeConfig;
import ohol.tui.onelife.practice.PracticeServer;
import ohol.tui.onelife.practice.RawPlayer;

/**
 * What flooding connections cost a player in the practice world: {@code flooders} connections
 * flooding PING (every other one before logging in, the others logged in and reading their
 * PONGs; or all before login, all logged in, or all logged in and never reading), each coming back as soon as it is hung up on, for {@code seconds}, while a player
 * pings every 50 ms and waits up to 5 s for each PONG. Prints the player's round trips (median,
 * p95, max, unanswered), the hang-ups, and the heap: after GC at rest, the most left after any
 * collection during the flood, and after GC at its end. Server and clients share this JVM; the
 * clients' share of the heap is small and constant. Run:
 *
 * <pre>
 * mvn -B -q -o test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -Xmx1g -cp target/classes:target/test-classes:$(cat target/cp.txt) ohol.tui.bench.PracticeFlood [seconds [flooders [mixed|before-login|logged-in|deaf]]]
 * </pre>
 */
public final class PracticeFlood {
    private static final String PASSWORD = "flood";

    private PracticeFlood() {}

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        String how = args.length > 2 ? args[2] : "mixed";
        try (PracticeServer server = PracticeServer.start(PracticeConfig.defaults(PASSWORD));
                RawPlayer player = RawPlayer.logIn(server, PASSWORD, "player@x")) {
            player.ping(0);
            player.roundTrip(0, Duration.ofSeconds(5)).orElseThrow();
            System.out.printf("heap after GC at rest: %.1f MB%n", heapAfterGc() / 1e6);
            HeapWatch heap = new HeapWatch();
            List<Flooder.Kind> kinds =
                    switch (how) {
                        case "before-login" -> List.of(Flooder.Kind.PING_BEFORE_LOGIN);
                        case "logged-in" -> List.of(Flooder.Kind.PING_LOGGED_IN);
                        case "deaf" -> List.of(Flooder.Kind.PING_DEAF);
                        default -> List.of(Flooder.Kind.PING_BEFORE_LOGIN, Flooder.Kind.PING_LOGGED_IN);
                    };
            List<Flooder> flooders = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                Flooder.Kind kind = kinds.get(i % kinds.size());
                flooders.add(new Flooder(server, PASSWORD, kind, "f" + i, true).start());
            }
            List<Long> trips = new ArrayList<>();
            int unanswered = 0;
            long start = System.nanoTime();
            long end = start + Duration.ofSeconds(seconds).toNanos();
            long nextReport = start + Duration.ofSeconds(2).toNanos();
            for (int id = 1; System.nanoTime() < end; id++) {
                if (System.nanoTime() > nextReport) {
                    // a line as it goes: a server that runs out of memory takes the end with it
                    nextReport += Duration.ofSeconds(2).toNanos();
                    List<Long> sorted = new ArrayList<>(trips);
                    Collections.sort(sorted);
                    System.out.printf(
                            "  %4.1f s: %d answered, median %.2f ms, p95 %.2f ms, max %.2f ms, %d unanswered;"
                                    + " heap after the last collection %.1f MB%n",
                            (System.nanoTime() - start) / 1e9,
                            sorted.size(),
                            ms(at(sorted, 0.5)),
                            ms(at(sorted, 0.95)),
                            ms(at(sorted, 1.0)),
                            unanswered,
                            heap.last.get() / 1e6);
                }
                player.ping(id);
                Optional<Duration> trip = player.roundTrip(id, Duration.ofSeconds(5));
                if (trip.isPresent()) {
                    trips.add(trip.get().toNanos());
                } else {
                    unanswered++;
                }
                Thread.sleep(50);
            }
            long duringFlood = heapAfterGc();
            StringBuilder hangUps = new StringBuilder();
            for (Flooder f : flooders) {
                hangUps.append(' ').append(f.hangUps());
                f.close();
            }
            Collections.sort(trips);
            System.out.printf(
                    "%d %s flooders for %d s: %d pings, round trip median %.2f ms, p95 %.2f ms, max %.2f ms,"
                            + " %d unanswered in 5 s; each flooder hung up on%s times%n",
                    count,
                    how,
                    seconds,
                    trips.size() + unanswered,
                    ms(at(trips, 0.5)),
                    ms(at(trips, 0.95)),
                    ms(at(trips, 1.0)),
                    unanswered,
                    hangUps);
            System.out.printf(
                    "heap: most left after a collection during the flood %.1f MB, after GC at its end %.1f MB,"
                            + " after GC once it stopped %.1f MB%n",
                    heap.most.get() / 1e6, duringFlood / 1e6, heapAfterGc() / 1e6);
        }
    }

    private static long at(List<Long> sorted, double quantile) {
        if (sorted.isEmpty()) {
            return 0;
        }
        return sorted.get((int) Math.min(sorted.size() - 1, Math.ceil(quantile * sorted.size()) - 1));
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }

    /** Follows the heap left after each collection (without forcing any): the most, and the last. */
    private static final class HeapWatch implements NotificationListener {
        final AtomicLong most = new AtomicLong();
        final AtomicLong last = new AtomicLong();

        HeapWatch() {
            for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
                ((NotificationEmitter) gc).addNotificationListener(this, null, null);
            }
        }

        @Override
        public void handleNotification(Notification notification, Object handback) {
            if (!notification.getType().equals(GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION)) {
                return;
            }
            GarbageCollectionNotificationInfo info =
                    GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
            long used = info.getGcInfo().getMemoryUsageAfterGc().values().stream()
                    .mapToLong(MemoryUsage::getUsed)
                    .sum();
            last.set(used);
            most.accumulateAndGet(used, Math::max);
        }
    }

    private static long heapAfterGc() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(200);
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
