package ohol.tui.onelife.world;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What someone is to us, in the words the official client puts over their head
 * ({@code YOUR GRANDMOTHER}, {@code YOUR BIG SISTER}, {@code YOUR FIRST COUSIN ONCE REMOVED},
 * {@code DISTANT RELATIVE}), worked out from both lineages as its {@code getRelationName} does.
 * When their body is not in the game data the client cannot tell son from daughter; then the
 * words say {@code CHILD}, {@code SIBLING}... rather than guess.
 *
 * @param kind  which branch of the family, for colours and the family panel
 * @param label the words in capitals, as the game shows them
 */
public record Relation(Kind kind, String label) {
    /** Which branch of the family someone is on. */
    public enum Kind {
        SELF,
        ANCESTOR,
        DESCENDANT,
        SIBLING,
        AUNT_OR_UNCLE,
        NIECE_OR_NEPHEW,
        COUSIN,
        DISTANT,
        NONE;

        /** How the map colours them: our mother's side up, our children down, siblings, the rest of the line. */
        public Group group() {
            return switch (this) {
                case SELF -> Group.SELF;
                case ANCESTOR -> Group.MOTHER;
                case DESCENDANT -> Group.CHILD;
                case SIBLING -> Group.SIBLING;
                case AUNT_OR_UNCLE, NIECE_OR_NEPHEW, COUSIN, DISTANT -> Group.LINE;
                case NONE -> Group.NONE;
            };
        }
    }

    /** The family colours of the map. */
    public enum Group {
        SELF,
        MOTHER,
        CHILD,
        SIBLING,
        LINE,
        NONE
    }

    public static final Relation SELF = new Relation(Kind.SELF, "YOU");
    public static final Relation NONE = new Relation(Kind.NONE, "NO RELATION");
    static final Relation DISTANT = new Relation(Kind.DISTANT, "DISTANT RELATIVE");

    /** Past this many greats the game writes {@code 5X GREAT }. */
    static final int MAX_SPELLED_GREATS = 4;

    private static final String[] ORDINALS = {
        "",
        "FIRST",
        "SECOND",
        "THIRD",
        "FOURTH",
        "FIFTH",
        "SIXTH",
        "SEVENTH",
        "EIGHTH",
        "NINTH",
        "TENTH",
        "ELEVENTH",
        "TWELFTH",
        "THIRTEENTH",
        "FOURTEENTH",
        "FIFTEENTH",
        "SIXTEENTH",
        "SEVENTEENTH",
        "EIGHTEENTH",
        "NINETEENTH",
        "TWENTIETH"
    };
    private static final String[] TIMES = {
        "",
        "ONCE",
        "TWICE",
        "THRICE",
        "FOUR TIMES",
        "FIVE TIMES",
        "SIX TIMES",
        "SEVEN TIMES",
        "EIGHT TIMES",
        "NINE TIMES"
    };
    /** Two siblings born closer than this (in years) are twins. */
    static final double TWIN_YEARS = 0.1;

    /** One side of the comparison: a player's id, ancestors (mother first), Eve, body and age. */
    public record Side(
            int id,
            List<Integer> ancestors,
            Optional<Integer> eveId,
            int displayId,
            double age,
            Optional<Boolean> male) {
        public Side {
            ancestors = List.copyOf(ancestors);
        }
    }

    public boolean isKin() {
        return kind != Kind.NONE && kind != Kind.SELF;
    }

    /** The label in a sentence: {@code your big sister}, {@code distant relative}, {@code no relation}. */
    public String words() {
        return label.toLowerCase(Locale.ROOT);
    }

    /** What {@code them} is to {@code us}. */
    public static Relation between(Side us, Side them) {
        if (us.id() == them.id()) {
            return SELF;
        }
        List<Integer> ours = us.ancestors();
        List<Integer> theirs = them.ancestors();
        if (ours.isEmpty() && theirs.isEmpty()) {
            return NONE; // two Eves
        }
        Optional<Boolean> male = them.male();
        int asChild = theirs.lastIndexOf(us.id());
        if (asChild >= 0) {
            return direct(Kind.DESCENDANT, word(male, "SON", "DAUGHTER", "CHILD"), asChild);
        }
        int asMother = ours.lastIndexOf(them.id());
        if (asMother >= 0) {
            return direct(Kind.ANCESTOR, "MOTHER", asMother);
        }
        for (int oi = 0; oi < ours.size(); oi++) {
            int ti = theirs.indexOf(ours.get(oi));
            if (ti >= 0) {
                return shared(us, them, oi, ti);
            }
        }
        if (us.eveId().isPresent() && us.eveId().equals(them.eveId())) {
            return DISTANT;
        }
        return NONE;
    }

    private static Relation direct(Kind kind, String main, int index) {
        return new Relation(kind, "YOUR " + greats(index - 1) + (index > 0 ? "GRAND" : "") + main);
    }

    private static Relation shared(Side us, Side them, int oi, int ti) {
        Optional<Boolean> male = them.male();
        if (oi == 0 && ti == 0) {
            String age;
            if (us.age() < them.age() - TWIN_YEARS) {
                age = "BIG ";
            } else if (us.age() > them.age() + TWIN_YEARS) {
                age = "LITTLE ";
            } else {
                age = (us.displayId() == them.displayId() ? "IDENTICAL " : "") + "TWIN ";
            }
            return new Relation(Kind.SIBLING, "YOUR " + age + word(male, "BROTHER", "SISTER", "SIBLING"));
        }
        if (ti == 0) {
            return new Relation(
                    Kind.AUNT_OR_UNCLE, "YOUR " + greats(oi - 1) + word(male, "UNCLE", "AUNT", "AUNT OR UNCLE"));
        }
        if (oi == 0) {
            return new Relation(
                    Kind.NIECE_OR_NEPHEW, "YOUR " + greats(ti - 1) + word(male, "NEPHEW", "NIECE", "NIECE OR NEPHEW"));
        }
        int number = Math.min(oi, ti);
        int removed = Math.abs(oi - ti);
        StringBuilder label =
                new StringBuilder("YOUR ").append(cousinNumber(number)).append(" COUSIN");
        if (removed > 0) {
            label.append(' ')
                    .append(removed < TIMES.length ? TIMES[removed] : "MANY TIMES")
                    .append(" REMOVED");
        }
        return new Relation(Kind.COUSIN, label.toString());
    }

    private static String cousinNumber(int n) {
        if (n >= 30) {
            return "DISTANT";
        }
        if (n > 20) {
            return "TWENTY-" + ORDINALS[n - 20];
        }
        return ORDINALS[n];
    }

    private static String greats(int count) {
        if (count <= 0) {
            return "";
        }
        if (count > MAX_SPELLED_GREATS) {
            return count + "X GREAT ";
        }
        return "GREAT ".repeat(count);
    }

    private static String word(Optional<Boolean> male, String man, String woman, String unknown) {
        return male.map(m -> m ? man : woman).orElse(unknown);
    }
}
