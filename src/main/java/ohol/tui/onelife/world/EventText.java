package ohol.tui.onelife.world;

import java.util.OptionalInt;
import ohol.tui.onelife.protocol.Decimals;
import ohol.tui.onelife.protocol.server.RemovalReason;

/**
 * The one place a {@link WorldEvent} becomes words: its stable name (headless mode's
 * {@code "event"} field, which players' scripts read) and its sentence, with people called as a
 * {@link Namer} calls them: by the names the server sent (headless mode's {@code "sentence"}
 * field, the answers to actions) or by what they are to us (the log panes). The caller cleans
 * text before a terminal sees it.
 */
public final class EventText {
    private static final Sentences AS_SENT = new Sentences(Namer.AS_SENT);

    private EventText() {}

    /** The event's name in headless JSON, e.g. {@code stats_changed}. Never change one: scripts match on it. */
    public static String name(WorldEvent event) {
        return event.accept(NAMES);
    }

    /** The event in a sentence, people by the names it carries, e.g. {@code EVE SMITH starved aged 40}. */
    public static String sentence(WorldEvent event) {
        return event.accept(AS_SENT);
    }

    /** The event in a sentence, people as {@code namer} calls them, e.g. {@code Your mother EVE starved aged 40}. */
    public static String sentence(WorldEvent event, Namer namer) {
        return event.accept(new Sentences(namer));
    }

    /** Why someone left, in a few words ({@code starved}, {@code was killed}), after their name. */
    public static String deathReason(RemovalReason reason) {
        return switch (reason.kind()) {
            case HUNGER -> "starved";
            case AGE -> "died of old age";
            case DISCONNECTED -> "left the game";
            case KILLED -> "was killed";
            case NURSING_HUNGER -> "died (nursing hunger)";
            case OTHER -> {
                OtherReason other = OtherReason.of(reason);
                yield switch (other.kind()) {
                    case SID -> "died as a baby (sudden infant death)";
                    case NONE, UNKNOWN -> "died";
                    case SUCCUMBED, EXORCISM, SHUTDOWN, UNHEARD_OF -> "died (" + other.spaced() + ")";
                };
            }
        };
    }

    /**
     * A birth told as family news: {@code You had a baby: your daughter}, {@code Your mother EVE
     * had a baby: your brother}, {@code You were born to your mother EVE}.
     */
    static String birth(Namer namer, int babyId) {
        OptionalInt mother = namer.motherOf(babyId);
        String baby = "a baby";
        if (mother.isEmpty()) {
            return namer.subject(babyId, baby) + " was born";
        }
        int motherId = mother.getAsInt();
        if (namer.relationOf(motherId).kind() == Relation.Kind.SELF) {
            return "You had a baby: " + namer.call(babyId, baby);
        }
        if (namer.relationOf(babyId).kind() == Relation.Kind.SELF) {
            return "You were born to " + namer.call(motherId, "a mother");
        }
        return namer.subject(motherId, "a mother") + " had a baby: " + namer.call(babyId, baby);
    }

    /** A death in a sentence: {@code who} {@code starved} {@code aged 40}. */
    static String death(String who, RemovalReason reason, String years) {
        return who + " " + deathReason(reason) + " aged " + years;
    }

    /**
     * A line of speech. Lines wrapped in {@code +} are the server's, not the speaker's words
     * ({@code +FAMILY+}, {@code +HOME+}...; players cannot type {@code +}); {@code + WORDS +}
     * with spaces is a speaker we trust; {@code *map X Y} and the like point at a place.
     */
    private static String said(WorldEvent.Said e, Namer namer) {
        String called = e.us() ? e.name() : namer.call(e.playerId(), e.name());
        String who = e.us() ? "You" : called;
        String text = e.text().strip();
        String place = e.pointsAt()
                .map(p -> " (points at " + p.x() + "," + p.y() + ")")
                .orElse("");
        if (text.length() >= 2 && text.startsWith("+") && text.endsWith("+")) {
            String inner = text.substring(1, text.length() - 1);
            if (inner.startsWith(" ") && inner.endsWith(" ")) {
                return who + " (trusted): " + inner.strip() + place;
            }
            return serverSays(inner, called) + place;
        }
        return who + ": " + text + place;
    }

    private static String serverSays(String what, String called) {
        return switch (what) {
            case "FAMILY" -> called + " is of your family";
            case "HOME" -> "You are back in your homeland";
            case "HOMESICK" -> "You are homesick: far from your homeland";
            case "FREE REIN" -> "No homeland holds you here: free rein";
            case "NO MOTHER" -> "You have no mother to find";
            case "NO LEADER" -> "You have no leader";
            case "NO PROPERTY" -> "You own no property";
            case "EXILED" -> "You are exiled";
            default -> "The server: " + what;
        };
    }

    private static final WorldEvent.Handler<String> NAMES = new WorldEvent.Handler<>() {
        @Override
        public String on(WorldEvent.StatsChanged e) {
            return "stats_changed";
        }

        @Override
        public String on(WorldEvent.Born e) {
            return "born";
        }

        @Override
        public String on(WorldEvent.Named e) {
            return "named";
        }

        @Override
        public String on(WorldEvent.Died e) {
            return "died";
        }

        @Override
        public String on(WorldEvent.Said e) {
            return "said";
        }

        @Override
        public String on(WorldEvent.PlaceSaid e) {
            return "place_said";
        }

        @Override
        public String on(WorldEvent.Followed e) {
            return "followed";
        }

        @Override
        public String on(WorldEvent.ExiledBy e) {
            return "exiled_by";
        }

        @Override
        public String on(WorldEvent.Wounded e) {
            return "wounded";
        }

        @Override
        public String on(WorldEvent.HealedUp e) {
            return "healed_up";
        }

        @Override
        public String on(WorldEvent.Notice e) {
            return "notice";
        }

        @Override
        public String on(WorldEvent.Emoted e) {
            return "emoted";
        }

        @Override
        public String on(WorldEvent.Carried e) {
            return e.pickedUp() ? "picked_up" : "put_down";
        }
    };

    /** The sentences, people as one namer calls them. */
    private record Sentences(Namer namer) implements WorldEvent.Handler<String> {
        @Override
        public String on(WorldEvent.StatsChanged e) {
            OurStats s = e.stats();
            StringBuilder out =
                    new StringBuilder(32).append("Food ").append(s.food()).append('/');
            return Decimals.fixed(out.append(s.foodCapacity()).append(", heat "), s.heat(), 2)
                    .toString();
        }

        @Override
        public String on(WorldEvent.Born e) {
            return namer.knowsFamily() ? birth(namer, e.playerId()) : e.motherName() + " had a baby";
        }

        @Override
        public String on(WorldEvent.Named e) {
            Relation r = namer.relationOf(e.playerId());
            // the name is the news: the relation goes with it, never an id
            String who = r.kind() == Relation.Kind.SELF
                    ? "You are"
                    : r.isKin() ? Family.capitalized(r.words()) + " is" : "Someone is";
            return who + " named " + e.name();
        }

        @Override
        public String on(WorldEvent.Died e) {
            return death(e.us() ? "You" : namer.subject(e.playerId(), e.name()), e.reason(), Ages.years(e.age()));
        }

        @Override
        public String on(WorldEvent.Said e) {
            return said(e, namer);
        }

        @Override
        public String on(WorldEvent.PlaceSaid e) {
            String where =
                    namer.wayTo(new Position(e.x(), e.y())).map(Way::words).orElse("at " + e.x() + "," + e.y());
            return "Written " + where + ": " + e.text();
        }

        @Override
        public String on(WorldEvent.Followed e) {
            boolean us = namer.relationOf(e.followerId()).kind() == Relation.Kind.SELF;
            String leader = e.leaderId().isPresent() ? namer.call(e.leaderId().getAsInt(), e.leader()) : e.leader();
            return us ? "You follow " + leader : namer.subject(e.followerId(), e.follower()) + " follows " + leader;
        }

        @Override
        public String on(WorldEvent.ExiledBy e) {
            return namer.subject(e.targetId(), e.target()) + " was exiled by " + namer.call(e.exilerId(), e.exiler());
        }

        @Override
        public String on(WorldEvent.Wounded e) {
            return namer.subject(e.playerId(), e.name()) + (e.sick() ? " is sick" : " is badly hurt");
        }

        @Override
        public String on(WorldEvent.HealedUp e) {
            return namer.subject(e.playerId(), e.name()) + " is healed";
        }

        @Override
        public String on(WorldEvent.Notice e) {
            return e.text();
        }

        @Override
        public String on(WorldEvent.Emoted e) {
            return (e.us() ? "You" : namer.call(e.playerId(), e.name())) + " " + Emotions.shown(e.index());
        }

        @Override
        public String on(WorldEvent.Carried e) {
            String holder = e.weHold() ? "You" : namer.subject(e.holderId(), e.holder());
            if (e.weAreHeld()) {
                return holder + (e.pickedUp() ? " picked you up" : " put you down");
            }
            return holder + (e.pickedUp() ? " picked up " : " put down ") + namer.call(e.babyId(), e.baby());
        }
    }
}
