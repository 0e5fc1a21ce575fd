package ohol.tui.core.term;

import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.screen.ScreenBuffer;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.Terminal;
import java.io.IOException;
import java.util.Objects;

/**
 * Lanterna's screen, minus the refresh that shows nothing new. Lanterna's refresh sends only
 * the cells that changed, but always ends by hiding (or placing) the cursor, so a refresh with
 * no change still sends {@code ESC [ ? 2 5 l} and a flush: most of a walk's refreshes were
 * only that. Here a refresh with no cell changed and the cursor where it was sends nothing.
 *
 * <p>On a terminal that takes escape sequences as they are ({@link RawAnsi}: the process's own
 * terminal, an SSH channel), the cells that changed go out through a {@link CellPainter}, which
 * remembers what the terminal has between frames and sends a change in fewer bytes than
 * Lanterna; a whole redraw (the first frame, after a resize or a clear, a complete refresh)
 * is still Lanterna's.
 *
 * <p>A new size from the terminal's resize listener (its own thread) is taken under the screen's
 * lock, and {@link #refit()} asks the terminal its size anew: a resize is never lost.
 */
public final class DeltaScreen extends TerminalScreen {
    private boolean mustSend = true;
    private boolean started;
    private TerminalPosition shownCursor;
    /** Present when the terminal takes sequences as they are. */
    private final CellPainter painter;

    public DeltaScreen(Terminal terminal) throws IOException {
        super(terminal);
        painter = terminal instanceof RawAnsi raw ? new CellPainter(terminal, raw) : null;
    }

    @Override
    public synchronized void startScreen() throws IOException {
        super.startScreen();
        mustSend = true;
        started = true;
        if (painter != null) {
            painter.forgetAll();
        }
    }

    @Override
    public synchronized void stopScreen(boolean flushInput) throws IOException {
        super.stopScreen(flushInput);
        started = false;
        if (painter != null) {
            painter.forgetAll();
        }
    }

    @Override
    public synchronized void refresh(RefreshType refreshType) throws IOException {
        if (refreshType != RefreshType.COMPLETE
                && !mustSend
                && Objects.equals(getCursorPosition(), shownCursor)
                && !anyCellChanged()) {
            return;
        }
        if (painter != null && started && !mustSend && refreshType != RefreshType.COMPLETE) {
            painter.paint(getBackBuffer(), getFrontBuffer());
            getBackBuffer().copyTo(getFrontBuffer());
            painter.cursor(getCursorPosition(), getFrontBuffer());
            getTerminal().flush();
        } else {
            super.refresh(refreshType);
            if (painter != null) {
                painter.forget(getCursorPosition());
            }
        }
        mustSend = false;
        shownCursor = getCursorPosition();
    }

    private boolean anyCellChanged() {
        ScreenBuffer back = getBackBuffer();
        ScreenBuffer front = getFrontBuffer();
        TerminalSize size = back.getSize();
        if (!size.equals(front.getSize())) {
            return true;
        }
        for (int row = 0; row < size.getRows(); row++) {
            for (int col = 0; col < size.getColumns(); col++) {
                TextCharacter cell = back.getCharacterAt(col, row);
                TextCharacter shown = front.getCharacterAt(col, row);
                if (cell != shown
                        && !cell.equals(shown)) { // mostly the same cell: Lanterna's equals compares field by field
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public synchronized TerminalSize doResizeIfNecessary() {
        TerminalSize resized = super.doResizeIfNecessary();
        if (resized != null) {
            mustSend = true;
        }
        return resized;
    }

    /**
     * Lanterna reads and clears a pending size under the screen's lock but writes it without: a
     * size that came from the listener's thread between that read and clear was lost, and the
     * screen kept an old size (a drag's passing 9 columns: "Need 40x1" at 80x24) until the next
     * resize. Under the same lock, the last size given is the one taken.
     */
    @Override
    protected synchronized void addResizeRequest(TerminalSize newSize) {
        super.addResizeRequest(newSize);
    }

    /**
     * Asks the terminal its size now and takes it if the screen holds another; returns the new
     * size, or null when it was right. The question is asked without the screen's lock: the
     * terminal answers a resize under its own lock and hands the size on under ours.
     */
    public TerminalSize refit() throws IOException {
        TerminalSize actual = getTerminal().getTerminalSize();
        synchronized (this) {
            if (!actual.equals(getTerminalSize())) {
                addResizeRequest(actual);
            }
            return doResizeIfNecessary();
        }
    }

    @Override
    public synchronized void clear() {
        super.clear();
        mustSend = true;
    }

    @Override
    public void scrollLines(int firstLine, int lastLine, int distance) {
        super.scrollLines(firstLine, lastLine, distance);
        synchronized (this) {
            mustSend = true; // the terminal is scrolled on the next refresh, whatever the cells say
        }
    }
}
