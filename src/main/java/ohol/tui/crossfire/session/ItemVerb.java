package ohol.tui.crossfire.session;

import java.util.Optional;

/** What can be done to one item named by its tag ({@code VERB #TAG}: the item cursor's keys). */
public enum ItemVerb {
    APPLY("apply"),
    DROP("drop"),
    EXAMINE("examine"),
    PICK_UP("pickup"),
    LOCK("lock"),
    UNLOCK("unlock"),
    MARK("mark");

    /** The word of a script line. */
    public final String word;

    ItemVerb(String word) {
        this.word = word;
    }

    /** The verb a script line's first word names, with the synonyms the name forms take. */
    static Optional<ItemVerb> of(String word) {
        return switch (word) {
            case "apply", "use" -> Optional.of(APPLY);
            case "drop" -> Optional.of(DROP);
            case "examine" -> Optional.of(EXAMINE);
            case "pickup", "take", "get" -> Optional.of(PICK_UP);
            case "lock" -> Optional.of(LOCK);
            case "unlock" -> Optional.of(UNLOCK);
            case "mark" -> Optional.of(MARK);
            default -> Optional.empty();
        };
    }
}
