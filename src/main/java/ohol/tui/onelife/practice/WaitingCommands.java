package ohol.tui.onelife.practice;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The commands the world has not handled yet: one queue per connection, served one command from
 * each connection in turn, as server.cpp takes one message per client per step, so that a busy
 * connection never makes another wait behind all it sent. What may wait per connection is
 * bounded, in commands and in bytes; a connection that sends more than that before the world
 * catches up is refused, what it has waiting is dropped (server.cpp deletes a disconnected
 * client's buffer), and its reader hangs up on it.
 *
 * <p>Where the bounds come from: server.cpp keeps a client's unread input without a bound and
 * cuts a client off by rate instead (messageFloodCheck: 40 messages, or 80 MOVEs, within 5 s is
 * "Message flooding detected"), so a client within its rules has at most 120 commands unhandled.
 * The practice world takes bursts (its tests send a thousand MOVE-and-FORCE pairs at once, which
 * leaves up to about 2,800 commands waiting) and bounds what it holds rather than the rate:
 * {@link #MAX_COMMANDS} is about three times that burst, {@link #MAX_BYTES} as many 16-byte
 * commands (a MOVE of one step). A full queue is about half a megabyte of heap.
 *
 * <p>Thread safety: readers offer from their own threads; the world's thread serves. One lock.
 */
final class WaitingCommands {
    static final int MAX_COMMANDS = 8192;
    static final int MAX_BYTES = MAX_COMMANDS * 16;
    /** How many commands one turn of the world's thread serves before the clock's work and new connections get theirs. */
    private static final int PER_TURN = 64;

    /** What the world does with a connection's commands and its end, on the world's thread. */
    interface World {
        void command(ClientLink link, String text);

        void disconnected(ClientLink link);
    }

    private static final class Queue {
        final ArrayDeque<String> commands = new ArrayDeque<>();
        int bytes;
        boolean ended;
        boolean inTurn;
    }

    private final Executor worldThread;
    private final Consumer<Runnable> guard;
    private final World world;
    private final Object lock = new Object();
    private final Map<ClientLink, Queue> queues = new HashMap<>();
    /** The connections with something waiting, in the order they are served. */
    private final ArrayDeque<ClientLink> turns = new ArrayDeque<>();

    private boolean serving;
    private int mostOnOneLink;

    /**
     * {@code worldThread} runs the serving turns; {@code guard} runs each command, keeping a
     * rule's bug from stopping the world; {@code world} takes them.
     */
    WaitingCommands(Executor worldThread, Consumer<Runnable> guard, World world) {
        this.worldThread = worldThread;
        this.guard = guard;
        this.world = world;
    }

    /**
     * Queues a command from {@code link}, or, if the link already has all it may have waiting,
     * drops what it has waiting and answers why it must go.
     */
    Optional<String> offer(ClientLink link, String text) {
        boolean start;
        synchronized (lock) {
            Queue q = queues.computeIfAbsent(link, l -> new Queue());
            if (q.commands.size() >= MAX_COMMANDS) {
                return Optional.of(drop(q, "more than " + MAX_COMMANDS + " commands waiting"));
            }
            if (q.bytes + text.length() > MAX_BYTES) {
                return Optional.of(drop(q, "more than " + MAX_BYTES + " bytes of commands waiting"));
            }
            q.commands.add(text);
            q.bytes += text.length();
            mostOnOneLink = Math.max(mostOnOneLink, q.commands.size());
            start = inTurn(link, q);
        }
        if (start) {
            worldThread.execute(this::serve);
        }
        return Optional.empty();
    }

    /** The link has ended: the world hears so after all it sent. */
    void end(ClientLink link) {
        boolean start;
        synchronized (lock) {
            Queue q = queues.computeIfAbsent(link, l -> new Queue());
            q.ended = true;
            start = inTurn(link, q);
        }
        if (start) {
            worldThread.execute(this::serve);
        }
    }

    /** The most commands one connection has had waiting at once, so far. */
    int mostOnOneLink() {
        synchronized (lock) {
            return mostOnOneLink;
        }
    }

    /** Drops what the queue holds; answers {@code why}. */
    private static String drop(Queue q, String why) {
        q.commands.clear();
        q.bytes = 0;
        return why;
    }

    /** Puts the link in the turns; answers whether the world's thread must be asked to serve. */
    private boolean inTurn(ClientLink link, Queue q) {
        if (!q.inTurn) {
            q.inTurn = true;
            turns.add(link);
        }
        if (serving) {
            return false;
        }
        serving = true;
        return true;
    }

    /** One turn of the world's thread: a command from each connection in turn, then the next turn queued behind other work. */
    private void serve() {
        boolean more = true;
        try {
            for (int i = 0; i < PER_TURN && more; i++) {
                Runnable next = next();
                more = next != null;
                if (more) {
                    guard.accept(next);
                }
            }
        } finally {
            if (more) {
                worldThread.execute(this::serve);
            }
        }
    }

    /** The world's work for the next connection's next command or end; null, and serving stops, when nothing waits. */
    private Runnable next() {
        synchronized (lock) {
            while (true) {
                ClientLink link = turns.poll();
                if (link == null) {
                    serving = false;
                    return null;
                }
                Queue q = queues.get(link);
                String text = q.commands.poll();
                if (text != null && (!q.commands.isEmpty() || q.ended)) {
                    turns.add(link); // more to serve: another command, or its end
                } else {
                    q.inTurn = false;
                    queues.remove(link);
                }
                if (text != null) {
                    q.bytes -= text.length();
                    return () -> world.command(link, text);
                }
                if (q.ended) {
                    return () -> world.disconnected(link);
                }
                // what it had waiting was dropped: nothing to serve
            }
        }
    }
}
