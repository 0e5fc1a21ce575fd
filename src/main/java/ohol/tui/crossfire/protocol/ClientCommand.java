package ohol.tui.crossfire.protocol;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** What the client sends: each becomes one frame, a 2-byte big-endian length and the command. */
public sealed interface ClientCommand {
    /** Longest text of a command: the server copies commands into 256-byte buffers. */
    int MAX_TEXT = 250;

    /** {@code version 1023 1029 NAME}: the protocol versions JXClient and the GTK client speak. */
    record Version(String client) implements ClientCommand {
        public byte[] body() {
            return bytes("version 1023 1029 " + client);
        }
    }

    /** {@code setup KEY VALUE...}. */
    record Setup(String options) implements ClientCommand {
        /** What a text client needs: map2, face names, text with kinds, item2, the query login. */
        public static final Setup TEXT_CLIENT =
                new Setup("map2cmd 1 newmapcmd 1 facecache 1 extendedTextInfos 1 itemcmd 2 loginmethod 0");

        public byte[] body() {
            return bytes("setup " + options);
        }
    }

    record AddMe() implements ClientCommand {
        public byte[] body() {
            return bytes("addme");
        }
    }

    /** {@code reply TEXT}: the answer to a {@code query}. A password's reply never goes into a log. */
    record Reply(String text, boolean secret) implements ClientCommand {
        public byte[] body() {
            return bytes("reply " + text);
        }

        @Override
        public String logged() {
            return secret ? "reply HIDDEN" : "reply " + text;
        }

        @Override
        public String toString() {
            return secret ? "Reply[<secret>]" : "Reply[" + text + "]";
        }
    }

    /** {@code ncom SEQ REPEAT COMMAND}: a player's command; the server answers {@code comc SEQ}. */
    record Ncom(int seq, int repeat, String text) implements ClientCommand {
        public byte[] body() {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.writeBytes("ncom ".getBytes(StandardCharsets.US_ASCII));
            out.writeBytes(new byte[] {
                (byte) (seq >> 8),
                (byte) seq,
                (byte) (repeat >> 24),
                (byte) (repeat >> 16),
                (byte) (repeat >> 8),
                (byte) repeat
            });
            out.writeBytes(bytes(text));
            return out.toByteArray();
        }
    }

    /** {@code move TO TAG COUNT}: TO 0 drops on the ground, TO the player's tag picks up; COUNT 0 is all. */
    record Move(long to, long tag, long count) implements ClientCommand {
        public byte[] body() {
            return bytes("move " + to + " " + tag + " " + count);
        }
    }

    record Apply(long tag) implements ClientCommand {
        public byte[] body() {
            return bytes("apply " + tag);
        }
    }

    record Examine(long tag) implements ClientCommand {
        public byte[] body() {
            return bytes("examine " + tag);
        }
    }

    /**
     * {@code lock FLAG TAG}, binary (a byte, then the tag in 4 bytes, as the server's
     * {@code lock_item_cmd} reads it): locks an item of the pack (no drop, no {@code drop all}) or
     * unlocks it. The server answers with the item's new flags.
     */
    record Lock(boolean locked, long tag) implements ClientCommand {
        public byte[] body() {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.writeBytes("lock ".getBytes(StandardCharsets.US_ASCII));
            out.write(locked ? 1 : 0);
            out.writeBytes(int32(tag));
            return out.toByteArray();
        }

        @Override
        public String logged() {
            return "lock " + (locked ? 1 : 0) + " " + tag;
        }
    }

    /** {@code mark TAG}, binary (the tag in 4 bytes): the item other commands ({@code use_skill}...) act on. */
    record Mark(long tag) implements ClientCommand {
        public byte[] body() {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.writeBytes("mark ".getBytes(StandardCharsets.US_ASCII));
            out.writeBytes(int32(tag));
            return out.toByteArray();
        }

        @Override
        public String logged() {
            return "mark " + tag;
        }
    }

    /** {@code lookat DX DY}: what is on a cell, from the player. */
    record LookAt(int dx, int dy) implements ClientCommand {
        public byte[] body() {
            return bytes("lookat " + dx + " " + dy);
        }
    }

    /** {@code requestinfo TEXT}: an unknown TEXT comes back as {@code replyinfo TEXT} (keep-alive and probe). */
    record RequestInfo(String text) implements ClientCommand {
        public byte[] body() {
            return bytes("requestinfo " + text);
        }
    }

    /** The command's bytes, without the length. */
    byte[] body();

    /** The command as a log shows it: its text, a secret hidden. */
    default String logged() {
        return new String(body(), java.nio.charset.StandardCharsets.UTF_8);
    }

    /** The frame that sends this command. */
    default byte[] encode() {
        byte[] b = body();
        byte[] frame = new byte[b.length + 2];
        frame[0] = (byte) (b.length >> 8);
        frame[1] = (byte) b.length;
        System.arraycopy(b, 0, frame, 2, b.length);
        return frame;
    }

    private static byte[] int32(long v) {
        return new byte[] {(byte) (v >> 24), (byte) (v >> 16), (byte) (v >> 8), (byte) v};
    }

    /** The text's bytes, cut to {@link #MAX_TEXT} bytes past the command word. */
    private static byte[] bytes(String text) {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        return b.length <= MAX_TEXT + 16 ? b : Arrays.copyOf(b, MAX_TEXT + 16);
    }
}
