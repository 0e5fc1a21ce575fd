package ohol.tui.core.narrate;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import ohol.tui.core.script.ScriptInput;
import org.jline.reader.Candidate;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.InfoCmp;

/**
 * The typed line on a terminal, edited with JLine's line reader: history (Up, Down, Ctrl-R),
 * completion with Tab over the commands and the names of what is in view, the prompt kept below
 * the lines said meanwhile. Ctrl-C asks to quit; Ctrl-D at an empty line ends the input.
 *
 * <p>Thread safety: {@link #print} and {@link #completions} may be called from any thread (the
 * line reader's own printing is thread-safe; the completions are immutable, behind a volatile field).
 */
public final class LineEditor implements Closeable {
    private static final String PROMPT = "> ";
    private static final String BRACKETED_PASTE_OFF = "\u001b[?2004l";
    private static final int HISTORY = 500;

    private final Terminal terminal;
    private final LineReader reader;
    private final Consumer<ScriptInput> post;
    private final List<String> takeNames;
    private volatile Completions completions;

    private LineEditor(Terminal terminal, Consumer<ScriptInput> post, Completions first, List<String> takeNames) {
        this.terminal = terminal;
        this.post = post;
        this.completions = first;
        this.takeNames = List.copyOf(takeNames);
        this.reader = LineReaderBuilder.builder()
                .terminal(terminal)
                .appName("ohol-tui")
                .parser(new WholeLine())
                .completer((r, line, candidates) -> candidates.addAll(candidates()))
                .variable(LineReader.HISTORY_SIZE, HISTORY)
                .option(LineReader.Option.CASE_INSENSITIVE, true)
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true) // "!" is only speech
                .build();
    }

    /**
     * The line editor on the process's own terminal, its modes set and read back through {@code
     * stty} (JLine's native provider gave the terminal back at 0 baud, on line discipline 253).
     * Each line goes to {@code post}; {@code first} is what completes until {@link #completions}
     * says otherwise; {@code takeNames} are the commands ({@code "go to "}) a name in view completes.
     */
    public static LineEditor open(Consumer<ScriptInput> post, Completions first, List<String> takeNames)
            throws IOException {
        return new LineEditor(
                TerminalBuilder.builder().system(true).provider("exec").build(), post, first, takeNames);
    }

    /** Starts reading lines on a thread of its own; each is posted. */
    public void start() {
        Thread thread = new Thread(this::readLines, "ohol-input");
        thread.setDaemon(true);
        thread.start();
    }

    private void readLines() {
        while (true) {
            try {
                String line = reader.readLine(PROMPT);
                post.accept(new ScriptInput.Line(line));
                if (line.strip().equalsIgnoreCase("quit")) {
                    // no next line is begun: its keypad mode would be turned on after the game
                    // turned it off on leaving
                    return;
                }
            } catch (UserInterruptException e) {
                post.accept(new ScriptInput.Line("quit"));
                return; // as a typed quit
            } catch (EndOfFileException | IllegalStateException e) {
                break;
            }
        }
        post.accept(new ScriptInput.Ended());
    }

    /** Says a line above the one being typed. */
    public void print(String line) {
        reader.printAbove(line);
    }

    /** What to complete from now on. */
    public void completions(Completions now) {
        this.completions = now;
    }

    private List<Candidate> candidates() {
        List<Candidate> out = new ArrayList<>();
        Completions now = completions;
        for (String start : now.starts()) {
            out.add(new Candidate(start, start, null, null, null, null, false));
        }
        for (String verb : takeNames) {
            for (String name : now.names()) {
                String whole = verb + name;
                out.add(new Candidate(whole, whole, null, null, null, null, true));
            }
        }
        return out;
    }

    /**
     * Gives the terminal back as it was: the line reader turns on the keypad's application mode
     * and bracketed paste for each line it reads and turns them off only when the line ends, and
     * the game ends with a line half read (they were left on at every exit, typed quit included).
     */
    @Override
    public void close() throws IOException {
        terminal.puts(InfoCmp.Capability.keypad_local);
        terminal.writer().write(BRACKETED_PASTE_OFF);
        terminal.flush();
        terminal.close();
    }
}
