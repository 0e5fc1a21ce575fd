package ohol.tui.onelife.gateway;

import java.util.OptionalInt;
import java.util.function.Supplier;
import ohol.tui.core.keys.Keymap;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.TransitionBook;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.knowledge.Biomes;
import ohol.tui.onelife.ui.GlyphTheme;

/**
 * What every player's screen is made from, loaded once and shared read-only by all sessions:
 * the objects, the biomes, the transitions (read once, on the first session that asks), the
 * keymap and the glyph theme.
 */
public record Table(
        ObjectCatalog catalog,
        Biomes biomes,
        Supplier<TransitionBook> transitions,
        Keymap<Action> keymap,
        GlyphTheme theme,
        boolean ascii,
        OptionalInt dataVersion) {}
