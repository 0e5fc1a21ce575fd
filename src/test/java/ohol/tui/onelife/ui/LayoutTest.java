package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ohol.tui.core.term.Rect;
import org.junit.jupiter.api.Test;

class LayoutTest {
    private static void assertTiles(Layout layout, int cols, int rows) {
        int covered = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int hits = 0;
                for (Rect rect : layout.panes().values()) {
                    hits += rect.contains(c, r) ? 1 : 0;
                }
                assertTrue(hits <= 1, "panes overlap at " + c + "," + r);
                covered += hits;
            }
        }
        assertTrue(covered >= cols * rows - rows, "almost every cell belongs to a pane");
    }

    @Test
    void smallestTerminalStillHasEveryPane() {
        Layout layout = Layout.compute(40, 12).orElseThrow();
        assertTiles(layout, 40, 12);
        assertEquals(new Rect(0, 11, 40, 1), layout.get(Layout.Pane.CHAT));
        assertTrue(layout.get(Layout.Pane.MAP).rows() >= 5);
        assertTrue(Layout.compute(39, 12).isEmpty());
        assertTrue(Layout.compute(40, 11).isEmpty());
    }

    @Test
    void wideTerminalsPutTheLogsBesideTheMap() {
        Layout layout = Layout.compute(200, 60).orElseThrow();
        assertTiles(layout, 200, 60);
        assertEquals(56, layout.get(Layout.Pane.MAP).rows());
        assertTrue(layout.get(Layout.Pane.SPEECH).col()
                > layout.get(Layout.Pane.MAP).cols());
        assertEquals(Layout.Pane.MAP, layout.paneAt(10, 10).orElseThrow());
    }

    @Test
    void standardTerminalPutsTheLogsUnderTheMap() {
        Layout layout = Layout.compute(80, 24).orElseThrow();
        assertTiles(layout, 80, 24);
        assertEquals(80, layout.get(Layout.Pane.MAP).cols());
        assertTrue(layout.get(Layout.Pane.SPEECH).row()
                > layout.get(Layout.Pane.MAP).row());
    }
}
