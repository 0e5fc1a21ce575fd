package ohol.tui.onelife.replay;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.net.Codec;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.net.UnreadableStream;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.core.replay.ReplayClock;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.dialect.DialectWire;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.ActionSyntax;
import ohol.tui.onelife.net.LoginException;
import ohol.tui.onelife.protocol.server.FrameEnd;
import ohol.tui.onelife.protocol.server.Pong;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.News;
import ohol.tui.onelife.session.SessionEvent;

/**
 * Plays a recording back into a {@link GameSession}: the server's bytes through the same codec
 * (in the era the live client found from the greeting, or the one the header says was named),
 * each piece of news taken when the live session took it, each action done after the same
 * number of them, paced speech and other due work run at their time. The session's clock is the
 * recording's. What the session reports goes to the given consumer.
 *
 * <p>Thread safety: confined to one thread.
 */
public final class Replayer {
    /**
     * Most pieces of news held back until the recording says they were taken (the live reader
     * is at most a mailbox and one read ahead of the loop); past it the oldest are taken.
     */
    static final int HELD_BACK = 1 << 16;

    /**
     * Most bytes of news held back, each piece at its size as read plus {@link Mailbox#OVERHEAD}:
     * live, the mailbox holds at most {@link Mailbox#BUDGET} and the reader one message more (a
     * map chunk inflates to at most 4 MB), so a recording that holds back more was not made live.
     */
    static final long HELD_BYTES = 4 * Mailbox.BUDGET + (4 << 20);

    private static final byte[] PING = "PING ".getBytes(StandardCharsets.US_ASCII);

    /** A piece of news, and when its bytes arrived. */
    record Pending(long millis, NetEvent<ServerMessage> event) {}

    private RecordingReader reader;
    private final GameSession session;
    private final Consumer<SessionEvent> events;
    private final ArrayDeque<Pending> held = new ArrayDeque<>();
    /** What {@link #held} weighs: see {@link #HELD_BYTES}. */
    private long heldBytes;

    private final ReplayClock clock;
    private final LifeWatch lives = new LifeWatch();
    private ReplayLink link = new ReplayLink(() -> null);
    /** The current connection's wire: its era, and what speaking an old one remembers. */
    private DialectWire wire;

    private DialectWire.Reader stream;
    private long arrivalMillis;
    private long pingSentMillis;
    private int connections;
    private int taken;
    private Optional<RecordEntry> end = Optional.empty();
    /** Records played; the next one, read ahead to know its time. */
    private long records;

    private RecordEntry ahead;
    private boolean frameTaken;

    /** Plays {@code reader} into a session made of {@code parts}, on {@code clock}. */
    public Replayer(RecordingReader reader, GameSession.Parts parts, ReplayClock clock, Consumer<SessionEvent> events) {
        this.reader = reader;
        this.clock = clock;
        this.events = events;
        GameSession.Parts replayed =
                new GameSession.Parts(parts.catalog(), parts.transitions(), parts.biomes(), clock::nanos);
        this.session = new GameSession(
                replayed,
                inbox -> {
                    link = new ReplayLink(() -> wire);
                    return link;
                },
                news -> {});
    }

    /** The session the recording is played into (the front-end's view of it). */
    public GameSession session() {
        return session;
    }

    /**
     * Plays the next record; false once the recording has ended (whole or damaged: {@link #end()}
     * says which).
     */
    public boolean step() {
        if (end.isPresent()) {
            return false;
        }
        RecordEntry e = ahead != null ? ahead : reader.next();
        ahead = null;
        records++;
        if (e instanceof RecordEntry.Connected c) {
            connect(c);
        } else if (e instanceof RecordEntry.Received r) {
            link.received += r.bytes().length;
            feed(r);
        } else if (e instanceof RecordEntry.Sent s) {
            link.sent += s.bytes().length;
            if (startsWith(s.bytes(), PING)) {
                pingSentMillis = s.millis();
            } else {
                advanceTo(s.millis()); // a line said in its turn went out by then
            }
        } else if (e instanceof RecordEntry.Took t) {
            takeUpTo(t.n() - 1);
            advanceTo(t.millis());
            takeUpTo(t.n());
        } else if (e instanceof RecordEntry.Acted a) {
            act(a);
        } else if (e instanceof RecordEntry.Closed c) {
            lives.closed(c.reason());
            hold(new Pending(c.millis(), new NetEvent.Closed<>(c.reason())));
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

    /**
     * Plays every record up to {@code millis} into the recording, then sets the clock there (what
     * moves on the screen moves on with it).
     */
    public void playTo(long millis) {
        while (end.isEmpty() && nextMillis() <= millis) {
            step();
        }
        advanceTo(millis);
    }

    /** Plays until the session has taken one more whole server frame ({@code FM}), or to the end. */
    public void stepFrame() {
        frameTaken = false;
        while (!frameTaken && step()) {
            // one record after another until a frame ends
        }
    }

    /** Where the replay is now, to come back to; empty in the middle of a message. */
    Optional<Checkpoint> checkpoint() {
        if (end.isPresent()
                || ahead != null
                || (stream != null && stream.hasPartialMessage())
                || (session.lives() > 0 && !session.inGame())) {
            return Optional.empty();
        }
        return Optional.of(new Checkpoint(
                clock.millis(),
                records,
                reader.position(),
                session.lives(),
                connections,
                taken,
                session.snapshot(),
                List.copyOf(held),
                stream != null,
                link.received,
                link.sent,
                link.roundTrip,
                arrivalMillis,
                pingSentMillis,
                Optional.ofNullable(wire).map(DialectWire::kept)));
    }

    /**
     * Goes to {@code c}, back or on: {@code fresh} is the same recording opened anew, read here
     * up to {@code c}'s place; this replayer reads it from now on (closing the one it read is
     * its opener's work). What the session had to report is dropped.
     */
    void restore(Checkpoint c, RecordingReader fresh) throws IOException {
        fresh.skipTo(c.position(), c.records(), c.millis());
        reader = fresh;
        ahead = null;
        end = Optional.empty();
        records = c.records();
        held.clear();
        heldBytes = 0;
        c.held().forEach(this::hold);
        connections = c.connections();
        taken = c.taken();
        arrivalMillis = c.arrivalMillis();
        pingSentMillis = c.pingSentMillis();
        clock.set(c.millis() * 1_000_000);
        wire = c.wire().map(DialectWire::resumed).orElse(null);
        try {
            session.resume(c.lives(), c.world());
        } catch (LoginException e) {
            throw new IllegalStateException("a replayed login cannot fail", e);
        }
        link.received = c.received();
        link.sent = c.sent();
        link.roundTrip = c.roundTrip();
        stream = c.streamOpen() ? newStream() : null;
        session.takeEvents();
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

    /**
     * Once the recording has ended whole: why no life began in it, when none did (a refused
     * login, a connection that ended first); empty while it plays, and when one did.
     */
    public Optional<String> noLife() {
        return end.filter(e -> e instanceof RecordEntry.End).flatMap(e -> lives.noLife(connections));
    }

    /** Whether a life has begun in what was played. */
    public boolean lifeBegan() {
        return lives.began();
    }

    /** Milliseconds into the recording the replay has reached. */
    public long millis() {
        return clock.millis();
    }

    private void connect(RecordEntry.Connected c) {
        held.clear(); // news of a life the live session had left: it never took it
        heldBytes = 0;
        advanceTo(c.millis());
        connections++;
        // as the live client: the era named, checked against the greeting, or found from it
        wire = new DialectWire(Dialect.named(reader.header().dialect()), true);
        if (session.lives() < connections) {
            try {
                session.begin();
            } catch (LoginException e) {
                throw new IllegalStateException("a replayed login cannot fail", e);
            }
            report();
        }
        taken = 0;
        stream = newStream();
    }

    private DialectWire.Reader newStream() {
        return wire.reader(new Codec.Receiver<>() {
            @Override
            public void message(ServerMessage message) {
                message(message, 0);
            }

            @Override
            public void message(ServerMessage message, int bytes) {
                lives.read(message);
                hold(new Pending(arrivalMillis, new NetEvent.Received<>(message, bytes)));
            }

            @Override
            public void problem(String description) {
                hold(new Pending(arrivalMillis, new NetEvent.Skipped<>(description)));
            }
        });
    }

    private void feed(RecordEntry.Received r) {
        if (stream == null) {
            return; // bytes before any connection: nothing to read them into
        }
        arrivalMillis = r.millis();
        try {
            stream.feed(r.bytes(), 0, r.bytes().length);
        } catch (UnreadableStream e) {
            stream = null; // as live: the connection closed on it, and the recording says so next
        }
    }

    private void act(RecordEntry.Acted a) {
        takeUpTo(a.taken());
        advanceTo(a.millis());
        List<Action> actions;
        try {
            actions = ActionSyntax.parseLine(a.words());
        } catch (IllegalArgumentException e) {
            return; // written by a client that knew an action this one does not
        }
        for (Action action : actions) {
            session.perform(action);
            session.runDue();
            report();
        }
    }

    /** Takes the held news until {@code n} pieces of this connection's have been taken. */
    private void takeUpTo(int n) {
        while (taken < n && !held.isEmpty()) {
            takeOne();
        }
    }

    private void hold(Pending p) {
        held.add(p);
        heldBytes += weight(p);
    }

    private static long weight(Pending p) {
        return Mailbox.OVERHEAD
                + (p.event() instanceof NetEvent.Received<ServerMessage> r ? Math.max(0, r.bytes()) : 0);
    }

    private void takeOne() {
        Pending p = held.poll();
        heldBytes -= weight(p);
        if (p.event() instanceof NetEvent.Received<ServerMessage> f && f.message() instanceof FrameEnd) {
            frameTaken = true;
        }
        if (p.event() instanceof NetEvent.Received<ServerMessage> r && r.message() instanceof Pong) {
            link.roundTrip = OptionalLong.of(Math.max(0, p.millis() - pingSentMillis));
        }
        taken++;
        session.take(new News.Net(session.lives(), p.event()));
        session.runDue();
        report();
    }

    /**
     * Sets the clock to {@code millis} and runs what is due then. As the live loop, which runs due
     * work each time it takes something or does an action (or when it wakes for it, which the
     * recording shows as the command that went out), never at a time of its own.
     */
    private void advanceTo(long millis) {
        clock.set(Math.max(clock.nanos(), millis * 1_000_000));
        session.runDue();
        report();
    }

    private static boolean startsWith(byte[] bytes, byte[] start) {
        return bytes.length >= start.length && Arrays.equals(bytes, 0, start.length, start, 0, start.length);
    }

    private void report() {
        for (SessionEvent e : session.takeEvents()) {
            lives.heard(e);
            events.accept(e);
        }
    }
}
