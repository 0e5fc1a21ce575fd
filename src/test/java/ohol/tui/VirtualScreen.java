package ohol.tui;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;

/** What a virtual terminal shows, as text: its rows, each ended by a newline. */
public final class VirtualScreen {
    private VirtualScreen() {}

    public static String text(DefaultVirtualTerminal terminal) {
        StringBuilder sb = new StringBuilder();
        TerminalSize size = terminal.getTerminalSize();
        for (int r = 0; r < size.getRows(); r++) {
            for (int c = 0; c < size.getColumns(); c++) {
                sb.append(terminal.getBufferCharacter(c, r).getCharacterString());
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
