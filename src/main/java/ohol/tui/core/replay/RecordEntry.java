package ohol.tui.core.replay;

import ohol.tui.core.net.CloseReason;

/** One record of a recording, read back; {@code millis} is its time since the recording began. */
public sealed interface RecordEntry {
    long millis();

    /** A connection opened: a life's login begins. */
    record Connected(long millis) implements RecordEntry {}

    /** Bytes as the server sent them. */
    record Received(long millis, byte[] bytes) implements RecordEntry {}

    /** A command as we sent it (a login without its hashes). */
    record Sent(long millis, byte[] bytes) implements RecordEntry {}

    /** The session took the {@code n}-th piece of news of the current connection at this time. */
    record Took(long millis, int n) implements RecordEntry {}

    /** An action the session did once life {@code life} had taken {@code taken} pieces of news. */
    record Acted(long millis, int life, int taken, String words) implements RecordEntry {}

    /** The connection closed. */
    record Closed(long millis, CloseReason reason) implements RecordEntry {}

    /** The recording ends here, whole. */
    record End(long millis) implements RecordEntry {}

    /** The recording cannot be read past here: {@code where} says where and why, in words. */
    record Damaged(long millis, String where) implements RecordEntry {}
}
