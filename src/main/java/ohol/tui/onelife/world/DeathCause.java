package ohol.tui.onelife.world;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.protocol.server.RemovalReason;

/**
 * Why a life ended, in plain words, from the reason the server puts at the end of the {@code X X}
 * line ({@code reason_hunger}, {@code reason_killed_418}...) as the protocol reads it. The official
 * client shows {@code CAUSE:  STARVATION} and the like; these say the same and what it means for a
 * player.
 *
 * @param cause    the official client's words ({@code STARVATION}, {@code KILLED BY BEAR})
 * @param sentence what happened, for the death screen and headless mode's {@code died}
 * @param meaning  what it means, in a sentence or two (empty when the cause says it all)
 */
public record DeathCause(String cause, String sentence, String meaning) {
    /** Younger than this (in years), a death of hunger is a baby's: one that was not fed or held. */
    static final double BABY_YEARS = 3;

    /**
     * The words for a death.
     *
     * @param reason  the server's reason, {@link RemovalReason#UNKNOWN} when it gave none
     * @param age     the age at death
     * @param killer  who held the weapon that killed, when someone near did
     * @param catalog for the names of weapons, animals and sicknesses
     */
    public static DeathCause of(
            RemovalReason reason, double age, Optional<String> killer, ObjectCatalog catalog, boolean apocalypse) {
        return switch (reason.kind()) {
            case HUNGER -> age < BABY_YEARS
                    ? new DeathCause(
                            "STARVATION",
                            "You starved as a baby: nobody fed you or held you.",
                            "A baby lives on milk: its mother feeds it when she picks it up, and while she holds it it"
                                    + " does not go hungry. Left on the ground, a newborn starves within a minute or"
                                    + " two.")
                    : new DeathCause(
                            "STARVATION",
                            "You starved: your food ran out.",
                            "A food pip lasts about 20 seconds, less when you are cold or hot; eat before the last runs"
                                    + " out.");
            case NURSING_HUNGER -> new DeathCause(
                    "NURSING STARVATION",
                    "You starved while held by your mother.",
                    "She held you but could not feed you: her own food ran too low.");
            case AGE -> new DeathCause("OLD AGE", "You died of old age.", "Nobody lives past 60: a year is a minute.");
            case KILLED -> killed(objectName(reason.killerObjectId(), catalog), killer);
            case DISCONNECTED -> new DeathCause("CONNECTION LOST", "Your life ended when the connection was lost.", "");
            case OTHER -> other(OtherReason.of(reason), catalog, apocalypse);
        };
    }

    private static DeathCause killed(Optional<String> thing, Optional<String> killer) {
        String by = thing.map(t -> killer.map(k -> k + " with " + article(t)).orElse(article(t)))
                .orElse(killer.orElse("an unknown weapon"));
        return new DeathCause(
                "KILLED BY " + thing.orElse("UNKNOWN WEAPON").toUpperCase(Locale.ROOT),
                "You were killed by " + by + ".",
                "");
    }

    private static DeathCause other(OtherReason reason, ObjectCatalog catalog, boolean apocalypse) {
        return switch (reason.kind()) {
            case SID -> new DeathCause(
                    "SUDDEN INFANT DEATH",
                    "You died as a baby: sudden infant death.",
                    "A baby under 2 may give up its life (the die action, /DIE in the official client); babies do"
                            + " when nobody feeds or holds them, to be born again elsewhere.");
            case SUCCUMBED -> {
                Optional<String> sickness = objectName(reason.objectId(), catalog);
                yield new DeathCause(
                        "SUCCUMBED TO " + sickness.orElse("UNKNOWN SICKNESS").toUpperCase(Locale.ROOT),
                        "You succumbed to " + sickness.map(DeathCause::article).orElse("an unknown sickness") + ".",
                        "A wound or sickness kills unless it is healed in time.");
            }
            case EXORCISM -> new DeathCause("EXORCISM", "Your ghost was exorcised.", "");
            case SHUTDOWN -> new DeathCause("SERVER SHUTDOWN", "The server shut down and ended your life.", "");
            case NONE -> apocalypse
                    ? new DeathCause("THE APOCALYPSE", "The apocalypse ended every life.", "The world begins again.")
                    : new DeathCause("UNKNOWN", "You died; the server gave no reason.", "");
            case UNKNOWN, UNHEARD_OF -> new DeathCause(
                    "UNKNOWN", "You died (the server says " + reason.spaced() + ").", "");
        };
    }

    /** The name of an object the reason gives, when the game data knows it. */
    private static Optional<String> objectName(OptionalInt id, ObjectCatalog catalog) {
        return id.isPresent()
                ? catalog.find(id.getAsInt()).map(d -> d.name()).filter(n -> !n.isEmpty())
                : Optional.empty();
    }

    /** {@code a Stone}, {@code an Arrow}: a thing's name with its article. */
    public static String article(String thing) {
        String lower = thing.toLowerCase(Locale.ROOT);
        return (lower.startsWith("a")
                                || lower.startsWith("e")
                                || lower.startsWith("i")
                                || lower.startsWith("o")
                                || lower.startsWith("u")
                        ? "an "
                        : "a ")
                + thing;
    }
}
