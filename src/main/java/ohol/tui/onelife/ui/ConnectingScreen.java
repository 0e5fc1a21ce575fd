package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.screen.Screen;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.core.term.Widths;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.net.LoginStep;

/**
 * What the screen shows while the client gets into the game, before the game's own screen takes
 * over: each step so far, the one under way last ({@code ...}), in the terminal's own colours.
 * The screen may open after the first steps were told: it shows them all when it does.
 *
 * <p>Thread safety: the steps come from the thread that logs in, the screen from the thread that
 * set it up; every method holds the lock, and nothing is drawn once {@link #over()} is called.
 */
public final class ConnectingScreen {
    /** Most lines kept: the first (what was asked) and the latest matter. */
    private static final int MAX_LINES = 20;

    private final List<String> lines = new ArrayList<>();
    private Screen screen;
    private boolean over;

    /** A line said before the steps (the reflector's answer). */
    public synchronized void said(String line) {
        if (lines.size() == MAX_LINES) {
            lines.remove(1);
        }
        lines.add(ServerText.clean(line));
        draw();
    }

    public synchronized void step(LoginStep step) {
        said(step.words() + "...");
    }

    /** The screen is set up: it shows the steps from now on. */
    public synchronized void shown(Screen opened) {
        this.screen = opened;
        draw();
    }

    /** The game's screen takes over (or the client ends): nothing more is drawn here. */
    public synchronized void over() {
        over = true;
    }

    private void draw() {
        if (screen == null || over) {
            return;
        }
        try {
            screen.doResizeIfNecessary();
            screen.clear();
            TextGraphics g = screen.newTextGraphics();
            g.setForegroundColor(TextColor.ANSI.DEFAULT);
            g.setBackgroundColor(TextColor.ANSI.DEFAULT);
            int width = g.getSize().getColumns();
            int rows = g.getSize().getRows();
            g.putString(0, 0, Widths.fit("ohol-tui", width));
            int first = Math.max(0, lines.size() - (rows - 2));
            for (int i = first; i < lines.size(); i++) {
                g.putString(0, 2 + i - first, Widths.fit(lines.get(i), width));
            }
            screen.refresh();
        } catch (IOException | RuntimeException e) {
            // a terminal that went away: the login goes on, and its end is said on standard error
        }
    }
}
