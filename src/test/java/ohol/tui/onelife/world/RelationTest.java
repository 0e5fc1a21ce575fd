package ohol.tui.onelife.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The official client's relation words (getRelationName), from two lineages, case by case. */
class RelationTest {
    private static final Optional<Boolean> MAN = Optional.of(true);
    private static final Optional<Boolean> WOMAN = Optional.of(false);

    private static Relation.Side side(int id, List<Integer> ancestors, double age, Optional<Boolean> male) {
        int eve = ancestors.isEmpty() ? id : ancestors.get(ancestors.size() - 1);
        return new Relation.Side(
                id, ancestors, Optional.of(eve), male.map(m -> m ? 347 : 19).orElse(0), age, male);
    }

    private static String label(Relation.Side us, Relation.Side them) {
        return Relation.between(us, them).label();
    }

    // a family: Eve 1; her daughters 2 and 3; 2's children 4 (girl) and 5 (boy); 3's child 6; 4's child 7; 7's child 8
    private final Relation.Side eve = side(1, List.of(), 40, WOMAN);
    private final Relation.Side two = side(2, List.of(1), 25, WOMAN);
    private final Relation.Side three = side(3, List.of(1), 22, WOMAN);
    private final Relation.Side four = side(4, List.of(2, 1), 10, WOMAN);
    private final Relation.Side five = side(5, List.of(2, 1), 8, MAN);
    private final Relation.Side six = side(6, List.of(3, 1), 9, MAN);
    private final Relation.Side seven = side(7, List.of(4, 2, 1), 3, WOMAN);
    private final Relation.Side eight = side(8, List.of(7, 4, 2, 1), 1, MAN);

    @Test
    void mothersAndChildrenUpAndDownTheLine() {
        assertEquals("YOUR MOTHER", label(four, two));
        assertEquals("YOUR GRANDMOTHER", label(four, eve));
        assertEquals("YOUR GREAT GRANDMOTHER", label(seven, eve));
        assertEquals("YOUR GREAT GREAT GRANDMOTHER", label(eight, eve));
        assertEquals("YOUR DAUGHTER", label(two, four));
        assertEquals("YOUR SON", label(two, five));
        assertEquals("YOUR GRANDDAUGHTER", label(two, seven));
        assertEquals("YOUR GREAT GRANDSON", label(two, eight));
        assertEquals(Relation.Kind.ANCESTOR, Relation.between(four, two).kind());
        assertEquals(Relation.Group.CHILD, Relation.between(two, eight).kind().group());
    }

    @Test
    void siblingsBigLittleAndTwins() {
        assertEquals("YOUR LITTLE BROTHER", label(four, five));
        assertEquals("YOUR BIG SISTER", label(five, four));
        Relation.Side twin = side(9, List.of(2, 1), 10.05, WOMAN);
        assertEquals("YOUR IDENTICAL TWIN SISTER", label(four, twin));
        Relation.Side otherBody = new Relation.Side(10, List.of(2, 1), Optional.of(1), 351, 10.0, WOMAN);
        assertEquals("YOUR TWIN SISTER", label(four, otherBody));
    }

    @Test
    void auntsNiecesAndCousins() {
        assertEquals("YOUR AUNT", label(four, three));
        assertEquals("YOUR GREAT AUNT", label(seven, three));
        assertEquals("YOUR NEPHEW", label(three, five));
        assertEquals("YOUR GREAT NIECE", label(three, seven));
        assertEquals("YOUR GREAT GREAT NEPHEW", label(three, eight));
        assertEquals("YOUR FIRST COUSIN", label(four, six));
        assertEquals("YOUR FIRST COUSIN ONCE REMOVED", label(six, seven));
        assertEquals("YOUR FIRST COUSIN TWICE REMOVED", label(six, eight));
    }

    @Test
    void farCousinsAndManyGreatsAreWrittenAsTheGameWritesThem() {
        List<Integer> a = new java.util.ArrayList<>();
        List<Integer> b = new java.util.ArrayList<>();
        for (int i = 0; i < 22; i++) {
            a.add(100 + i);
            b.add(200 + i);
        }
        a.add(999);
        b.add(999);
        assertEquals("YOUR TWENTY-SECOND COUSIN", label(side(1000, a, 5, MAN), side(2000, b, 5, MAN)));
        List<Integer> deep = new java.util.ArrayList<>(List.of(11, 12, 13, 14, 15, 16, 1));
        assertEquals("YOUR 5X GREAT GRANDMOTHER", label(side(10, deep, 2, MAN), eve));
    }

    @Test
    void strangersEvesAndDistantRelatives() {
        Relation.Side otherEve = side(50, List.of(), 20, WOMAN);
        assertEquals("NO RELATION", label(eve, otherEve), "two Eves");
        Relation.Side stranger = side(51, List.of(50), 3, MAN);
        assertEquals("NO RELATION", label(four, stranger));
        // a line cut off before the common ancestor, but the same Eve
        Relation.Side cut = new Relation.Side(60, List.of(61, 62), Optional.of(1), 19, 5, WOMAN);
        assertEquals("DISTANT RELATIVE", label(four, cut));
        assertEquals("distant relative", Relation.between(four, cut).words());
        assertEquals(Relation.Kind.SELF, Relation.between(four, four).kind());
    }

    @Test
    void withoutTheBodyInTheDataTheWordsDoNotGuess() {
        Relation.Side unknownBoy = side(5, List.of(2, 1), 8, Optional.empty());
        assertEquals("YOUR CHILD", label(two, unknownBoy));
        assertEquals("YOUR LITTLE SIBLING", label(four, unknownBoy));
        assertEquals("YOUR NIECE OR NEPHEW", label(three, unknownBoy));
        assertEquals("YOUR MOTHER", label(unknownBoy, two), "a mother is a mother");
    }
}
