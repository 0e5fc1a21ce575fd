package ohol.tui.world;

import java.util.Locale;
import ohol.tui.protocol.server.RemovalReason;

/**
 * The one place a {@link WorldEvent} becomes words: its stable name (headless mode's
 * {@code "event"} field, which players' scripts read) and a plain sentence (the log panes,
 * headless mode's {@code "text"} field). Names of people are given as the server sent them; the
 * caller cleans text before a terminal sees it.
 */
public final class EventText {
    private EventText() {}

    /** The event's name in headless JSON, e.g. {@code stats_changed}. Never change one: scripts match on it. */
    public static String name(WorldEvent event) {
        return event.accept(NAMES);
    }

    /** The event in a sentence, e.g. {@code EVE SMITH died of hunger aged 40}. */
    public static String sentence(WorldEvent event) {
        return event.accept(SENTENCES);
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
     * A line of speech. Lines wrapped in {@code +} are the server's, not the speaker's words
     * ({@code +FAMILY+}, {@code +HOME+}...; players cannot type {@code +}); {@code + WORDS +}
     * with spaces is a speaker we trust; {@code *map X Y} and the like point at a place.
     */
    static String said(WorldEvent.Said e) {
        String who = e.us() ? "You" : e.name();
        String text = e.text().strip();
        String place = e.pointsAt()
                .map(p -> " (points at " + p.x() + "," + p.y() + ")")
                .orElse("");
        if (text.length() >= 2 && text.startsWith("+") && text.endsWith("+")) {
            String inner = text.substring(1, text.length() - 1);
            if (inner.startsWith(" ") && inner.endsWith(" ")) {
                return who + " (trusted): " + inner.strip() + place;
            }
            return serverSays(inner, e) + place;
        }
        return who + ": " + text + place;
    }

    private static String serverSays(String what, WorldEvent.Said e) {
        return switch (what) {
            case "FAMILY" -> e.name() + " is of your family";
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
    };

    private static final WorldEvent.Handler<String> SENTENCES = new WorldEvent.Handler<>() {
        @Override
        public String on(WorldEvent.StatsChanged e) {
            OurStats s = e.stats();
            return String.format(Locale.ROOT, "Food %d/%d, heat %.2f", s.food(), s.foodCapacity(), s.heat());
        }

        @Override
        public String on(WorldEvent.Born e) {
            return e.motherName() + " had a baby (#" + e.playerId() + ")";
        }

        @Override
        public String on(WorldEvent.Named e) {
            return "#" + e.playerId() + " is named " + e.name();
        }

        @Override
        public String on(WorldEvent.Died e) {
            return String.format(
                    Locale.ROOT, "%s %s aged %.0f", e.us() ? "You" : e.name(), deathReason(e.reason()), e.age());
        }

        @Override
        public String on(WorldEvent.Said e) {
            return said(e);
        }

        @Override
        public String on(WorldEvent.PlaceSaid e) {
            return "Written at " + e.x() + "," + e.y() + ": " + e.text();
        }

        @Override
        public String on(WorldEvent.Followed e) {
            return e.follower() + " follows " + e.leader();
        }

        @Override
        public String on(WorldEvent.ExiledBy e) {
            return e.target() + " was exiled by " + e.exiler();
        }

        @Override
        public String on(WorldEvent.Wounded e) {
            return e.name() + (e.sick() ? " is sick" : " is badly hurt");
        }

        @Override
        public String on(WorldEvent.HealedUp e) {
            return e.name() + " is healed";
        }

        @Override
        public String on(WorldEvent.Notice e) {
            return e.text();
        }

        @Override
        public String on(WorldEvent.Emoted e) {
            return (e.us() ? "You" : e.name()) + " " + Emotions.shown(e.index());
        }
    };
}
