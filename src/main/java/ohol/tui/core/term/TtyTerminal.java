package ohol.tui.core.term;

import com.googlecode.lanterna.terminal.MouseCaptureMode;
import com.googlecode.lanterna.terminal.ansi.UnixTerminal;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * The process's own terminal, and the one place that knows which modes the client turns on
 * there: raw keys (stty, Ctrl-C a key), the alternate screen, the hidden cursor, mouse reports of
 * clicks and their SGR encoding. {@link #exitPrivateMode()} turns every one of them off, and every
 * way out goes through it: the screen stopping, Lanterna's shutdown hook (SIGTERM, SIGINT, any
 * {@code System.exit}), {@link #leave()} on a fatal error, and {@link #suspend} (Ctrl-Z).
 *
 * <p>Once out of the screen, nothing more is drawn: a frame that was under way on another thread
 * would otherwise land on the shell's screen (or hide its cursor again).
 */
public final class TtyTerminal extends UnixTerminal implements RawAnsi {
    private static final byte[] SGR_ON = SgrMouse.ENABLE.getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SGR_OFF = SgrMouse.DISABLE.getBytes(StandardCharsets.US_ASCII);
    /**
     * Every mode {@link #enterPrivateMode()} turns on, off, as one write made beforehand: SGR mouse
     * reports, mouse clicks, colours, the hidden cursor, the alternate screen (what Lanterna's own
     * exit writes, in its order). A fatal error may leave no heap to build them with.
     */
    private static final byte[] ALL_OFF =
            (SgrMouse.DISABLE + "\u001b[?1000l\u001b[0m\u001b[?25h\u001b[?1049l").getBytes(StandardCharsets.US_ASCII);

    private final Object modes = new Object();
    private volatile boolean onScreen;
    /** Set once the screen has been left: from then until it is entered again, draws are dropped. */
    private volatile boolean left;

    /** Takes the terminal on {@code in} and {@code out} raw at once, with Ctrl-C as a key, and asks for mouse clicks. */
    public TtyTerminal(InputStream in, OutputStream out, Charset charset) throws IOException {
        super(in, out, charset, CtrlCBehaviour.TRAP);
        setMouseCaptureMode(MouseCaptureMode.CLICK_RELEASE);
        getInputDecoder().addProfile(SgrMouse.profile());
    }

    @Override
    public void enterPrivateMode() throws IOException {
        synchronized (modes) {
            left = false;
            super.enterPrivateMode(); // the alternate screen, and mouse clicks
            writeToTerminal(SGR_ON); // reports never mistaken for keys
            flush();
            onScreen = true;
        }
    }

    /** Turns off every mode {@link #enterPrivateMode()} turned on; does nothing when they are off. */
    @Override
    public void exitPrivateMode() throws IOException {
        synchronized (modes) {
            if (!onScreen) {
                return;
            }
            onScreen = false;
            try {
                writeToTerminal(SGR_OFF);
                super.exitPrivateMode(); // mouse clicks off, cursor shown, colours reset, the shell's screen back
            } finally {
                left = true;
            }
        }
    }

    /**
     * Gives the terminal back as it was found, now, on any thread: every mode off and the keys
     * cooked again. For a fatal error; also what the JVM's shutdown does. Never throws, not even
     * an {@link Error}: out of memory, the modes go off in one write made beforehand, and the
     * keys are still cooked (a failed step never keeps the next from being tried).
     */
    public void leave() {
        try {
            exitPrivateMode();
        } catch (Throwable e) {
            // a terminal that hung up cannot be restored; a full heap can still take the write made beforehand
            try {
                super.writeToTerminal(ALL_OFF);
                super.flush();
            } catch (Throwable again) {
                // nothing more to try
            } finally {
                left = true;
            }
        }
        try {
            restoreTerminalSettings();
        } catch (Throwable e) {
            // the heap was full as stty was started: what the failed try held is free now
            try {
                restoreTerminalSettings();
            } catch (Throwable again) {
                // a terminal that hung up cannot be restored: nothing is lost
            }
        }
    }

    /**
     * Ctrl-Z: gives the terminal back to the shell as it was found, stops this process as the
     * terminal's Ctrl-Z would, and once the shell lets it run again ({@code fg}) takes the terminal
     * again. The caller redraws the whole screen: the terminal keeps nothing of it while away.
     */
    public void suspend() throws IOException {
        exitPrivateMode();
        restoreTerminalSettings();
        stopProcessGroup();
        canonicalMode(false);
        keyEchoEnabled(false);
        keyStrokeSignalsEnabled(false);
        enterPrivateMode();
    }

    /**
     * Ctrl-Z for a screen: when it is drawn on the process's own terminal, {@link #suspend}s, and on
     * return sends the whole screen anew (the terminal kept nothing of it); false for any other
     * screen (an SSH channel's, a test's), which has no shell to go back to.
     */
    public static boolean suspend(com.googlecode.lanterna.screen.Screen screen) throws IOException {
        if (screen instanceof com.googlecode.lanterna.screen.TerminalScreen own
                && own.getTerminal() instanceof TtyTerminal tty) {
            tty.suspend();
            screen.doResizeIfNecessary();
            screen.refresh(com.googlecode.lanterna.screen.Screen.RefreshType.COMPLETE);
            return true;
        }
        return false;
    }

    /**
     * Ctrl-Z reaches us as a key, as Ctrl-C does: the terminal's own SIGTSTP would stop the
     * process with the terminal still raw and on the alternate screen. One stty run for both. The
     * way back is the settings saved at the start, which hold the player's own keys.
     */
    @Override
    protected void keyStrokeSignalsEnabled(boolean enabled) throws IOException {
        if (enabled) {
            super.keyStrokeSignalsEnabled(true);
        } else {
            runSTTYCommand("intr", "undef", "susp", "undef");
        }
    }

    /**
     * SIGTSTP to our process group, as the terminal sends it (Java cannot raise a signal): the
     * {@code kill} run stops with us, so waiting for it to end is waiting until we are continued.
     */
    private static void stopProcessGroup() throws IOException {
        try {
            new ProcessBuilder("kill", "-TSTP", "0").start().waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void writeSequence(byte[] sequence) throws IOException {
        writeToTerminal(sequence);
    }

    @Override
    protected void writeToTerminal(byte... bytes) throws IOException {
        if (!left) {
            super.writeToTerminal(bytes);
        }
    }
}
