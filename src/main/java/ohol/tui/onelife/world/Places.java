package ohol.tui.onelife.world;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntFunction;
import ohol.tui.onelife.protocol.server.Homeland;
import ohol.tui.onelife.protocol.server.OwnerList;
import ohol.tui.onelife.protocol.server.PlayerPointer;
import ohol.tui.onelife.protocol.server.PlayerSays;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * The places of this life, in our own coordinates: where it began, the homeland the server
 * gives ({@code HL}), property it says we own ({@code OW}), spots it points to in speech
 * ({@code *mother 15 *map 3 4}, a map read out loud) and the tiles the player named; and the one
 * the player chose to be guided to. Immutable.
 *
 * @param chosen the index in {@code list} of the place the status line points to, if any
 */
public record Places(List<Place> list, OptionalInt chosen) {
    /**
     * How many places are kept. A player names a handful and the server points to a few each
     * life; past this the oldest the server pointed to make room (the player's own stay).
     */
    public static final int MAX_PLACES = 64;
    /** The longest name a player may give a place. */
    public static final int MAX_NAME = 40;

    public static final Places NONE = new Places(List.of(), OptionalInt.empty());

    /** Where a place came from. */
    public enum Kind {
        BIRTH("where you were born"),
        HOMELAND("homeland"),
        PROPERTY("your property"),
        POINTED("pointed out"),
        MARKED("named by you");

        private final String words;

        Kind(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** One place: a name for people, a tile in our coordinates, and where it came from. */
    public record Place(String name, Position at, Kind kind) {}

    public Places {
        list = List.copyOf(list);
        if (chosen.isPresent() && (chosen.getAsInt() < 0 || chosen.getAsInt() >= list.size())) {
            chosen = OptionalInt.empty();
        }
    }

    public Optional<Place> chosenPlace() {
        return chosen.isPresent() ? Optional.of(list.get(chosen.getAsInt())) : Optional.empty();
    }

    /** A place by its name (any case), its number in the list (from 1), or the start of its name. */
    public OptionalInt find(String nameOrNumber) {
        String wanted = nameOrNumber.strip().toLowerCase(Locale.ROOT);
        for (int i = list.size() - 1; i >= 0; i--) {
            if (list.get(i).name().toLowerCase(Locale.ROOT).equals(wanted)) {
                return OptionalInt.of(i);
            }
        }
        try {
            int n = Integer.parseInt(wanted);
            return n >= 1 && n <= list.size() ? OptionalInt.of(n - 1) : OptionalInt.empty();
        } catch (NumberFormatException e) {
            // the start of a name, then
        }
        for (int i = list.size() - 1; i >= 0; i--) {
            if (!wanted.isEmpty() && list.get(i).name().toLowerCase(Locale.ROOT).startsWith(wanted)) {
                return OptionalInt.of(i);
            }
        }
        return OptionalInt.empty();
    }

    Places born(Position at) {
        return with(new Place("birthplace", at, Kind.BIRTH));
    }

    /** A place the player names: a new name, or a name given again moves it here. */
    Places marked(String name, Position at) {
        return with(new Place(name, at, Kind.MARKED));
    }

    Places choose(int index) {
        return new Places(list, OptionalInt.of(index));
    }

    Places after(ServerMessage message, OptionalInt ourId, IntFunction<String> nameOf) {
        if (message instanceof Homeland h) {
            if (h.expired()) {
                return without(Kind.HOMELAND);
            }
            return with(
                    new Place("homeland of " + h.familyName().orElse(""), new Position(h.x(), h.y()), Kind.HOMELAND));
        }
        if (message instanceof OwnerList o && ourId.isPresent() && o.ownerIds().contains(ourId.getAsInt())) {
            Position at = new Position(o.x(), o.y());
            if (list.stream().noneMatch(p -> p.kind() == Kind.PROPERTY && p.at().equals(at))) {
                return with(new Place("property " + at.x() + "," + at.y(), at, Kind.PROPERTY));
            }
            return this;
        }
        if (message instanceof PlayerSays says) {
            Places out = this;
            for (PlayerSays.Speech s : says.speeches()) {
                if (s.map().isPresent()) {
                    Position at = new Position(s.map().get().x(), s.map().get().y());
                    out = out.with(new Place(pointedName(s, nameOf), at, Kind.POINTED));
                }
            }
            return out;
        }
        return this;
    }

    private static String pointedName(PlayerSays.Speech s, IntFunction<String> nameOf) {
        if (s.player().isPresent()) {
            PlayerPointer p = s.player().get();
            String who = nameOf.apply(p.playerId());
            return switch (p.label()) {
                case MOTHER -> "your mother";
                case BABY -> "new baby " + who;
                case LEADER -> "your leader";
                case FOLLOWER -> "your follower " + who;
                case EXPERT -> "expert " + who;
                case OWNER -> "owner " + who;
                case VISITOR -> "visitor " + who;
                case PROP -> "your property";
            };
        }
        String words = s.spoken().strip();
        if (words.startsWith(":")) {
            words = words.substring(1).strip();
        }
        words = words.length() > MAX_NAME ? words.substring(0, MAX_NAME) : words;
        return words.isEmpty() ? "spot on a map" : "map: " + words;
    }

    /** The list with {@code place} in it: it replaces one of the same name and kind, else joins the end. */
    private Places with(Place place) {
        List<Place> copy = new ArrayList<>(list);
        Optional<Place> chosenBefore = chosenPlace();
        int same = -1;
        for (int i = 0; i < copy.size(); i++) {
            Place p = copy.get(i);
            if (p.kind() == place.kind()
                    && (p.name().equals(place.name()) || place.kind() == Kind.HOMELAND || place.kind() == Kind.BIRTH)) {
                same = i;
                break;
            }
        }
        if (same >= 0) {
            copy.set(same, place);
            return new Places(copy, chosen);
        }
        copy.add(place);
        for (int i = 0; copy.size() > MAX_PLACES && i < copy.size(); ) {
            if (copy.get(i).kind() == Kind.POINTED || copy.get(i).kind() == Kind.PROPERTY) {
                copy.remove(i);
            } else {
                i++;
            }
        }
        while (copy.size() > MAX_PLACES) {
            copy.remove(1); // the player's oldest name; the birthplace stays first
        }
        return new Places(copy, chosenBefore.map(c -> indexOf(copy, c)).orElse(OptionalInt.empty()));
    }

    private Places without(Kind kind) {
        Optional<Place> chosenBefore = chosenPlace();
        List<Place> copy = new ArrayList<>(list);
        copy.removeIf(p -> p.kind() == kind);
        return new Places(copy, chosenBefore.map(c -> indexOf(copy, c)).orElse(OptionalInt.empty()));
    }

    private static OptionalInt indexOf(List<Place> places, Place p) {
        int i = places.indexOf(p);
        return i < 0 ? OptionalInt.empty() : OptionalInt.of(i);
    }
}
