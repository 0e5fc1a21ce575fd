package ohol.tui.onelife.dialect;

import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import ohol.tui.onelife.protocol.SpeechRules;

/**
 * A generation of the game's protocol: today's, or one of the two older ones the first protocol
 * documents describe (server.cpp at OneLife a7d8f802, 2016, and 69cc5592, 2015). Each old one
 * reads its messages into today's records and takes only the verbs its server knows.
 */
public enum Dialect {
    /** Today's protocol: every command, as it is. */
    CURRENT("current", Set.of()),
    /** July 2016: {@code LOGIN} without a client tag; a verb it does not know kills the player. */
    Y2016("2016", Set.of("LOGIN", "MOVE", "USE", "SELF", "REMV", "DROP", "KILL", "SAY")),
    /** November 2015: no login, no speech, no food; a pick-up is {@code GRAB}. */
    Y2015("2015", Set.of("MOVE", "USE", "GRAB", "DROP"));

    private final String word;
    private final Set<String> verbs;

    Dialect(String word, Set<String> verbs) {
        this.word = word;
        this.verbs = verbs;
    }

    /** How the player names it: {@code current}, {@code 2016}, {@code 2015}. */
    public String word() {
        return word;
    }

    /** The dialect named {@code word}, if any. */
    public static Optional<Dialect> named(String word) {
        return Arrays.stream(values()).filter(d -> d.word.equals(word)).findFirst();
    }

    /** True for the two older generations. */
    public boolean isOld() {
        return this != CURRENT;
    }

    /**
     * Whether the server knows {@code verb}: the one allow-list every command is checked against
     * where commands become bytes ({@link DialectWire}). Today's server ignores a verb it does not
     * know, so nothing is held back from it.
     */
    public boolean knows(String verb) {
        return this == CURRENT || verbs.contains(verb);
    }

    /**
     * Whether a {@code MOVE} may hold diagonal steps: today's server takes them, those of 2016 and
     * 2015 send the walker back for any step that is not east, west, north or south.
     */
    public boolean stepsDiagonally() {
        return this == CURRENT;
    }

    /**
     * Whether a newborn must wait to walk: today's server ignores a MOVE below {@code startWalkingAge}
     * (0.2 years); those of 2016 (a newborn crawls, 10 s a tile) and 2015 have no such age.
     */
    public boolean babiesWaitToWalk() {
        return this == CURRENT;
    }

    /**
     * Whether a baby on our own tile can be picked up: on today's server, yes; on 2016's, only from
     * beside it (2015 has no babies).
     */
    public boolean takesBabiesFromOwnTile() {
        return this != Y2016;
    }

    /**
     * How many characters a {@code SAY} keeps at {@code age}: 2016's server cuts to {@code
     * floor(age) + 1} at any age; today's {@code getSayLimit} rises to 66 at 16.
     */
    public int sayLimit(double age) {
        return this == Y2016 ? (int) Math.floor(age) + 1 : SpeechRules.limit(age);
    }

    /** Whether any object blocks walking, as on the 2015 server; elsewhere only those the data says block. */
    public boolean everyObjectBlocks() {
        return this == Y2015;
    }

    /** What this era's server has, for the status line, the help and the narration. */
    public EraFeatures features() {
        return switch (this) {
            case CURRENT -> EraFeatures.of(this, EraFeatures.Feature.values());
            case Y2016 -> EraFeatures.of(
                    this,
                    EraFeatures.Feature.FOOD,
                    EraFeatures.Feature.SPEECH,
                    EraFeatures.Feature.BABIES,
                    EraFeatures.Feature.HEAT);
            case Y2015 -> EraFeatures.of(this);
        };
    }

    /** The era, as the player reads it ({@code the 2016 server}). */
    public String server() {
        return this == CURRENT ? "the server" : "the " + word + " server";
    }
}
