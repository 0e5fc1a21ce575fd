package ohol.tui.session;

import com.googlecode.lanterna.input.KeyStroke;
import ohol.tui.core.net.NetEvent;
import ohol.tui.protocol.server.ServerMessage;

/**
 * What reaches the thread that owns a session, in the one queue every other thread posts to:
 * what the connection heard, a key, a line of a script.
 */
public sealed interface Inbound {
    /** From the connection's reader thread. {@code life} tells which life's connection it came from. */
    record Net(int life, NetEvent<ServerMessage> event) implements Inbound {}

    /** A key or mouse event from the terminal. */
    record Key(KeyStroke key) implements Inbound {}

    /** A line of a script (headless mode's standard input). */
    record Line(String text) implements Inbound {}

    /** The script's input ended. */
    record LinesEnded() implements Inbound {}

    /** The terminal changed size. */
    record Resized() implements Inbound {}

    /** The terminal hung up (SIGHUP, or its input broke). */
    record HungUp() implements Inbound {}

    /**
     * All the game data says is now known (its transitions were read after the first frame):
     * the queries that waited for it can be answered, and the screen can show what it adds.
     * Posted only when there is something to show or a query waits.
     */
    record Learned() implements Inbound {}
}
