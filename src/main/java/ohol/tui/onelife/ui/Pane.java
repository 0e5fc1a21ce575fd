package ohol.tui.onelife.ui;

import com.googlecode.lanterna.graphics.TextGraphics;

/**
 * A part of the screen: draws one frame's {@link View} into the clipped graphics it is given,
 * and touches nothing else (no screen, no terminal, no refresh).
 */
public interface Pane {
    void draw(TextGraphics g, View view);
}
