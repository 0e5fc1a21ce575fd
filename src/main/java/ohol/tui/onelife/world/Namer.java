package ohol.tui.onelife.world;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * Who is who, for the words {@link EventText} makes of an event: how to call each person, and
 * what the one told knows of us. {@link #AS_SENT} knows no one: people by the names the events
 * carry, places by their coordinates (headless mode's {@code sentence} field, the answers to
 * actions). A {@link Family}'s namer calls people by what they are to us ({@code your mother EVE
 * SMITH}, {@code nameless #16}, {@code you}), places by the way to them, and knows the family (the
 * log panes of the screen).
 */
public interface Namer {
    /** Knows no one: the names as the server sent them. */
    Namer AS_SENT = new AsSent();

    /** Someone inside a sentence; {@code sent} is the name the event carries ({@code #16} while they have none). */
    String call(int playerId, String sent);

    /** Someone at the head of a sentence. */
    String subject(int playerId, String sent);

    /** What someone is to us; {@link Relation#NONE} when this namer does not know. */
    Relation relationOf(int playerId);

    /** The way from us to a place, when this namer knows where we stand. */
    Optional<Way> wayTo(Position place);

    /**
     * Whether it knows the family: births are then told as family news ({@link #motherOf}) and
     * ages at death in whole years, as the game counts them; else both as the events carry them.
     */
    boolean knowsFamily();

    /** Someone's mother, as the family knows her; asked only of a namer that {@link #knowsFamily()}. */
    OptionalInt motherOf(int playerId);

    /** The names the events carry, and nothing more. */
    record AsSent() implements Namer {
        @Override
        public String call(int playerId, String sent) {
            return sent;
        }

        @Override
        public String subject(int playerId, String sent) {
            return sent;
        }

        @Override
        public Relation relationOf(int playerId) {
            return Relation.NONE;
        }

        @Override
        public Optional<Way> wayTo(Position place) {
            return Optional.empty();
        }

        @Override
        public boolean knowsFamily() {
            return false;
        }

        @Override
        public OptionalInt motherOf(int playerId) {
            return OptionalInt.empty();
        }
    }
}
