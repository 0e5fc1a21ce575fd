package ohol.tui.ui;

/** What the theme's rules may ask of an object; adapted from the game data. */
public interface ObjectTraits {
    String name();

    boolean isGrave();

    boolean isPerson();

    boolean isFloor();

    boolean isFood();

    boolean isClothing();

    boolean isContainer();

    boolean blocksWalking();

    boolean isPermanent();
}
