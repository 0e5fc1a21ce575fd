package ohol.tui.gateway;

import java.util.OptionalInt;
import java.util.function.Supplier;
import ohol.tui.core.keys.Keymap;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.data.TransitionBook;
import ohol.tui.input.Action;
import ohol.tui.knowledge.Biomes;
import ohol.tui.ui.GlyphTheme;

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
