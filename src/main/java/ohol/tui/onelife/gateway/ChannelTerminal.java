package ohol.tui.onelife.gateway;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.BasicCharacterPattern;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.MouseCaptureMode;
import com.googlecode.lanterna.terminal.ansi.ANSITerminal;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import ohol.tui.core.term.RawAnsi;
import ohol.tui.core.term.SgrMouse;

/**
 * The terminal at the far end of an SSH channel: Lanterna's ANSI terminal over the channel's
 * streams. Its size is what the client's pty request and window-change signals said (never
 * asked of the terminal, which would cost a round trip and an answer to parse); the modes are
 * the screen's as on a local terminal (alternate screen, hidden cursor, SGR mouse clicks), and
 * leaving the screen turns them all off. The far side's own pty is raw already: an SSH client puts
 * its terminal in raw mode for a session with a pty.
 */
final class ChannelTerminal extends ANSITerminal implements RawAnsi {
    private static final byte[] SGR_ON = SgrMouse.ENABLE.getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SGR_OFF = SgrMouse.DISABLE.getBytes(StandardCharsets.US_ASCII);

    private volatile TerminalSize size;
    private volatile boolean onScreen;

    ChannelTerminal(InputStream in, OutputStream out, TerminalSize size) throws IOException {
        super(in, out, StandardCharsets.UTF_8);
        this.size = size;
        setMouseCaptureMode(MouseCaptureMode.CLICK_RELEASE);
        getInputDecoder().addProfile(SgrMouse.profile());
        // a local terminal turns Return's CR into LF (ICRNL) before Lanterna reads it; an SSH
        // client in raw mode sends the CR itself
        getInputDecoder().addProfile(() -> List.of(new BasicCharacterPattern(new KeyStroke(KeyType.Enter), '\r')));
    }

    @Override
    protected TerminalSize findTerminalSize() {
        return size;
    }

    @Override
    public void writeSequence(byte[] sequence) throws IOException {
        writeToTerminal(sequence);
    }

    /** The client's window changed size: the screen hears of it through the resize listeners. */
    void resized(TerminalSize newSize) {
        size = newSize;
        onResized(newSize);
    }

    @Override
    public void enterPrivateMode() throws IOException {
        super.enterPrivateMode();
        writeToTerminal(SGR_ON);
        flush();
        onScreen = true;
    }

    @Override
    public void exitPrivateMode() throws IOException {
        if (!onScreen) {
            return;
        }
        onScreen = false;
        writeToTerminal(SGR_OFF);
        super.exitPrivateMode();
    }
}
