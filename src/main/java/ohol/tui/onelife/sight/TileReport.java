package ohol.tui.onelife.sight;

import java.util.List;
import java.util.Optional;
import ohol.tui.onelife.world.PersonLook;

/**
 * One tile in names only, as the {@code look} answer's {@code tile} has always given it (its
 * components, in this order, are that JSON: never rename or reorder one): its ground, floor,
 * object and the people standing there (their names, then each described: what they are to us,
 * age, sex, what they hold and last said); whose grave it is and who owns it, when the server
 * said. Made by {@link TileDescriber#report}.
 *
 * @param biome the ground's biome number, -1 while the tile is not seen yet
 */
public record TileReport(
        int x,
        int y,
        int dx,
        int dy,
        boolean known,
        int biome,
        Optional<Named> floor,
        Optional<Named> object,
        List<String> people,
        Optional<String> graveOf,
        List<String> owners,
        List<PersonLook> persons) {

    /** An object and what it holds, named. */
    public record Named(int id, String name, List<Named> contents) {
        /** The object and what it holds: {@code Basket [Stone, Bowl of 3]}. */
        public String words() {
            return TileLine.withContents(
                    name,
                    contents.stream()
                            .map(c -> TileLine.inside(c.name(), c.contents().size()))
                            .toList());
        }
    }

    /** The tile in one line, as the look line shows it: {@code At 1,0: Basket [Stone] on Floor | EVE (age 14)}. */
    public String describe() {
        Optional<String> seen = known
                ? Optional.of(object.map(Named::words).orElse("nothing")
                        + floor.map(f -> " on " + f.name()).orElse(""))
                : Optional.empty();
        return TileLine.of(
                dx,
                dy,
                seen,
                graveOf,
                owners,
                persons.stream().map(PersonLook::words).toList());
    }
}
