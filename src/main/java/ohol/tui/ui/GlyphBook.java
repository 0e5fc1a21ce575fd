package ohol.tui.ui;

import java.util.HashMap;
import java.util.Map;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.data.ObjectDefinition;

/**
 * The glyph for each object id, worked out once from the game data through the theme's rules
 * and remembered. Without data every object is a {@code thing}.
 *
 * <p>Thread safety: confined to the UI thread.
 */
public final class GlyphBook {
    private final GlyphTheme theme;
    private final ObjectCatalog catalog;
    private final Map<Integer, GlyphTheme.Glyph> byId = new HashMap<>();

    public GlyphBook(GlyphTheme theme, ObjectCatalog catalog) {
        this.theme = theme;
        this.catalog = catalog;
    }

    public GlyphTheme theme() {
        return theme;
    }

    public ObjectCatalog catalog() {
        return catalog;
    }

    public GlyphTheme.Glyph object(int id) {
        return byId.computeIfAbsent(id, key -> theme.glyph(catalog.find(key).map(this::categoryOf).orElse("thing")));
    }

    public GlyphTheme.Glyph floor(int id) {
        return theme.glyph("floor");
    }

    private String categoryOf(ObjectDefinition d) {
        return theme.categoryOf(new ObjectTraits() {
            @Override
            public String name() {
                return d.name();
            }

            @Override
            public boolean isGrave() {
                return d.deathMarker();
            }

            @Override
            public boolean isPerson() {
                return d.person();
            }

            @Override
            public boolean isFloor() {
                return d.floor();
            }

            @Override
            public boolean isFood() {
                return d.isFood();
            }

            @Override
            public boolean isClothing() {
                return d.isWorn();
            }

            @Override
            public boolean isContainer() {
                return d.isContainer();
            }

            @Override
            public boolean blocksWalking() {
                return d.blocksWalking();
            }

            @Override
            public boolean isPermanent() {
                return d.permanent();
            }
        });
    }
}
