package ohol.tui.onelife.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.onelife.protocol.server.RemovalReason;
import org.junit.jupiter.api.Test;

/** The words of events: no id once a name is known, and one way to say an age. */
class WordsAgreeTest {
    /** A namer for whom player 2 is our mother. */
    private static final Namer MOTHER_IS_2 = new Namer() {
        @Override
        public String call(int playerId, String sent) {
            return playerId == 2 ? "your mother " + sent : sent;
        }

        @Override
        public String subject(int playerId, String sent) {
            return playerId == 2 ? "Your mother " + sent : sent;
        }

        @Override
        public Relation relationOf(int playerId) {
            return playerId == 2 ? new Relation(Relation.Kind.ANCESTOR, "YOUR MOTHER") : Relation.NONE;
        }

        @Override
        public Optional<Way> wayTo(Position place) {
            return Optional.empty();
        }

        @Override
        public boolean knowsFamily() {
            return true;
        }

        @Override
        public OptionalInt motherOf(int playerId) {
            return OptionalInt.empty();
        }
    };

    @Test
    void aNameGivenIsSaidWithTheRelationAndNoId() {
        assertEquals(
                "Your mother is named EVE BOB", EventText.sentence(new WorldEvent.Named(2, "EVE BOB"), MOTHER_IS_2));
        String stranger = EventText.sentence(new WorldEvent.Named(16, "ADAM BOB"), MOTHER_IS_2);
        assertEquals("Someone is named ADAM BOB", stranger);
        assertFalse(EventText.sentence(new WorldEvent.Named(16, "ADAM BOB")).contains("#"));
    }

    @Test
    void anAgeIsSaidOneWayWhoeverTells() {
        WorldEvent.Died baby = new WorldEvent.Died(7, "MAXCINE", 0.7, RemovalReason.parse("hunger"), false);
        String asSent = EventText.sentence(baby);
        String byFamily = EventText.sentence(baby, MOTHER_IS_2);
        assertTrue(asSent.endsWith("aged 0"), asSent);
        assertTrue(byFamily.endsWith("aged 0"), byFamily);
        assertEquals("0", Ages.years(0.7));
        assertEquals("16", Ages.years(16.34));
    }
}
