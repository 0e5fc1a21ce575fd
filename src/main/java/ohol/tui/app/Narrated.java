package ohol.tui.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.onelife.narrate.NarrateSession;
import ohol.tui.onelife.session.Connector;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.News;

/**
 * {@code --narrate}: the line editor when the input is the process's terminal and it places the
 * cursor; plain lines from a pipe, and on a line terminal ({@code TERM=dumb} or unset: a screen
 * reader's setup, an editor's shell), which the editor's escape sequences would garble.
 */
final class Narrated {
    private Narrated() {}

    static ExitCode run(
            GameSession.Parts parts,
            Connector connector,
            InputStream input,
            PrintWriter out,
            PrintWriter err,
            boolean editable,
            Consumer<GameSession> played)
            throws InterruptedException, IOException {
        Mailbox<News, ScriptInput> mailbox = new Mailbox<>(News::bytes);
        GameSession session = new GameSession(parts, connector, mailbox::news);
        played.accept(session);
        NarrateSession narrate = new NarrateSession(out, err);
        if (input == System.in && System.console() != null && editable) {
            return narrate.runOnTerminal(session, mailbox);
        }
        var lines = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
        return narrate.run(session, mailbox, lines);
    }
}
