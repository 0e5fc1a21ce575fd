package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.crossfire.protocol.Stat;
import ohol.tui.crossfire.session.CreationStep;
import ohol.tui.crossfire.session.PlayerAction;
import ohol.tui.crossfire.world.StatSheet;
import ohol.tui.crossfire.world.View;

/**
 * A new character on the screen: the rolled stats shown, one key to roll again or keep them, two
 * digits to swap two of them (the server takes the first, then the second, as the GTK client's
 * form sends them), one key to see the next outlook or take the one shown; the server's own words
 * describe each outlook. Enter still opens the reply prompt, for any other answer.
 *
 * <p>Thread safety: confined to the screen's thread.
 */
final class Creation {
    /** The stats in the server's order, as the digits 1 to 7 name them. */
    private static final int[] ORDER = {Stat.STR, Stat.DEX, Stat.CON, Stat.INT, Stat.WIS, Stat.POW, Stat.CHA};

    private static final String[] NAMES = {"Str", "Dex", "Con", "Int", "Wis", "Pow", "Cha"};

    /** The first stat of a swap, once its digit was sent (0 to 6). */
    private OptionalInt swapping = OptionalInt.empty();

    /** The reply a key makes at {@code step}, if it makes one. */
    Optional<PlayerAction> answer(Optional<CreationStep> step, KeyStroke key) {
        if (step.isEmpty()) {
            swapping = OptionalInt.empty();
        }
        if (step.isEmpty() || key.getKeyType() != KeyType.Character || key.isCtrlDown() || key.isAltDown()) {
            return Optional.empty();
        }
        char c = key.getCharacter();
        return switch (step.get()) {
            case ROLL -> roll(c);
            case OUTLOOK -> c == 'd' || c == ' '
                    ? Optional.of(new PlayerAction.Reply(c == 'd' ? "d" : "n"))
                    : Optional.empty();
        };
    }

    private Optional<PlayerAction> roll(char c) {
        if (c >= '1' && c <= '7') {
            swapping = swapping.isPresent() ? OptionalInt.empty() : OptionalInt.of(c - '1');
            return Optional.of(new PlayerAction.Reply(String.valueOf(c)));
        }
        if ((c == 'y' || c == 'n') && swapping.isEmpty()) {
            return Optional.of(new PlayerAction.Reply(String.valueOf(c)));
        }
        return Optional.empty();
    }

    /** The bottom line at {@code step}: the rolled stats and the keys, within 80 columns. */
    Optional<String> hint(Optional<CreationStep> step, View v) {
        return step.map(s -> switch (s) {
            case ROLL -> rolled(v.stats())
                    + (swapping.isPresent()
                            ? "  swap " + NAMES[swapping.getAsInt()] + " with: 1-7"
                            : "  y reroll  n keep  1-7 swap two");
            case OUTLOOK -> "New character: space the next outlook, d take this one";
        });
    }

    private static String rolled(StatSheet s) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < ORDER.length; i++) {
            line.append(i == 0 ? "" : " ").append(NAMES[i]).append(' ').append(s.number(ORDER[i]));
        }
        return line.toString();
    }
}
