package ohol.tui.onelife.ui;

import ohol.tui.onelife.knowledge.ObjectKind;

/** What the theme's rules may ask of an object; adapted from the game data. */
public interface ObjectTraits {
    String name();

    /** What the data says the object is. */
    ObjectKind kind();

    boolean isGrave();

    boolean isPerson();

    boolean isFloor();

    boolean isFood();

    boolean isClothing();

    boolean isContainer();

    boolean blocksWalking();

    boolean isPermanent();
}
