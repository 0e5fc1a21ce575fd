package ohol.tui.world;

import java.util.Locale;
import java.util.Optional;
import ohol.tui.data.ObjectCatalog;

/**
 * Why a life ended, in plain words, from the reason the server puts at the end of the {@code X X}
 * line ({@code reason_hunger}, {@code reason_killed_418}...). The official client shows
 * {@code CAUSE:  STARVATION} and the like; these say the same and what it means for a player.
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
     * @param wire    the server's reason, {@code reason_...}, or empty when it gave none
     * @param age     the age at death
     * @param killer  who held the weapon that killed, when someone near did
     * @param catalog for the names of weapons, animals and sicknesses
     */
    public static DeathCause of(
            String wire, double age, Optional<String> killer, ObjectCatalog catalog, boolean apocalypse) {
        String r = wire.startsWith("reason_") ? wire.substring("reason_".length()) : wire;
        if (apocalypse && r.isEmpty()) {
            return new DeathCause("THE APOCALYPSE", "The apocalypse ended every life.", "The world begins again.");
        }
        if (r.equals("hunger")) {
            if (age < BABY_YEARS) {
                return new DeathCause(
                        "STARVATION",
                        "You starved as a baby: nobody fed you or held you.",
                        "A baby lives on milk: its mother feeds it when she picks it up, and while she holds it it"
                                + " does not go hungry. Left on the ground, a newborn starves within a minute or two.");
            }
            return new DeathCause(
                    "STARVATION",
                    "You starved: your food ran out.",
                    "A food pip lasts about 20 seconds, less when you are cold or hot; eat before the last runs out.");
        }
        if (r.equals("nursing_hunger")) {
            return new DeathCause(
                    "NURSING STARVATION",
                    "You starved while held by your mother.",
                    "She held you but could not feed you: her own food ran too low.");
        }
        if (r.equals("age")) {
            return new DeathCause("OLD AGE", "You died of old age.", "Nobody lives past 60: a year is a minute.");
        }
        if (r.equals("SID")) {
            return new DeathCause(
                    "SUDDEN INFANT DEATH",
                    "You died as a baby: sudden infant death.",
                    "A baby under 2 may give up its life (the die action, /DIE in the official client); babies do"
                            + " when nobody feeds or holds them, to be born again elsewhere.");
        }
        if (r.startsWith("killed")) {
            Optional<String> thing = objectName(r.substring("killed".length()), catalog);
            String by = thing.map(
                            t -> killer.map(k -> k + " with " + article(t)).orElse(article(t)))
                    .orElse(killer.orElse("an unknown weapon"));
            return new DeathCause(
                    "KILLED BY " + thing.orElse("UNKNOWN WEAPON").toUpperCase(Locale.ROOT),
                    "You were killed by " + by + ".",
                    "");
        }
        if (r.startsWith("succumbed")) {
            Optional<String> sickness = objectName(r.substring("succumbed".length()), catalog);
            return new DeathCause(
                    "SUCCUMBED TO " + sickness.orElse("UNKNOWN SICKNESS").toUpperCase(Locale.ROOT),
                    "You succumbed to " + sickness.map(DeathCause::article).orElse("an unknown sickness") + ".",
                    "A wound or sickness kills unless it is healed in time.");
        }
        if (r.equals("exorcism")) {
            return new DeathCause("EXORCISM", "Your ghost was exorcised.", "");
        }
        if (r.equals("disconnected")) {
            return new DeathCause("CONNECTION LOST", "Your life ended when the connection was lost.", "");
        }
        if (r.equals("exorcism_shutdown") || r.equals("forced_shutdown") || r.equals("disconnect_shutdown")) {
            return new DeathCause("SERVER SHUTDOWN", "The server shut down and ended your life.", "");
        }
        return new DeathCause(
                "UNKNOWN",
                r.isEmpty()
                        ? "You died; the server gave no reason."
                        : "You died (the server says " + r.replace('_', ' ') + ").",
                "");
    }

    /** The name of the object whose id follows {@code _} in the reason, as the official client strips it. */
    private static Optional<String> objectName(String suffix, ObjectCatalog catalog) {
        if (!suffix.startsWith("_")) {
            return Optional.empty();
        }
        try {
            int id = Integer.parseInt(suffix.substring(1));
            return catalog.find(id).map(d -> d.name()).filter(n -> !n.isEmpty());
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static String article(String thing) {
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
