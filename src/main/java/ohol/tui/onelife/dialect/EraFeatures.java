package ohol.tui.onelife.dialect;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.Query;
import ohol.tui.onelife.input.ScreenAction;

/**
 * What a server of one era has, so that the status line, the help and the narration show only
 * that: what it lacks is left out rather than shown and refused when tried.
 *
 * @param dialect  the protocol spoken
 * @param features what its server has of the parts the eras differ in
 */
public record EraFeatures(Dialect dialect, Set<Feature> features) {
    /** The parts of the game the eras differ in, as the player sees them. */
    public enum Feature {
        /** A food meter ({@code FX}) and eating: 2016 and today. */
        FOOD,
        /** Speech ({@code SAY}/{@code PS}): 2016 and today. */
        SPEECH,
        /** Emotes ({@code EMOT}/{@code PE}): today only. */
        EMOTES,
        /** A round trip to time ({@code PING}/{@code PONG}): today only. */
        PING,
        /** Names, mothers and lines from Eve ({@code NM}, {@code LN}, parents in {@code PU}): today only. */
        FAMILY,
        /** Babies born to mothers and carried: 2016 and today. */
        BABIES,
        /** Body heat, which sets how fast food goes ({@code heat} in {@code PU}, today's {@code HX}): 2016 and today. */
        HEAT
    }

    /** Today's server: it has everything. */
    public static final EraFeatures TODAY = Dialect.CURRENT.features();

    public EraFeatures {
        features = Set.copyOf(features);
    }

    static EraFeatures of(Dialect dialect, Feature... has) {
        EnumSet<Feature> set = EnumSet.noneOf(Feature.class);
        set.addAll(List.of(has));
        return new EraFeatures(dialect, set);
    }

    /** Whether this era's server has {@code feature}. */
    public boolean has(Feature feature) {
        return features.contains(feature);
    }

    /**
     * Whether the player can do {@code action} here: its server knows it ({@link DialectActions}),
     * and the screen's own actions that show a part of the game only where the era has it (the
     * chat line, the family panel).
     */
    public boolean offers(Action action) {
        if (DialectActions.refusal(dialect, action).isPresent()) {
            return false;
        }
        if (action instanceof ScreenAction.Chat) {
            return has(Feature.SPEECH);
        }
        if (action instanceof Query.Family) {
            return has(Feature.FAMILY);
        }
        return true;
    }
}
