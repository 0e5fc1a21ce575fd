package ohol.tui.core.term;

import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.input.CharacterPattern;
import com.googlecode.lanterna.input.KeyDecodingProfile;
import com.googlecode.lanterna.input.MouseAction;
import com.googlecode.lanterna.input.MouseActionType;
import java.util.Collection;
import java.util.List;

/**
 * Reads mouse reports in the SGR encoding (mode 1006: {@code ESC [ < b ; x ; y M} for a press,
 * {@code m} for a release), which Lanterna 3.1 does not know: without it a release or a scroll
 * falls apart into keys ({@code <}, digits, {@code m}) that the game would act on. Terminals that
 * do not know 1006 keep sending the X10 form Lanterna reads itself.
 */
public final class SgrMouse implements CharacterPattern {
    /** Asks the terminal for SGR reports (after mouse reporting itself is on). */
    public static final String ENABLE = "\u001b[?1006h";

    public static final String DISABLE = "\u001b[?1006l";
    /** The longest report read: {@code ESC [ <} and three numbers of up to five digits. */
    public static final int MAX_LENGTH = 3 + 3 * 6 + 1;

    /** A decoding profile holding just this pattern, for {@code InputDecoder.addProfile}. */
    public static KeyDecodingProfile profile() {
        return new KeyDecodingProfile() {
            @Override
            public Collection<CharacterPattern> getPatterns() {
                return List.of(new SgrMouse());
            }
        };
    }

    @Override
    public Matching match(List<Character> seq) {
        int n = seq.size();
        if (n > MAX_LENGTH) {
            return null;
        }
        String prefix = "\u001b[<";
        for (int i = 0; i < Math.min(n, prefix.length()); i++) {
            if (seq.get(i) != prefix.charAt(i)) {
                return null;
            }
        }
        if (n <= prefix.length()) {
            return Matching.NOT_YET;
        }
        int[] values = new int[3];
        int field = 0;
        boolean digits = false;
        for (int i = prefix.length(); i < n; i++) {
            char c = seq.get(i);
            if (c >= '0' && c <= '9') {
                values[field] = values[field] * 10 + (c - '0');
                digits = true;
            } else if (c == ';' && digits && field < 2) {
                field++;
                digits = false;
            } else if ((c == 'M' || c == 'm') && digits && field == 2 && i == n - 1) {
                return new Matching(action(values[0], values[1], values[2], c == 'M'));
            } else {
                return null;
            }
        }
        return Matching.NOT_YET;
    }

    private static MouseAction action(int code, int column, int row, boolean press) {
        TerminalPosition at = new TerminalPosition(Math.max(0, column - 1), Math.max(0, row - 1));
        int button = (code & 3) + 1;
        MouseActionType type;
        if ((code & 64) != 0) {
            type = (code & 1) == 0 ? MouseActionType.SCROLL_UP : MouseActionType.SCROLL_DOWN;
            button = (code & 1) == 0 ? 4 : 5;
        } else if ((code & 32) != 0) {
            type = (code & 3) == 3 ? MouseActionType.MOVE : MouseActionType.DRAG;
        } else {
            type = press ? MouseActionType.CLICK_DOWN : MouseActionType.CLICK_RELEASE;
        }
        return new MouseAction(type, button, at);
    }
}
