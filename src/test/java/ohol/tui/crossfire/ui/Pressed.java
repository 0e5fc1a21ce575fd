package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.input.KeyStroke;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.crossfire.session.PlayerAction;

/** Keys pressed on a Crossfire screen one by one, a frame drawn after each, as the screen's loop does. */
final class Pressed {
    private Pressed() {}

    /** What the keys asked the game to do, in order. */
    static List<PlayerAction> keys(ScreenFront front, KeyStroke... keys) {
        List<PlayerAction> out = new ArrayList<>();
        for (KeyStroke k : keys) {
            out.addAll(front.read(new ScreenInput.Key(k)));
            front.frame(0);
        }
        return out;
    }
}
