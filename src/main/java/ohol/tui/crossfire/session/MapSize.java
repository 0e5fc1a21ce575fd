package ohol.tui.crossfire.session;

import java.util.List;
import java.util.Optional;

/**
 * The map's size as the client and the server agree it ({@code setup mapsize WxH}), the way the
 * GTK client does: ask for what fits; the server answers the size itself when it took it, or its
 * largest when it did not (1.75: {@code 25x25}, for anything over that or under 9); then ask again
 * for what fits within that. The server keeps its size until one is taken.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class MapSize {
    /** The smallest the 1.75 server takes. */
    static final int MIN = 9;
    /** Asked before the server said its largest: a 64-cell grid holds up to 49. */
    static final int MAX = 49;

    /** A width and height. */
    record Size(int width, int height) {
        String word() {
            return width + "x" + height;
        }

        static Optional<Size> parse(String word) {
            String[] wh = word.split("x", -1);
            try {
                return wh.length == 2
                        ? Optional.of(new Size(Integer.parseInt(wh[0]), Integer.parseInt(wh[1])))
                        : Optional.empty();
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }
    }

    /** What to do with a {@code setup} answer. */
    sealed interface Answer {
        /** The server took this size: the view is that from now on. */
        record Taken(Size size) implements Answer {}

        /** Ask again, for this size. */
        record AskAgain(Size size) implements Answer {}

        /** Nothing to do (not about the map, or a size the client cannot use: the old one stands). */
        record Nothing() implements Answer {}
    }

    private Size limit = new Size(MAX, MAX);
    private Optional<Size> asked = Optional.empty();

    /**
     * The size to ask for a room of {@code columns} by {@code rows} cells: odd (the player in the
     * middle), within the server's bounds; empty when it is what was last asked.
     */
    Optional<Size> want(int columns, int rows) {
        Optional<Size> size = Optional.of(new Size(fit(columns, limit.width()), fit(rows, limit.height())));
        if (asked.equals(size)) {
            return Optional.empty();
        }
        asked = size;
        return asked;
    }

    /** The server's {@code setup} answer's words. */
    Answer answered(List<String> words) {
        for (int i = 0; i + 1 < words.size(); i += 2) {
            if (words.get(i).equals("mapsize")) {
                return answered(Size.parse(words.get(i + 1)));
            }
        }
        return new Answer.Nothing();
    }

    private Answer answered(Optional<Size> said) {
        if (said.isEmpty() || asked.isEmpty()) {
            return new Answer.Nothing();
        }
        Size s = said.get();
        if (s.equals(asked.get())) {
            return new Answer.Taken(s);
        }
        if (s.width() < MIN || s.height() < MIN || s.width() > MAX || s.height() > MAX) {
            return new Answer.Nothing(); // no limit we could use
        }
        limit = s; // refused: the server said its largest
        Size again =
                new Size(fit(asked.get().width(), s.width()), fit(asked.get().height(), s.height()));
        if (again.equals(asked.get())) {
            return new Answer.Nothing(); // refused within the server's bounds: leave it
        }
        asked = Optional.of(again);
        return new Answer.AskAgain(again);
    }

    private static int fit(int cells, int most) {
        int n = Math.max(MIN, Math.min(cells, most));
        return n % 2 == 0 ? (n - 1 >= MIN ? n - 1 : n) : n;
    }
}
