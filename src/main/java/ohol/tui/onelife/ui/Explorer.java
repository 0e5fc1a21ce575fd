package ohol.tui.onelife.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import ohol.tui.core.keys.Keymap;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.ActionSyntax;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.input.Query;
import ohol.tui.onelife.input.ScreenAction;
import ohol.tui.onelife.input.Target;
import ohol.tui.onelife.input.TileAction;
import ohol.tui.onelife.knowledge.Knowledge;
import ohol.tui.onelife.knowledge.ObjectSearch;
import ohol.tui.onelife.session.Answer;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.sight.Area;
import ohol.tui.onelife.sight.Offset;
import ohol.tui.onelife.sight.Sight;
import ohol.tui.onelife.sight.Thing;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * The screen's side of learning what things are and finding them: look mode, the cursor going
 * through what is in view, the list of what is near, search with its matches, typed questions
 * and the legend; and the overlays that show the answers to {@code hints} and {@code recipe}.
 * Each frame it gives the {@link Lens} the panes read.
 *
 * <p>A search lasts while the screen is in search mode: Esc ({@code cancel}) or {@code target}
 * ends it, and so does a new search.
 *
 * <p>Thread safety: confined to the UI thread.
 */
final class Explorer {
    /** Verbs {@code prompt} may ask a name for. */
    static final List<String> PROMPTED = List.of("recipe", "goto", "find");
    /** The area searched before the screen has a layout. */
    static final int FALLBACK_RADIUS = 16;

    private final UiState ui;
    private final GameSession session;
    private final Keymap<Action> keymap;
    private final GlyphTheme theme;
    private final Painter painter;
    private final Supplier<Optional<Area>> mapArea;
    private final BooleanSupplier roomForSidebar;
    private final Consumer<List<Action>> run;
    private final LongSupplier clock;
    private final Map<String, String> keys;
    private boolean sidebar = true;
    private Optional<String> search = Optional.empty();
    private Optional<String> draft = Optional.empty();
    private GlyphBook glyphs;
    private final KnownMap knownMap = new KnownMap();
    /** Where the last {@code goto} was walking: the thing's name and tile. */
    private Optional<Going> going = Optional.empty();

    private record Going(String name, Position tile) {}

    /**
     * @param mapArea        the tiles the map shows now, once laid out
     * @param roomForSidebar whether the terminal has room for the list of what is near
     * @param run            queues actions for the screen to do in this round
     */
    Explorer(
            UiState ui,
            GameSession session,
            Keymap<Action> keymap,
            GlyphTheme theme,
            Painter painter,
            Supplier<Optional<Area>> mapArea,
            BooleanSupplier roomForSidebar,
            Consumer<List<Action>> run,
            LongSupplier clock) {
        this.ui = ui;
        this.session = session;
        this.keymap = keymap;
        this.theme = theme;
        this.painter = painter;
        this.mapArea = mapArea;
        this.roomForSidebar = roomForSidebar;
        this.run = run;
        this.clock = clock;
        this.keys = keysOf(keymap);
    }

    /** The key bound to each tile action aimed at the cursor, by verb, as the look line names them. */
    static Map<String, String> keysOf(Keymap<Action> keymap) {
        Map<String, Action> wanted = Map.of(
                "use",
                new TileAction.Use(new Target.Cursor()),
                "drop",
                new TileAction.Drop(new Target.Cursor()),
                "remv",
                new TileAction.Remove(new Target.Cursor(), -1),
                "self",
                new BodyAction.Self(-1),
                "go",
                new ScreenAction.Onward());
        Map<String, String> found = new HashMap<>();
        for (var binding : keymap.bindings(KeymapLoader.NORMAL).entrySet()) {
            if (binding.getValue().size() != 1) {
                continue;
            }
            wanted.forEach((verb, action) -> {
                if (action.equals(binding.getValue().get(0)) && !found.containsKey(verb)) {
                    found.put(verb, binding.getKey().label());
                }
            });
        }
        return found;
    }

    /** Whether the list of what is near is wanted. */
    boolean sidebar() {
        return sidebar;
    }

    /** This frame's lens on {@code world}, for a map showing {@code area}. */
    Lens lens(WorldSnapshot world, Area area) {
        Optional<String> shown = draft.isPresent() ? draft : ui.mode == KeymapLoader.SEARCH ? search : Optional.empty();
        Sight sight = new Sight(world, session.knowledge());
        return new Lens(
                sight,
                area,
                shown.filter(s -> !s.isBlank()),
                sidebar,
                keys,
                () -> knownMap.objects(sight),
                () -> knownMap.hunger(sight));
    }

    private Lens lensNow() {
        WorldSnapshot world = session.snapshot();
        return lens(world, mapArea.get().orElse(Area.around(world.ourPosition(), FALLBACK_RADIUS)));
    }

    /** The overlay that shows an answer, for those shown as more than a line. */
    Optional<Overlay> show(Answer answer) {
        if (answer instanceof Answer.GoTo go) {
            going = Optional.of(new Going(go.target().name(), go.tile()));
            // g aims at what we walk to, not at our feet: looked at, so the first action there ends it
            ui.cursorTile = Optional.of(go.tile());
            ui.cursorPicked = false;
        }
        if (answer instanceof Answer.HintList hints) {
            return Optional.of(new HintsOverlay(hints));
        }
        if (answer instanceof Answer.Recipe recipe) {
            return Optional.of(new RecipeOverlay(recipe.how()));
        }
        return Optional.empty();
    }

    /**
     * What a {@code goto} that got there says: {@code At the Wild Gooseberry Bush (E 1); g: Wild
     * Gooseberry Bush -> Gooseberry}, the use key and what it would do there.
     */
    String arrived() {
        if (going.isEmpty()) {
            return "You are there";
        }
        Going g = going.get();
        Sight sight = new Sight(session.snapshot(), session.knowledge());
        Position here = sight.world().ourPosition();
        int dx = g.tile().x() - here.x();
        int dy = g.tile().y() - here.y();
        String at = "At the " + g.name() + " (" + new Offset(dx, dy).words() + ")";
        Optional<String> use = Optional.ofNullable(keys.get("use"));
        return at
                + sight.useOutcome(dx, dy)
                        .flatMap(o -> use.map(k -> "; " + k + ": " + o.text()))
                        .orElse("");
    }

    /** The handler of the explore actions, at {@code now}. */
    ScreenAction.ExploreHandler<Void> actions() {
        return new Actions();
    }

    private GlyphBook glyphs(Knowledge knowledge) {
        if (glyphs == null || glyphs.kinds() != knowledge.kinds()) {
            glyphs = new GlyphBook(theme, knowledge.catalog(), knowledge.kinds());
        }
        return glyphs;
    }

    /** Starts showing the things called {@code name}: search mode, the cursor on the best match. */
    void search(String name) {
        draft = Optional.empty();
        search = Optional.of(name);
        ui.mode = KeymapLoader.SEARCH;
        Lens lens = lensNow();
        List<ObjectSearch.Seen> matches = lens.matches();
        if (matches.isEmpty()) {
            ui.notice(
                    "No " + name + " known on the map; the map shows any that come into view (Esc ends)",
                    clock.getAsLong());
            return;
        }
        Position here = lens.sight().world().ourPosition();
        ui.lookAt(here.plus(matches.get(0).dx(), matches.get(0).dy()));
    }

    /**
     * Names to offer for what is typed: things known on the map that match it, nearest first,
     * with the food they give; then the game's names, food first (see {@link ObjectSearch#offer}).
     */
    List<String> offer(String text) {
        if (text.isBlank()) {
            return List.of();
        }
        Lens lens = lensNow();
        Sight sight = lens.sight();
        List<Integer> known = new ArrayList<>();
        for (ObjectSearch.Seen s : sight.findKnown(text)) {
            known.add(s.id());
        }
        for (Thing t : lens.things()) {
            if (t.food()) {
                known.add(sight.foodFrom(t.id())); // the Gooseberry of a bush seen near
            }
        }
        return lens.knowledge().search().offer(text, known, id -> sight.foodFrom(id) > 0);
    }

    /** Moves the cursor {@code step} places along {@code tiles} from where it is (to the first or last when not on one). */
    private void moveAlong(List<Position> tiles, int step, String none) {
        if (tiles.isEmpty()) {
            ui.notice(none, clock.getAsLong());
            return;
        }
        Position cursor = ui.cursor(session.snapshot().ourPosition());
        int at = tiles.indexOf(cursor);
        int next = at < 0 ? (step > 0 ? step - 1 : tiles.size() + step) : at + step;
        ui.lookAt(tiles.get(Math.floorMod(next, tiles.size())));
    }

    /** The tiles of {@code spots}, each once (people may share a tile), in their order. */
    private static List<Position> tiles(Position here, List<Sight.Spot> spots) {
        java.util.LinkedHashSet<Position> out = new java.util.LinkedHashSet<>();
        for (Sight.Spot s : spots) {
            out.add(here.plus(s.dx(), s.dy()));
        }
        return new ArrayList<>(out);
    }

    private final class Actions implements ScreenAction.ExploreHandler<Void> {
        private final long now = clock.getAsLong();

        @Override
        public Void on(ScreenAction.Describe a) {
            ui.overlay = Optional.of(new LookOverlay(keymap, run, ui::endLook));
            return null;
        }

        @Override
        public Void on(ScreenAction.Cycle a) {
            Lens lens = lensNow();
            moveAlong(tiles(lens.sight().world().ourPosition(), lens.objects()), a.step(), "Nothing in view");
            return null;
        }

        @Override
        public Void on(ScreenAction.CyclePeople a) {
            Lens lens = lensNow();
            moveAlong(
                    tiles(lens.sight().world().ourPosition(), lens.sight().people(lens.area())),
                    a.step(),
                    "Nobody else in view");
            return null;
        }

        @Override
        public Void on(ScreenAction.Sidebar a) {
            sidebar = !sidebar;
            if (sidebar && !roomForSidebar.getAsBoolean()) {
                ui.notice(
                        "The list of what is near needs a terminal of " + Layout.NEAR_MIN_COLS + "x"
                                + Layout.NEAR_MIN_ROWS + " or more",
                        now);
            }
            return null;
        }

        @Override
        public Void on(ScreenAction.Search a) {
            if (!a.name().isBlank()) {
                search(a.name().strip());
                return null;
            }
            draft = Optional.of("");
            ui.overlay = Optional.of(new NamePrompt(
                    "Search",
                    ui.history("search"),
                    Explorer.this::offer,
                    typed -> draft = Optional.of(typed),
                    Explorer.this::search,
                    () -> draft = Optional.empty()));
            return null;
        }

        @Override
        public Void on(ScreenAction.Match a) {
            if (ui.mode != KeymapLoader.SEARCH || search.isEmpty()) {
                ui.notice("No search under way: / searches", now);
                return null;
            }
            Lens lens = lensNow();
            Position here = lens.sight().world().ourPosition();
            List<Position> tiles = new ArrayList<>();
            for (ObjectSearch.Seen s : lens.matches()) {
                tiles.add(here.plus(s.dx(), s.dy()));
            }
            moveAlong(tiles, a.step(), "No " + search.get() + " known on the map");
            return null;
        }

        @Override
        public Void on(ScreenAction.Onward a) {
            Position here = session.snapshot().ourPosition();
            if (ui.cursorTile.isPresent() && !ui.cursorTile.get().equals(here)) {
                run.accept(List.of(new TileAction.Walk(new Target.Cursor())));
            } else {
                run.accept(List.of(new Query.GoTo(Query.GoTo.FOOD)));
            }
            return null;
        }

        @Override
        public Void on(ScreenAction.Prompt a) {
            if (!PROMPTED.contains(a.verb())) {
                ui.notice("prompt asks a name for " + String.join(", ", PROMPTED) + ", not '" + a.verb() + "'", now);
                return null;
            }
            ui.overlay = Optional.of(new NamePrompt(
                    a.verb(),
                    ui.history(a.verb()),
                    Explorer.this::offer,
                    typed -> {},
                    name -> run.accept(List.of(ActionSyntax.parse(a.verb() + " " + name))),
                    () -> {}));
            return null;
        }

        @Override
        public Void on(ScreenAction.Legend a) {
            ui.overlay = Optional.of(new LegendOverlay(glyphs(session.knowledge()), painter));
            return null;
        }
    }
}
