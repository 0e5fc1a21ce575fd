package ohol.tui.onelife.knowledge;

import ohol.tui.onelife.data.ObjectCatalog;

/**
 * The words for what takes part in a transition: object names, and for the special ids the
 * words players use (the bare hand, the ground, time passing, nothing).
 */
public final class Names {
    public static final String BARE_HAND = "bare hand";
    public static final String GROUND = "ground";
    public static final String TIME = "time";
    public static final String NOTHING = "nothing";

    private final ObjectCatalog catalog;

    public Names(ObjectCatalog catalog) {
        this.catalog = catalog;
    }

    /** What is used: an object, the bare hand (0) or time passing (-1). */
    public String actor(int id) {
        return id == 0 ? BARE_HAND : id == -1 ? TIME : object(id);
    }

    /** What it is used on: an object or the ground (-1 and other negatives). */
    public String target(int id) {
        return id < 0 ? GROUND : id == 0 ? NOTHING : object(id);
    }

    /** What is left: an object or nothing (0 and negatives). */
    public String result(int id) {
        return id <= 0 ? NOTHING : object(id);
    }

    /** An object's name ({@code #id} for one the data does not know). */
    public String object(int id) {
        return catalog.displayName(id);
    }
}
