package ohol.tui.crossfire.world;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import ohol.tui.crossfire.protocol.MapUpdate;

/**
 * What a map2 flood of scrolls costs the client's map: 64 KB frames of scrolls only (two bytes
 * each in map2: 32,768 a frame), one way and turning back at each, taken as the world takes a
 * message. Prints the milliseconds a frame (median of 20, after 10 to warm up). Run:
 *
 * <pre>
 * mvn -B -q -o test-compile
 * java -cp target/classes:target/test-classes ohol.tui.crossfire.world.ScrollFloodFigures
 * </pre>
 */
public final class ScrollFloodFigures {
    private ScrollFloodFigures() {}

    public static void main(String[] args) {
        for (boolean turning : new boolean[] {false, true}) {
            List<MapUpdate> frame = new ArrayList<>();
            for (int i = 0; i < 32_768; i++) {
                frame.add(new MapUpdate.Scroll(turning && i % 2 == 1 ? -1 : 1, 0));
            }
            MapGrid grid = new MapGrid();
            double[] millis = new double[20];
            for (int round = -10; round < millis.length; round++) {
                long start = System.nanoTime();
                grid.map(frame);
                if (round >= 0) {
                    millis[round] = (System.nanoTime() - start) / 1e6;
                }
            }
            java.util.Arrays.sort(millis);
            System.out.printf(
                    Locale.ROOT,
                    "%s: %.2f ms a 64 KB frame of 32,768 scrolls (median of 20)%n",
                    turning ? "turning back at each" : "one way",
                    millis[millis.length / 2]);
        }
    }
}
