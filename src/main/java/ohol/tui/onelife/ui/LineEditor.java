package ohol.tui.onelife.ui;

import com.googlecode.lanterna.input.KeyStroke;

/**
 * One line being typed, edited as a shell edits it: Left/Right (Ctrl-B/F), Home/End (Ctrl-A/E),
 * Alt-B/F a word, Backspace (Ctrl-H), Delete (Ctrl-D), Ctrl-W the word before the cursor, Ctrl-U
 * all before it, Ctrl-K all after it, Up/Down (Ctrl-P/N) through the lines entered before. What
 * a character may be is its owner's business ({@link #insert}); every prompt on the screen edits
 * through one of these.
 *
 * <p>Thread safety: confined to the UI thread.
 */
final class LineEditor {
    private final int max;
    private final LineHistory history;
    private final StringBuilder text = new StringBuilder();
    private int cursor;
    /** How far back in the history the line is (0: the line being typed). */
    private int back;

    private String draft = "";

    /** {@code max}: the longest line; {@code history}: the lines entered before at this kind of prompt. */
    LineEditor(int max, LineHistory history) {
        this.max = max;
        this.history = history;
    }

    String text() {
        return text.toString();
    }

    int cursor() {
        return cursor;
    }

    int length() {
        return text.length();
    }

    /** Types {@code c} at the cursor; false (and nothing changes) when the line is full. */
    boolean insert(char c) {
        if (text.length() >= max) {
            return false;
        }
        text.insert(cursor++, c);
        back = 0; // a line from the history, once changed, is the one being typed
        return true;
    }

    /** Puts {@code line} in place of the text, the cursor at its end (a completion, a choice). */
    void set(String line) {
        text.setLength(0);
        text.append(line, 0, Math.min(line.length(), max));
        cursor = text.length();
    }

    /** Whether Up and Down are going through the history (or would: the line is empty). */
    boolean inHistory() {
        return back > 0 || text.length() == 0;
    }

    /**
     * Does {@code key} if it is an editing key and says so; false for any other key (Enter, Esc,
     * Tab, a character to type), which the owner handles.
     */
    boolean edit(KeyStroke key) {
        return switch (key.getKeyType()) {
            case ArrowLeft -> move(cursor - 1);
            case ArrowRight -> move(cursor + 1);
            case Home -> move(0);
            case End -> move(text.length());
            case Backspace -> key.isAltDown() ? deleteTo(wordBefore()) : deleteTo(cursor - 1);
            case Delete -> deleteTo(cursor + 1);
            case ArrowUp -> older();
            case ArrowDown -> newer();
            case Character -> key.isCtrlDown()
                    ? control(key.getCharacter())
                    : key.isAltDown() && alt(key.getCharacter());
            default -> false;
        };
    }

    private boolean control(char c) {
        return switch (Character.toLowerCase(c)) {
            case 'a' -> move(0);
            case 'e' -> move(text.length());
            case 'b' -> move(cursor - 1);
            case 'f' -> move(cursor + 1);
            case 'h' -> deleteTo(cursor - 1);
            case 'd' -> deleteTo(cursor + 1);
            case 'w' -> deleteTo(wordBefore());
            case 'u' -> deleteTo(0);
            case 'k' -> deleteTo(text.length());
            case 'p' -> older();
            case 'n' -> newer();
            default -> false;
        };
    }

    private boolean alt(char c) {
        return switch (Character.toLowerCase(c)) {
            case 'b' -> move(wordBefore());
            case 'f' -> move(wordAfter());
            case 'd' -> deleteTo(wordAfter());
            default -> false;
        };
    }

    /** The line was entered: it goes into the history and the editor is empty again. */
    String enter() {
        String line = text.toString();
        history.add(line.strip());
        set("");
        back = 0;
        draft = "";
        return line;
    }

    private boolean move(int to) {
        cursor = Math.max(0, Math.min(text.length(), to));
        return true;
    }

    /** Deletes between the cursor and {@code to} (either side of it). */
    private boolean deleteTo(int to) {
        int at = Math.max(0, Math.min(text.length(), to));
        int from = Math.min(at, cursor);
        text.delete(from, Math.max(at, cursor));
        cursor = from;
        back = 0;
        return true;
    }

    /** Where the word before the cursor begins, spaces before the cursor skipped (as Ctrl-W in bash). */
    private int wordBefore() {
        int i = cursor;
        while (i > 0 && text.charAt(i - 1) == ' ') {
            i--;
        }
        while (i > 0 && text.charAt(i - 1) != ' ') {
            i--;
        }
        return i;
    }

    private int wordAfter() {
        int i = cursor;
        while (i < text.length() && text.charAt(i) == ' ') {
            i++;
        }
        while (i < text.length() && text.charAt(i) != ' ') {
            i++;
        }
        return i;
    }

    private boolean older() {
        if (back == 0) {
            draft = text.toString();
        }
        if (back < history.size()) {
            back++;
            set(history.get(back));
        }
        return true;
    }

    private boolean newer() {
        if (back > 0) {
            back--;
            set(back == 0 ? draft : history.get(back));
        }
        return true;
    }
}
