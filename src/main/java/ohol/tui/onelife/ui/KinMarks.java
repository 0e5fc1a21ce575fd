package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import ohol.tui.onelife.world.Chronicle;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.Person;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.Relation;
import ohol.tui.onelife.world.WorldEvent;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * What the map marks about people in one frame: the family colour of each, who carries whom,
 * how many share a tile, who is speaking (as long as the official client shows a bubble:
 * 3 s plus a second per 5 characters) and the tiles speech points at for as long; and the
 * places of this life.
 */
final class KinMarks {
    /** The official client's bubble time: {@code 3 + length / 5} seconds. */
    static long speechNanos(String text) {
        return (long) ((3 + text.length() / 5.0) * 1e9);
    }

    /** The longest a bubble shows: speech is at most a few hundred characters once cleaned. */
    static final long MAX_BUBBLE_NANOS = speechNanos("x".repeat(400));

    private final WorldSnapshot world;
    private final GlyphBook glyphs;
    private final Painter painter;
    private final Family family;
    private final Map<Integer, Integer> carriedBy = new HashMap<>();
    private final Map<Position, Integer> counts = new HashMap<>();
    private final Set<Integer> speakers = new HashSet<>();
    private final Set<Position> pointed = new HashSet<>();
    private final Optional<Position> guided;
    private final Set<Position> places = new HashSet<>();

    KinMarks(WorldSnapshot world, GlyphBook glyphs, Painter painter) {
        this.world = world;
        this.glyphs = glyphs;
        this.painter = painter;
        this.family = Family.of(world, glyphs.catalog());
        for (Person p : world.people().values()) {
            p.heldBabyId().ifPresent(baby -> carriedBy.put(baby, p.id()));
        }
        int us = world.ourId().orElse(Integer.MIN_VALUE);
        for (Person p : world.people().values()) {
            if (!p.body().ghost() && !carriedBy.containsKey(p.id())) {
                // we are counted where our body is drawn: on the tile a step goes to from the key on
                counts.merge(p.id() == us ? world.ourBodyAt() : p.positionAt(world.nanos()), 1, Integer::sum);
            }
        }
        for (Chronicle.Entry<WorldEvent> e : world.speech()) {
            if (e.value() instanceof WorldEvent.Said said && e.nanos() + speechNanos(said.text()) > world.nanos()) {
                speakers.add(said.playerId());
                said.pointsAt().ifPresent(pointed::add);
            } else if (e.value() instanceof WorldEvent.PlaceSaid place
                    && e.nanos() + speechNanos(place.text()) > world.nanos()) {
                pointed.add(new Position(place.x(), place.y()));
            }
        }
        this.guided = world.places().chosenPlace().map(p -> p.at());
        world.places().list().forEach(p -> places.add(p.at()));
    }

    /**
     * Whether a mark that goes by itself shows now (a speech bubble, an emotion): the screen is
     * redrawn until it has gone. Only the newest speech can still show, so only that is looked at.
     */
    static boolean passingMarks(WorldSnapshot world) {
        List<Chronicle.Entry<WorldEvent>> speech = world.speech();
        for (int i = speech.size() - 1; i >= 0 && world.nanos() - speech.get(i).nanos() < MAX_BUBBLE_NANOS; i--) {
            if (speech.get(i).value() instanceof WorldEvent.Said said
                    && speech.get(i).nanos() + speechNanos(said.text()) > world.nanos()) {
                return true;
            }
        }
        for (Person p : world.people().values()) {
            if (p.mood()
                    .emote()
                    .map(e -> e.untilNanos() != Long.MAX_VALUE && e.untilNanos() > world.nanos())
                    .orElse(false)) {
                return true;
            }
        }
        return false;
    }

    /** Their letter: the first of their name (an Eve's family name), lower case for a baby. */
    char letter(int playerId) {
        Person p = world.people().get(playerId);
        double age = p == null ? 0 : p.ageAt(world.nanos());
        return PersonLetters.letterOf(world.kin().name(playerId).orElse(""), age);
    }

    /** The colour of their branch of our family; ourselves and strangers as the theme draws them. */
    TextColor colour(int playerId) {
        Relation.Group group = family.relationOf(playerId).kind().group();
        String category =
                switch (group) {
                    case SELF -> "self";
                    case MOTHER -> "mother";
                    case CHILD -> "child";
                    case SIBLING -> "sibling";
                    case LINE -> "kin";
                    case NONE -> "player";
                };
        return painter.color(glyphs.theme()
                .glyph(glyphs.theme().has(category) ? category : "player")
                .colour());
    }

    /** Held in someone's arms, so drawn beside them. */
    boolean carried(int playerId) {
        return carriedBy.containsKey(playerId);
    }

    OptionalInt holderOf(int playerId) {
        Integer holder = carriedBy.get(playerId);
        return holder == null ? OptionalInt.empty() : OptionalInt.of(holder);
    }

    /** How many people stand on a tile (babies in arms not counted). */
    int countAt(Position at) {
        return counts.getOrDefault(at, 0);
    }

    boolean speaking(int playerId) {
        return speakers.contains(playerId);
    }

    /** The tiles speech points at now. */
    Set<Position> pointed() {
        return Collections.unmodifiableSet(pointed);
    }

    /** The place the status line points to, if any. */
    Optional<Position> guided() {
        return guided;
    }

    /** This life's places: where it began, the homeland, named tiles... */
    Set<Position> places() {
        return Collections.unmodifiableSet(places);
    }
}
