package ohol.tui.onelife.sight;

/**
 * One distinct thing in view, for the list of what is near: the nearest of its name, how many
 * there are, and what matters about it.
 *
 * @param id        the object id (a person's player id for {@link Group#KIN} and {@link Group#PERSON})
 * @param count     how many of that name are in view
 * @param food      food, or something the bare hand gets food from (a bush with berries)
 * @param craved    what we crave, or something that gives it
 * @param usedUp    a used-up state of another object (an empty bush)
 * @param age       a person's age in years; 0 for things
 * @param relation  what a person is to us ({@code your mother}); empty for things and strangers
 */
public record Thing(
        Group group,
        int id,
        String name,
        int dx,
        int dy,
        int count,
        boolean food,
        boolean craved,
        boolean usedUp,
        double age,
        String relation) {
    /** What comes first in the list: what can kill, then kin, then other people, then the rest. */
    public enum Group {
        DANGER,
        KIN,
        PERSON,
        THING;

        public boolean isPerson() {
            return this == KIN || this == PERSON;
        }
    }

    public Offset offset() {
        return new Offset(dx, dy);
    }
}
