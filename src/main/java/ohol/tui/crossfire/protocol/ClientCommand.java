package ohol.tui.crossfire.protocol;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import ohol.tui.core.net.Secret;

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

        /** The same, asking for the account login ({@code loginmethod 2}, as the GTK client and JXClient ask). */
        public static final Setup ACCOUNT_CLIENT =
                new Setup("map2cmd 1 newmapcmd 1 facecache 1 extendedTextInfos 1 itemcmd 2 loginmethod 2");

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
        public ClientCommand hidden() {
            return secret ? new Reply(HIDDEN, true) : this;
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

    /**
     * {@code accountlogin}, binary: the account's name and password, each a length byte and its
     * bytes (the server's {@code decode_name_password}). The server answers {@code accountplayers}
     * or {@code failure accountlogin REASON}.
     */
    record AccountLogin(String account, Secret password) implements ClientCommand {
        public byte[] body() {
            return namePassword("accountlogin ", account, password);
        }

        @Override
        public String logged() {
            return "accountlogin " + account + " HIDDEN";
        }

        @Override
        public ClientCommand hidden() {
            return new AccountLogin(account, new Secret(HIDDEN));
        }
    }

    /** {@code accountnew}, binary as {@link AccountLogin}: creates the account, then lists its (no) characters. */
    record AccountNew(String account, Secret password) implements ClientCommand {
        public byte[] body() {
            return namePassword("accountnew ", account, password);
        }

        @Override
        public String logged() {
            return "accountnew " + account + " HIDDEN";
        }

        @Override
        public ClientCommand hidden() {
            return new AccountNew(account, new Secret(HIDDEN));
        }
    }

    /** {@code accountplay NAME}: plays one of the account's characters; the server answers {@code addme_success}. */
    record AccountPlay(String name) implements ClientCommand {
        public byte[] body() {
            return bytes("accountplay " + name);
        }
    }

    /**
     * {@code createplayer}, binary: name and password as {@link AccountLogin}, then (login method 2)
     * one field a line, {@code race ARCH}, {@code class ARCH}, {@code Str 12}..., each a length
     * byte (its bytes and a NUL), its bytes and a NUL, as the GTK client sends them.
     */
    record CreatePlayer(String name, Secret password, List<String> fields) implements ClientCommand {
        public CreatePlayer {
            fields = List.copyOf(fields);
        }

        public byte[] body() {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.writeBytes(namePassword("createplayer ", name, password));
            for (String f : fields) {
                byte[] b = short255(f, 254);
                out.write(b.length + 1);
                out.writeBytes(b);
                out.write(0);
            }
            return out.toByteArray();
        }

        @Override
        public String logged() {
            return "createplayer " + name + " HIDDEN " + String.join(", ", fields);
        }

        @Override
        public ClientCommand hidden() {
            return new CreatePlayer(name, new Secret(HIDDEN), fields);
        }

        @Override
        public String toString() {
            return "CreatePlayer[" + name + ", <secret>, " + fields + "]";
        }
    }

    /** The command's bytes, without the length. */
    byte[] body();

    /** What stands for a password in a recording. */
    String HIDDEN = "HIDDEN";

    /** The command as a recording keeps it: its password, if it has one, replaced by {@link #HIDDEN}. */
    default ClientCommand hidden() {
        return this;
    }

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

    private static byte[] namePassword(String command, String name, Secret password) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(command.getBytes(StandardCharsets.US_ASCII));
        byte[] n = short255(name, 255);
        byte[] p = short255(password.reveal(), 255);
        out.write(n.length);
        out.writeBytes(n);
        out.write(p.length);
        out.writeBytes(p);
        return out.toByteArray();
    }

    /** At most {@code max} bytes of the text: the server reads a length byte. */
    private static byte[] short255(String text, int max) {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        return b.length <= max ? b : Arrays.copyOf(b, max);
    }

    /** The text's bytes, cut to {@link #MAX_TEXT} bytes past the command word. */
    private static byte[] bytes(String text) {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        return b.length <= MAX_TEXT + 16 ? b : Arrays.copyOf(b, MAX_TEXT + 16);
    }
}
