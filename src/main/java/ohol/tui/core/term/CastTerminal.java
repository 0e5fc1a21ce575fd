package ohol.tui.core.term;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.terminal.ansi.ANSITerminal;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * A terminal of a fixed size that no one types on, whose output is kept: the escape codes the
 * screen would send a real terminal, taken away after each frame for a cast.
 */
public final class CastTerminal extends ANSITerminal {
    private final TerminalSize size;
    private final ByteArrayOutputStream out;

    private CastTerminal(ByteArrayOutputStream out, TerminalSize size) throws IOException {
        super(InputStream.nullInputStream(), out, StandardCharsets.UTF_8);
        this.out = out;
        this.size = size;
    }

    public static CastTerminal of(int columns, int rows) throws IOException {
        return new CastTerminal(new ByteArrayOutputStream(), new TerminalSize(columns, rows));
    }

    @Override
    protected TerminalSize findTerminalSize() {
        return size;
    }

    /** What was sent since the last call, as text. */
    public String take() {
        String s = out.toString(StandardCharsets.UTF_8);
        out.reset();
        return s;
    }
}
