package ohol.tui.onelife.knowledge;

import java.util.Locale;
import java.util.Optional;

/**
 * What an object is to a player, decided from the game data rather than from its name (see
 * {@link ObjectKinds} for the order of the tests). The theme file names kinds by {@link #word()}.
 */
public enum ObjectKind {
    /** A player's body. */
    PERSON("person"),
    /** A grave or bones: where someone died. */
    GRAVE("grave"),
    /** A floor, laid under what stands on a tile. */
    FLOOR("floor"),
    /** Holds other things in its slots (basket, box, grave of the just dead excepted). */
    CONTAINER("container"),
    /** Can be eaten. */
    FOOD("food"),
    /** Can be worn. */
    CLOTHING("clothing"),
    /** An animal that kills from some distance (wolf, boar, bear, snake). */
    DANGEROUS_ANIMAL("dangerous-animal"),
    /** An animal that moves about by itself. */
    ANIMAL("animal"),
    /** Kills in a hand (knife, bow, sword, a tattoo needle). */
    WEAPON("weapon"),
    /** Gives off heat (fire, kiln, forge, hot coals). */
    HEAT("heat"),
    /** Grows in the wild and blocks the way (tree, reeds, sugarcane, a rabbit hole). */
    WILD_OBSTACLE("wild-obstacle"),
    /** Blocks the way and was made or changed by people (wall, fence, chopped tree, machine). */
    OBSTACLE("obstacle"),
    /** Grows or lies in the wild, fixed in place, passable (plant, bush, deposit, big rock). */
    WILD("wild"),
    /** Carried and used on things without being used up (sharp stone, axe, shovel). */
    TOOL("tool"),
    /** Can be picked up. */
    PORTABLE("portable"),
    /** Stays where it is. */
    PERMANENT("permanent");

    private final String word;

    ObjectKind(String word) {
        this.word = word;
    }

    /** The kind's name in theme files and in what the client shows. */
    public String word() {
        return word;
    }

    /** The kind with this {@link #word()}, any case. */
    public static Optional<ObjectKind> fromWord(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        for (ObjectKind k : values()) {
            if (k.word.equals(w)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
