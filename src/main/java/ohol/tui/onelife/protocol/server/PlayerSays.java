package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code PS}: what players say. Wire, one line per speech: {@code PS\np_id/isCurse text\n#}.
 * The text may end in pointers (see {@link MapPointer} and {@link PlayerPointer}):
 * {@code 38499/0 :SPECIAL SPOT *map 13 6 92} or
 * {@code 38501/0 IS MY NEW FOLLOWER *visitor 38500 *map 3 0}.
 */
public record PlayerSays(List<Speech> speeches) implements ServerMessage {
    static final String TAG = "PS";

    public PlayerSays {
        speeches = List.copyOf(speeches);
    }

    /**
     * One player's speech.
     *
     * @param curse  a successful curse
     * @param spoken the words, pointers cut off
     * @param map    the location pointed at, if any (for a player pointer, where that player is)
     * @param player the player pointed at, if any
     * @param text   the whole text as sent, pointers included
     */
    public record Speech(
            int playerId,
            boolean curse,
            String spoken,
            Optional<MapPointer> map,
            Optional<PlayerPointer> player,
            String text) {
        // found where the official client looks: the first " *map", then a known label just before it
        private static final Pattern MAP = Pattern.compile("(?:^| )\\*map (-?\\d+) (-?\\d+)(?: (\\d+))?");
        private static final Pattern PLAYER = Pattern.compile("(?:^| )\\*([a-z]+) (\\d+)$");

        /** A speech of {@code text}, its pointers read out of it. */
        public static Speech of(int playerId, boolean curse, String text) {
            Matcher map = text.contains("*map ") ? MAP.matcher(text) : null; // most speech points nowhere
            if (map == null || !map.find()) {
                return new Speech(playerId, curse, text, Optional.empty(), Optional.empty(), text);
            }
            OptionalLong age =
                    map.group(3) == null ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(map.group(3)));
            var where =
                    Optional.of(new MapPointer(Integer.parseInt(map.group(1)), Integer.parseInt(map.group(2)), age));
            String before = text.substring(0, map.start());
            Matcher player = PLAYER.matcher(before);
            if (player.find()) {
                var label = PlayerPointer.Label.parse(player.group(1));
                if (label.isPresent()) {
                    var who = new PlayerPointer(label.get(), Integer.parseInt(player.group(2)));
                    return new Speech(
                            playerId, curse, before.substring(0, player.start()), where, Optional.of(who), text);
                }
            }
            return new Speech(playerId, curse, before, where, Optional.empty(), text);
        }

        static Speech parse(Fields f) {
            // the official client still reads the old form without "/isCurse"
            if (f.peek().indexOf('/') < 0) {
                return of(f.integer(), false, TextFields.phrase(f.rest(), ServerText.MAX_SPEECH));
            }
            List<Integer> idAndCurse = f.joinedIntegers('/', 2);
            return of(idAndCurse.get(0), idAndCurse.get(1) != 0, TextFields.phrase(f.rest(), ServerText.MAX_SPEECH));
        }

        String toWire() {
            return playerId + "/" + (curse ? 1 : 0) + " " + text;
        }
    }

    static PlayerSays parse(Frame frame, Consumer<String> problems) {
        return new PlayerSays(Lines.each(frame, problems, Speech::parse));
    }

    @Override
    public String tag() {
        return TAG;
    }

    @Override
    public void dispatch(ServerMessageVisitor handler) {
        handler.on(this);
    }

    @Override
    public Frame toFrame() {
        return new Frame(TAG, speeches.stream().map(Speech::toWire).toList());
    }
}
