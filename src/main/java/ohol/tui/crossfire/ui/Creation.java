package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.Optional;
import ohol.tui.crossfire.protocol.Stat;
import ohol.tui.crossfire.session.CreationStep;
import ohol.tui.crossfire.session.PlayerAction;
import ohol.tui.crossfire.world.StatSheet;
import ohol.tui.crossfire.world.View;

/**
 * A new character on the screen: the rolled stats shown, one key to roll again or keep them, one
 * to see the next outlook or take the one shown; the server's own words describe each outlook.
 * Enter still opens the reply prompt, for any other answer (a swap of two stats).
 */
final class Creation {
    private Creation() {}

    /** The reply a key makes at {@code step}, if it makes one. */
    static Optional<PlayerAction> answer(Optional<CreationStep> step, KeyStroke key) {
        if (step.isEmpty() || key.getKeyType() != KeyType.Character || key.isCtrlDown() || key.isAltDown()) {
            return Optional.empty();
        }
        char c = key.getCharacter();
        return switch (step.get()) {
            case ROLL -> c == 'y' || c == 'n'
                    ? Optional.of(new PlayerAction.Reply(String.valueOf(c)))
                    : Optional.empty();
            case OUTLOOK -> c == 'd' || c == ' '
                    ? Optional.of(new PlayerAction.Reply(c == 'd' ? "d" : "n"))
                    : Optional.empty();
        };
    }

    /** The bottom line at {@code step}: the rolled stats and the keys. */
    static Optional<String> hint(Optional<CreationStep> step, View v) {
        return step.map(s -> switch (s) {
            case ROLL -> rolled(v.stats()) + ": y roll again, n keep, Enter other";
            case OUTLOOK -> "New character: space the next outlook, d take this one";
        });
    }

    private static String rolled(StatSheet s) {
        return "Str " + s.number(Stat.STR) + " Dex " + s.number(Stat.DEX) + " Con " + s.number(Stat.CON) + " Int "
                + s.number(Stat.INT) + " Wis " + s.number(Stat.WIS) + " Pow " + s.number(Stat.POW) + " Cha "
                + s.number(Stat.CHA);
    }
}
