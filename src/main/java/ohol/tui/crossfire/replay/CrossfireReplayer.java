package ohol.tui.crossfire.replay;

import java.util.ArrayDeque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.net.Codec;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.net.Secret;
import ohol.tui.core.net.UnreadableStream;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.replay.RecordingHeader;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.core.replay.ReplayClock;
import ohol.tui.core.text.ServerText;
import ohol.tui.crossfire.net.CrossfireWire;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.session.ActionSyntax;
import ohol.tui.crossfire.session.CrossfireEvent;
import ohol.tui.crossfire.session.CrossfireSession;
import ohol.tui.crossfire.session.Link;
import ohol.tui.crossfire.session.Login;
import ohol.tui.crossfire.session.LoginMode;
import ohol.tui.crossfire.session.PlayerAction;

/**
 * Plays a Crossfire recording back into a {@link CrossfireSession} of its own, logging in as the
 * recording's header says the live one did: the server's bytes through the same frame reader,
 * each piece of news taken when the live session took it, each action done after the same number
 * of them, due work run at the recording's time, which is the session's clock. Its commands go
 * nowhere. What the session reports goes to the given consumer.
 *
 * <p>Thread safety: confined to one thread.
 */
public final class CrossfireReplayer {
    /** Most pieces of news held back until the recording says they were taken; past it the oldest are taken. */
    static final int HELD_BACK = 1 << 16;
    /** Most bytes of news held back: live, the mailbox holds at most its budget and the reader a frame more. */
    static final long HELD_BYTES = 4 * Mailbox.BUDGET + (1 << 16);

    /** Longest character name taken from a header (the server's own limit is far shorter). */
    static final int MAX_NAME = 64;

    private final RecordingReader reader;
    private final ReplayClock clock;
    private final CrossfireSession session;
    private final Consumer<CrossfireEvent> events;
    private final ArrayDeque<NetEvent<ServerMessage>> held = new ArrayDeque<>();
    private long heldBytes;
    private Codec.StreamReader stream;
    private int taken;
    private RecordEntry ahead;
    private Optional<RecordEntry> end = Optional.empty();

    /** Plays {@code reader} (a Crossfire recording) on {@code clock}, the session's events to {@code events}. */
    public CrossfireReplayer(RecordingReader reader, ReplayClock clock, Consumer<CrossfireEvent> events) {
        this.reader = reader;
        this.clock = clock;
        this.events = events;
        this.session = new CrossfireSession(
                login(reader.header()),
                new Link() {
                    @Override
                    public void send(ClientCommand command) {
                        // the recording holds what went out: nothing goes anywhere again
                    }

                    @Override
                    public void hangUp() {
                        // the recording says when the connection closed
                    }
                },
                clock::nanos,
                "ohol-tui");
        session.start();
    }

    /** The live session's login, as the header names it; its password is nobody's. */
    private static Login login(RecordingHeader header) {
        LoginMode mode;
        try {
            mode = LoginMode.valueOf(header.dialect().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            mode = LoginMode.QUERY;
        }
        // the file's, whoever wrote it: the account login may show it as the character's name
        String name = header.player().isEmpty() ? "player" : ServerText.clean(header.player(), MAX_NAME);
        return new Login(mode, name, name, new Secret(ClientCommand.HIDDEN), Optional.empty(), Optional.empty());
    }

    /**
     * Who answers a new character's questions, as in the live session: the player on the screen
     * (the recording holds the replies), else the client itself. Called once the front-end is
     * made, which may have said otherwise.
     */
    public void creationAsRecorded() {
        if (reader.header().terminal().equals(CrossfireRecording.SCREEN)) {
            session.leaveCreationToPlayer();
        } else {
            session.answerCreation();
        }
    }

    /** The session the recording is played into (the front-end's view of it). */
    public CrossfireSession session() {
        return session;
    }

    /** Plays the next record; false once the recording has ended (whole or damaged: {@link #end()} says which). */
    public boolean step() {
        if (end.isPresent()) {
            return false;
        }
        RecordEntry e = ahead != null ? ahead : reader.next();
        ahead = null;
        if (e instanceof RecordEntry.Connected c) {
            held.clear();
            heldBytes = 0;
            advanceTo(c.millis());
            taken = 0;
            stream = new CrossfireWire().reader(new Codec.Receiver<>() {
                @Override
                public void message(ServerMessage message) {
                    message(message, 0);
                }

                @Override
                public void message(ServerMessage message, int bytes) {
                    hold(new NetEvent.Received<>(message, bytes));
                }

                @Override
                public void problem(String description) {
                    hold(new NetEvent.Skipped<>(description));
                }
            });
        } else if (e instanceof RecordEntry.Received r) {
            feed(r.bytes());
        } else if (e instanceof RecordEntry.Sent s) {
            advanceTo(s.millis());
        } else if (e instanceof RecordEntry.Took t) {
            takeUpTo(t.n() - 1);
            advanceTo(t.millis());
            takeUpTo(t.n());
        } else if (e instanceof RecordEntry.Acted a) {
            act(a);
        } else if (e instanceof RecordEntry.Closed c) {
            hold(new NetEvent.Closed<>(c.reason()));
        } else if (e instanceof RecordEntry.Damaged d) {
            takeUpTo(Integer.MAX_VALUE); // what was read before the damage, taken at once
            end = Optional.of(d);
        } else {
            end = Optional.of(e); // the live session never took what it had not taken by the end
        }
        while (held.size() > HELD_BACK || heldBytes > HELD_BYTES) {
            takeOne();
        }
        return end.isEmpty();
    }

    /** The time of the next record: the end's, once the recording has ended. */
    public long nextMillis() {
        if (end.isPresent()) {
            return end.get().millis();
        }
        if (ahead == null) {
            ahead = reader.next();
        }
        return ahead.millis();
    }

    /** Plays every record up to {@code millis} into the recording, then sets the clock there. */
    public void playTo(long millis) {
        while (end.isEmpty() && nextMillis() <= millis) {
            step();
        }
        advanceTo(millis);
    }

    /** Plays the whole recording. */
    public void run() {
        while (step()) {
            // each step reports through the consumer
        }
    }

    /** How the recording ended, once it has: {@link RecordEntry.End} or {@link RecordEntry.Damaged}. */
    public Optional<RecordEntry> end() {
        return end;
    }

    /** Milliseconds into the recording the replay has reached. */
    public long millis() {
        return clock.millis();
    }

    private void feed(byte[] bytes) {
        if (stream == null) {
            return; // bytes before any connection: nothing to read them into
        }
        try {
            stream.feed(bytes, 0, bytes.length);
        } catch (UnreadableStream e) {
            stream = null; // as live: the connection closed on it, and the recording says so next
        }
    }

    private void act(RecordEntry.Acted a) {
        takeUpTo(a.taken());
        advanceTo(a.millis());
        List<PlayerAction> actions;
        try {
            actions = ActionSyntax.parseLine(a.words());
        } catch (IllegalArgumentException e) {
            return; // written by a client that knew an action this one does not
        }
        for (PlayerAction action : actions) {
            session.perform(action);
            session.runDue();
            report();
        }
    }

    private void takeUpTo(int n) {
        while (taken < n && !held.isEmpty()) {
            takeOne();
        }
    }

    private void hold(NetEvent<ServerMessage> news) {
        held.add(news);
        heldBytes += Mailbox.OVERHEAD + Math.max(0, news.bytes());
    }

    private void takeOne() {
        NetEvent<ServerMessage> news = held.poll();
        heldBytes -= Mailbox.OVERHEAD + Math.max(0, news.bytes());
        taken++;
        session.take(news);
        session.runDue();
        report();
    }

    private void advanceTo(long millis) {
        clock.set(Math.max(clock.nanos(), millis * 1_000_000));
        session.runDue();
        report();
    }

    private void report() {
        for (CrossfireEvent e : session.takeEvents()) {
            events.accept(e);
        }
    }
}
