package ohol.tui.onelife.gateway;

import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.Screen;
import java.io.IOException;
import java.util.Optional;
import ohol.tui.core.net.Secret;

/**
 * The form a player of the game's servers meets on their first visit: the account's email, its
 * key (nothing of it shown as typed) and whether to remember both for this SSH key. A player
 * with a remembered account gets a menu instead: play as that account, or forget it.
 *
 * <p>Runs on the player's thread before the game's loop starts; reads keys from the screen.
 */
final class AccountForm {
    /** Longest email or key taken: the game's own are far shorter. */
    static final int MAX_FIELD = 128;

    private final Screen screen;

    /** What the player chose: an account, and whether to remember it once it logs in. */
    record Choice(Account account, boolean remember) {}

    AccountForm(Screen screen) {
        this.screen = screen;
    }

    /** The account to play as; empty when the player left. */
    Optional<Choice> ask(Accounts accounts, String fingerprint, String notice) throws IOException {
        Optional<Account> known = accounts.remembered(fingerprint);
        String said = notice;
        if (known.isPresent()) {
            draw(
                    said,
                    "You play as " + known.get().email() + " (remembered for this SSH key).",
                    "",
                    "Enter  play     f  forget this account     q  leave");
            while (true) {
                KeyStroke k = key();
                if (k == null || leaves(k)) {
                    return Optional.empty();
                }
                if (k.getKeyType() == KeyType.Enter) {
                    return Optional.of(new Choice(known.get(), false));
                }
                if (k.getKeyType() == KeyType.Character && k.getCharacter() == 'f') {
                    accounts.forget(fingerprint);
                    said = "The account is forgotten: this SSH key has none now.";
                    break;
                }
            }
        }
        String intro = "Your One Hour One Life account: its email and its account key.";
        draw(said, intro, "", "Email: ");
        Optional<String> email = line(said, intro, "Email: ", false);
        if (email.isEmpty()) {
            return Optional.empty();
        }
        Optional<String> key = line(said, intro, "Account key (not shown): ", true);
        if (key.isEmpty()) {
            return Optional.empty();
        }
        draw(said, intro, "", "Remember this account for this SSH key? (y/n) ");
        while (true) {
            KeyStroke k = key();
            if (k == null || k.getKeyType() == KeyType.Escape || k.getKeyType() == KeyType.EOF) {
                return Optional.empty();
            }
            if (k.getKeyType() == KeyType.Character && (k.getCharacter() == 'y' || k.getCharacter() == 'n')) {
                return Optional.of(
                        new Choice(new Account(email.get(), new Secret(key.get())), k.getCharacter() == 'y'));
            }
        }
    }

    /** Shows {@code lines} alone on the screen and says when it is done. */
    void show(String... lines) throws IOException {
        draw(lines);
    }

    private Optional<String> line(String said, String intro, String prompt, boolean hidden) throws IOException {
        StringBuilder typed = new StringBuilder();
        while (true) {
            draw(said, intro, "", prompt + (hidden ? "" : typed));
            KeyStroke k = key();
            if (k == null || k.getKeyType() == KeyType.Escape || k.getKeyType() == KeyType.EOF) {
                return Optional.empty();
            }
            switch (k.getKeyType()) {
                case Enter -> {
                    if (!typed.isEmpty()) {
                        return Optional.of(typed.toString());
                    }
                }
                case Backspace -> {
                    if (!typed.isEmpty()) {
                        typed.setLength(typed.length() - 1);
                    }
                }
                case Character -> {
                    char c = k.getCharacter();
                    if (!k.isCtrlDown() && !k.isAltDown() && c > ' ' && c < 0x7f && typed.length() < MAX_FIELD) {
                        typed.append(c);
                    }
                }
                default -> {}
            }
        }
    }

    private static boolean leaves(KeyStroke k) {
        return k.getKeyType() == KeyType.EOF
                || k.getKeyType() == KeyType.Escape
                || (k.getKeyType() == KeyType.Character && k.getCharacter() == 'q');
    }

    private KeyStroke key() throws IOException {
        return screen.readInput();
    }

    private void draw(String... lines) throws IOException {
        screen.doResizeIfNecessary();
        screen.clear();
        TextGraphics g = screen.newTextGraphics();
        int row = 1;
        g.putString(2, row++, "ohol-tui over SSH");
        row++;
        int cursorColumn = 2;
        for (String line : lines) {
            if (line == null) {
                continue;
            }
            g.putString(2, row++, line);
            cursorColumn = 2 + line.length();
        }
        screen.setCursorPosition(new TerminalPosition(cursorColumn, row - 1));
        screen.refresh();
    }
}
