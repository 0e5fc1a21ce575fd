package ohol.tui.onelife.ui;

import java.util.HashMap;
import java.util.Map;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;
import ohol.tui.onelife.knowledge.ObjectKind;
import ohol.tui.onelife.knowledge.ObjectKinds;

/**
 * The glyph for each object id, worked out once from the game data through the theme's rules
 * (which look first at the object's {@link ObjectKind}) and remembered. Without data every object
 * is a {@code thing}.
 *
 * <p>Thread safety: confined to the UI thread.
 */
public final class GlyphBook {
    private final GlyphTheme theme;
    private final ObjectCatalog catalog;
    private final ObjectKinds kinds;
    private final Map<Integer, GlyphTheme.Glyph> byId = new HashMap<>();

    /** Glyphs by the kinds the objects alone tell (no animals seen moving, no tools); prefer the other. */
    public GlyphBook(GlyphTheme theme, ObjectCatalog catalog) {
        this(theme, catalog, ObjectKinds.of(catalog));
    }

    /** Glyphs by these kinds (from {@link ObjectKinds#of(ObjectCatalog, ohol.tui.onelife.data.TransitionBook)}). */
    public GlyphBook(GlyphTheme theme, ObjectCatalog catalog, ObjectKinds kinds) {
        this.theme = theme;
        this.catalog = catalog;
        this.kinds = kinds;
    }

    public GlyphTheme theme() {
        return theme;
    }

    public ObjectCatalog catalog() {
        return catalog;
    }

    /** The kinds the glyphs are chosen by. */
    public ObjectKinds kinds() {
        return kinds;
    }

    public GlyphTheme.Glyph object(int id) {
        return byId.computeIfAbsent(id, key -> theme.glyph(category(key)));
    }

    public GlyphTheme.Glyph floor(int id) {
        return theme.glyph("floor");
    }

    /** The theme category of a known object. */
    public String category(int id) {
        return catalog.find(id).map(this::categoryOf).orElse("thing");
    }

    private String categoryOf(ObjectDefinition d) {
        ObjectKind kind = kinds.kind(d.id()).orElse(d.permanent() ? ObjectKind.PERMANENT : ObjectKind.PORTABLE);
        return theme.categoryOf(new ObjectTraits() {
            @Override
            public String name() {
                return d.name();
            }

            @Override
            public ObjectKind kind() {
                return kind;
            }

            @Override
            public boolean isGrave() {
                return kind == ObjectKind.GRAVE;
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
