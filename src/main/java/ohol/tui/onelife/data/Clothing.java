package ohol.tui.onelife.data;

/** Where an object is worn, from the {@code clothing=} letter of its file. */
public enum Clothing {
    NONE('n'),
    HAT('h'),
    TUNIC('t'),
    SHOE('s'),
    BOTTOM('b'),
    BACKPACK('p');

    private final char letter;

    Clothing(char letter) {
        this.letter = letter;
    }

    public char letter() {
        return letter;
    }

    /** The clothing for a file's letter; an unknown letter is worn nowhere, as the game treats it. */
    public static Clothing fromLetter(char letter) {
        for (Clothing c : values()) {
            if (c.letter == letter) {
                return c;
            }
        }
        return NONE;
    }
}
