package ohol.tui.onelife.dialect;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.core.net.Codec;
import ohol.tui.core.net.Heartbeat;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;

/**
 * One connection's wire in the dialect chosen, or found from the server's greeting: a bare
 * {@code MC} first is 2015, an {@code SN} of one line 2016, anything else today's protocol.
 *
 * <p>{@link #encode} is the one place commands become bytes, and there every command is checked
 * against the dialect's verbs ({@link Dialect#knows}): a command the server does not know becomes
 * no bytes at all (the 2016 server kills a player for an unknown verb). Before the greeting is
 * read nothing is sent. Old servers know neither {@code KA} nor {@code PING}: on them the
 * heartbeat is silent ({@link #speaks()}).
 *
 * <p>Thread safety: the reader thread reads, the writer thread encodes; the dialect, once found,
 * is published through a volatile field.
 */
public final class DialectWire implements Codec<ServerMessage, ClientCommand>, Heartbeat<ServerMessage, ClientCommand> {
    /** The most bytes waited for before the first {@code #}; a greeting is a few dozen. */
    static final int MAX_GREETING = 64 * 1024;

    private static final byte[] NOTHING = new byte[0];
    /** Commands decided but not yet written: a few, unless the writer has stopped. */
    private static final int MAX_DECIDED = 256;

    private final Map<ClientCommand, Optional<String>> decided = Collections.synchronizedMap(new IdentityHashMap<>());
    private final Tracker tracker;
    private final Optional<Dialect> chosen;
    private volatile Dialect dialect;
    private volatile boolean greetingRead;

    private final boolean checked;
    private volatile Optional<String> mismatch = Optional.empty();

    /** {@code chosen} empty: found from the greeting; else spoken as it is, unchecked. */
    public DialectWire(Optional<Dialect> chosen) {
        this(chosen, false);
    }

    /**
     * {@code checked}: the player named the dialect, and a greeting of another one ends the
     * login at once, saying so ({@link #mismatch()}), rather than be misread.
     */
    public DialectWire(Optional<Dialect> chosen, boolean checked) {
        this.chosen = chosen;
        this.checked = checked;
        this.dialect = chosen.orElse(null);
        this.tracker = new Tracker();
    }

    private DialectWire(Kept kept) {
        this.chosen = kept.chosen;
        this.checked = kept.checked;
        this.dialect = kept.dialect;
        this.greetingRead = kept.greetingRead;
        this.mismatch = kept.mismatch;
        this.tracker = new Tracker(kept.memory);
    }

    /** The dialect spoken: as chosen, or once the greeting has been read. */
    public Optional<Dialect> dialect() {
        return Optional.ofNullable(dialect);
    }

    /** A reader of this wire, which says whether it holds part of a message (a replay keeps no place there). */
    public interface Reader extends StreamReader {
        boolean hasPartialMessage();
    }

    @Override
    public Reader reader(Receiver<ServerMessage> receiver) {
        if (mismatch.isPresent()) {
            return IGNORED;
        }
        if (greetingRead || (chosen.isPresent() && !checked)) {
            return readerFor(dialect, receiver);
        }
        return new Reader() {
            private final ByteArrayOutputStream greeting = new ByteArrayOutputStream();
            private Reader inner;

            @Override
            public void feed(byte[] bytes, int offset, int length) {
                if (inner != null) {
                    inner.feed(bytes, offset, length);
                    return;
                }
                greeting.write(bytes, offset, length);
                byte[] so = greeting.toByteArray();
                Optional<Dialect> found = Greeting.dialectOf(so);
                if (found.isEmpty() && so.length < MAX_GREETING) {
                    return;
                }
                Dialect seen = found.orElse(Dialect.CURRENT);
                if (chosen.isPresent() && chosen.get() != seen) {
                    // read on in the dialect named, it would only be misread: nothing more is read
                    mismatch = Optional.of(Greeting.mismatch(chosen.get(), seen));
                    inner = IGNORED;
                    receiver.problem(mismatch.get());
                    return;
                }
                dialect = seen;
                greetingRead = true;
                inner = readerFor(dialect, receiver);
                inner.feed(so, 0, so.length);
            }

            @Override
            public boolean hasPartialMessage() {
                return inner != null ? inner.hasPartialMessage() : greeting.size() > 0;
            }

            @Override
            public void close() {
                if (inner != null) {
                    inner.close();
                }
            }
        };
    }

    /** Why the server's greeting is not the one of the dialect named; empty while it is, or not yet read. */
    public Optional<String> mismatch() {
        return mismatch;
    }

    private static final Reader IGNORED = new Reader() {
        @Override
        public void feed(byte[] bytes, int offset, int length) {}

        @Override
        public boolean hasPartialMessage() {
            return false;
        }

        @Override
        public void close() {}
    };

    private Reader readerFor(Dialect d, Receiver<ServerMessage> receiver) {
        if (d.isOld()) {
            return new OldStream(d, tracker, receiver);
        }
        ServerStream today = Wire.reader(receiver);
        return new Reader() {
            @Override
            public void feed(byte[] bytes, int offset, int length) {
                today.feed(bytes, offset, length);
            }

            @Override
            public boolean hasPartialMessage() {
                return today.hasPartialMessage();
            }

            @Override
            public void close() {
                today.close();
            }
        };
    }

    /**
     * What a replay keeps of a wire to go on from (between two messages): the era, whether the
     * greeting was read, and what speaking an old era remembers (who we are, what we hold, the
     * walk under way).
     */
    public static final class Kept {
        private final Optional<Dialect> chosen;
        private final boolean checked;
        private final Dialect dialect;
        private final boolean greetingRead;
        private final Optional<String> mismatch;
        private final Tracker.Memory memory;

        private Kept(DialectWire w) {
            chosen = w.chosen;
            checked = w.checked;
            dialect = w.dialect;
            greetingRead = w.greetingRead;
            mismatch = w.mismatch;
            memory = w.tracker.memory();
        }
    }

    /** This wire as it is now, to go on from ({@link #resumed}). */
    public Kept kept() {
        return new Kept(this);
    }

    /** A wire that goes on from {@code kept}: its readers read on from where that wire's stood. */
    public static DialectWire resumed(Kept kept) {
        return new DialectWire(kept);
    }

    /** The bytes for {@code command}, or none when the server would not know it. */
    @Override
    public byte[] encode(ClientCommand command) {
        Optional<String> text = decided.remove(command);
        if (text == null) {
            text = text(command);
        }
        return text.map(t -> t.getBytes(StandardCharsets.UTF_8)).orElse(NOTHING);
    }

    /**
     * The text {@code command} goes out as, decided now, before it is queued: the writer sends
     * this very text, so what the player is told went out is what did. Empty when nothing may go.
     */
    public Optional<String> decide(ClientCommand command) {
        Optional<String> text = text(command);
        if (decided.size() < MAX_DECIDED) {
            decided.put(command, text);
        }
        return text;
    }

    /** The text sent for {@code command}; empty when nothing may be. */
    public Optional<String> text(ClientCommand command) {
        Dialect d = dialect;
        if (d == null) {
            return Optional.empty();
        }
        Optional<String> text = d.isOld() ? OldCommands.encode(command, d, tracker) : Optional.of(command.toWire());
        return text.filter(t -> d.knows(verbOf(t)));
    }

    /**
     * Why {@code command} went out as no bytes: the server's era has no such verb (or not in this
     * form), or its greeting, which tells the era, had not been read.
     */
    public String whyNotSent(ClientCommand command) {
        Dialect d = dialect;
        if (d == null) {
            return "nothing is sent before the server's greeting is read";
        }
        String verb = command.verb();
        return d.server() + (d.knows(verb) ? " takes no " + verb + " of this form" : " has no " + verb);
    }

    private static String verbOf(String text) {
        int end = 0;
        while (end < text.length() && text.charAt(end) != ' ' && text.charAt(end) != '#') {
            end++;
        }
        return text.substring(0, end);
    }

    @Override
    public ClientCommand keepAlive() {
        return Wire.heartbeat().keepAlive();
    }

    @Override
    public ClientCommand probe(int id) {
        return Wire.heartbeat().probe(id);
    }

    @Override
    public OptionalInt answers(ServerMessage message) {
        return Wire.heartbeat().answers(message);
    }

    /** Today's server takes {@code KA} and answers {@code PING}; the old ones know neither. */
    @Override
    public boolean speaks() {
        Dialect d = dialect;
        return d == null || !d.isOld();
    }
}
