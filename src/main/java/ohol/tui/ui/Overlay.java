package ohol.tui.ui;

import com.googlecode.lanterna.input.KeyStroke;

/**
 * Something drawn over the map that takes the keys while it is open (the help, lists, the death
 * screen): keys never reach the game behind it.
 */
public interface Overlay extends Pane {
    /** Takes a key; returns false when the overlay closes. */
    boolean key(KeyStroke key);
}
