package ohol.tui.crossfire.protocol;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Turns one frame's bytes (after the 2-byte length) into a {@link ServerMessage}: the command word
 * up to the first space, then its arguments, text or binary as the command says. A frame that
 * does not read as its command says is {@link Malformed}; a command this client has no use for is
 * {@link ServerMessage.Ignored}; one nobody knows is {@link Malformed} too, so it is reported.
 */
public final class ServerMessages {
    /** Longest command word: the longest the server sends is 15 characters. */
    static final int MAX_COMMAND = 32;

    /** Commands of today's server that a text client does without. */
    static final Set<String> IGNORED = Set.of(
            "image2",
            "image",
            "smooth",
            "tick",
            "sound",
            "sound2",
            "music",
            "pickup",
            "addquest",
            "updquest",
            "addknowledge",
            "mapextended",
            "ExtendedInfoSet",
            "ExtendedTextSet",
            "ready",
            "map_scroll",
            "upditem_anim",
            "replyinfo_image",
            "beat");

    private ServerMessages() {}

    public static ServerMessage parse(byte[] frame) throws Malformed {
        return parse(frame, 0, frame.length);
    }

    public static ServerMessage parse(byte[] frame, int start, int end) throws Malformed {
        int space = start;
        while (space < end && frame[space] != ' ' && space - start <= MAX_COMMAND) {
            space++;
        }
        String command = new String(frame, start, space - start, StandardCharsets.ISO_8859_1);
        if (space - start > MAX_COMMAND || command.isEmpty()) {
            throw new Malformed("a message without a command word");
        }
        int args = space < end ? space + 1 : end;
        Cursor in = new Cursor(frame, args, end);
        return switch (command) {
            case "version" -> version(in.rest());
            case "setup" -> new ServerMessage.Setup(words(in.rest()));
            case "query" -> query(in.rest());
            case "addme_success" -> new ServerMessage.AddmeSuccess();
            case "addme_failed" -> new ServerMessage.AddmeFailed();
            case "goodbye" -> new ServerMessage.Goodbye();
            case "newmap" -> new ServerMessage.NewMap();
            case "map2" -> Map2Reader.read(in);
            case "face2" -> face2(in);
            case "item2" -> ItemReader.item2(in);
            case "upditem" -> ItemReader.upditem(in);
            case "delitem" -> ItemReader.delitem(in);
            case "delinv" -> new ServerMessage.DelInv(number(in.rest(), "delinv"));
            case "player" -> player(in);
            case "stats" -> StatsReader.read(in);
            case "drawextinfo" -> drawExtInfo(in.rest());
            case "drawinfo" -> drawInfo(in.rest());
            case "comc" -> comc(in);
            case "anim" -> anim(in);
            case "replyinfo" -> new ServerMessage.ReplyInfo(in.rest());
            case "addspell" -> SpellReader.addspell(in);
            case "updspell" -> SpellReader.updspell(in);
            case "delspell" -> SpellReader.delspell(in);
            case "magicmap" -> MagicMapReader.read(in);
            case "accountplayers" -> AccountReader.accountPlayers(in);
            case "failure" -> AccountReader.failure(in.rest());
            default -> {
                if (IGNORED.contains(command)) {
                    yield new ServerMessage.Ignored(command, end - start);
                }
                throw new Malformed("unknown command '" + printable(command) + "'");
            }
        };
    }

    private static ServerMessage.Version version(String text) throws Malformed {
        String[] w = text.strip().split(" ", 3);
        if (w.length < 2) {
            throw new Malformed("version without two numbers");
        }
        return new ServerMessage.Version(
                (int) number(w[0], "version"), (int) number(w[1], "version"), w.length > 2 ? w[2] : "");
    }

    private static ServerMessage.Query query(String text) throws Malformed {
        int space = text.indexOf(' ');
        if (space < 0) {
            throw new Malformed("query without text");
        }
        return new ServerMessage.Query((int) number(text.substring(0, space), "query"), text.substring(space + 1));
    }

    private static ServerMessage.Face2 face2(Cursor in) throws Malformed {
        int face = in.u16("face2 number");
        int set = in.u8("face2 set");
        int checksum = in.s32("face2 checksum");
        return new ServerMessage.Face2(face, set, checksum, in.rest());
    }

    private static ServerMessage.Anim anim(Cursor in) throws Malformed {
        int animation = in.u16("anim number");
        int flags = in.u16("anim flags");
        if (in.remaining() % 2 != 0) {
            throw new Malformed("anim with half a face");
        }
        List<Integer> faces = new java.util.ArrayList<>();
        while (in.more()) {
            faces.add(in.u16("anim face"));
        }
        return new ServerMessage.Anim(animation, flags, List.copyOf(faces));
    }

    private static ServerMessage.Player player(Cursor in) throws Malformed {
        long tag = in.u32("player tag");
        long weight = in.u32("player weight");
        long face = in.u32("player face");
        String name = in.shortText("player name");
        if (in.more()) {
            throw new Malformed("player with " + in.remaining() + " bytes too many");
        }
        return new ServerMessage.Player(tag, weight, face, name);
    }

    private static ServerMessage.DrawExtInfo drawExtInfo(String text) throws Malformed {
        String[] w = text.split(" ", 4);
        if (w.length < 3) {
            throw new Malformed("drawextinfo without colour, type and subtype");
        }
        return new ServerMessage.DrawExtInfo(
                (int) number(w[0], "drawextinfo"),
                (int) number(w[1], "drawextinfo"),
                (int) number(w[2], "drawextinfo"),
                w.length > 3 ? w[3] : "");
    }

    private static ServerMessage.DrawInfo drawInfo(String text) throws Malformed {
        String[] w = text.split(" ", 2);
        return new ServerMessage.DrawInfo((int) number(w[0], "drawinfo"), w.length > 1 ? w[1] : "");
    }

    private static ServerMessage.Comc comc(Cursor in) throws Malformed {
        int seq = in.u16("comc number");
        long time = in.u32("comc time");
        return new ServerMessage.Comc(seq, time);
    }

    private static List<String> words(String text) {
        return Arrays.stream(text.strip().split(" +")).filter(w -> !w.isEmpty()).toList();
    }

    private static long number(String text, String what) throws Malformed {
        String t = text.strip();
        if (t.isEmpty() || t.length() > 11) {
            throw new Malformed(what + " without a number");
        }
        try {
            return Long.parseLong(t);
        } catch (NumberFormatException e) {
            throw new Malformed(what + " with '" + printable(t) + "' for a number");
        }
    }

    /** A word from the server as a report may quote it: printable ASCII, cut short. */
    static String printable(String word) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < word.length() && i < MAX_COMMAND; i++) {
            char c = word.charAt(i);
            b.append(c >= 0x20 && c < 0x7F ? c : '?');
        }
        return b.toString();
    }
}
