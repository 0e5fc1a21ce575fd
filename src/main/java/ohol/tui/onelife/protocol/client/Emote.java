package ohol.tui.onelife.protocol.client;

import java.util.List;
import java.util.Set;

/**
 * {@code EMOT x y e#}: show emotion number {@code e}; x y are ignored. The server shows only
 * the emotions a player may show (its content settings {@code allowedEmotRange} and
 * {@code forbiddenEmots}, OneLifeData7) and ignores the others without a word, so they are
 * refused here.
 */
public record Emote(int x, int y, int emotion) implements ClientCommand {
    /** The highest emotion a player may show (allowedEmotRange.ini). */
    public static final int ALLOWED_RANGE = 38;
    /** The emotions only the server shows: yellow fever, murder face, starving and the like (forbiddenEmots.ini). */
    static final Set<Integer> SERVERS_OWN =
            Set.of(7, 8, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 39);

    public Emote {
        if (emotion < 0 || emotion > ALLOWED_RANGE) {
            throw new IllegalArgumentException(
                    "the server shows emotions 0 to " + ALLOWED_RANGE + " only, not " + emotion);
        }
        if (SERVERS_OWN.contains(emotion)) {
            throw new IllegalArgumentException("emotion " + emotion + " is one only the server shows");
        }
    }

    @Override
    public String verb() {
        return "EMOT";
    }

    @Override
    public List<String> args() {
        return Args.of(x, y, emotion);
    }
}
