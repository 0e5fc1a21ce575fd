package ohol.tui.crossfire.world;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ohol.tui.core.text.ServerText;
import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.protocol.ItemUpdate;
import ohol.tui.crossfire.protocol.MapUpdate;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.protocol.Stat;

/**
 * The client's copy of what the server has told: faces, the cells in view, items by place, the
 * player and the stats. It folds messages one by one and makes an immutable {@link View} when
 * asked (only after something changed). What the server sends is capped: at most
 * {@link #MAX_ITEMS} items are remembered, an item past that is reported and dropped.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
public final class CrossfireWorld {
    public static final int MAX_ITEMS = 10_000;
    static final int MAX_ITEM_NAME = 128;
    /** The view the server uses unless told otherwise ({@code setup mapsize}). */
    public static final int DEFAULT_VIEW = 11;

    private final Faces faces = new Faces();
    private final MapGrid grid = new MapGrid();
    private final Map<Long, Item> items = new LinkedHashMap<>();
    private final Spellbook spellbook = new Spellbook();
    private final Skills skills = new Skills();
    private java.util.Optional<ServerMessage.MagicMap> magicMap = java.util.Optional.empty();
    private final Map<Long, Long> locations = new HashMap<>();
    private final Map<Integer, Long> numbers = new HashMap<>();
    private final Map<Integer, String> texts = new HashMap<>();
    private final List<String> problems = new ArrayList<>();
    private int width = DEFAULT_VIEW;
    private int height = DEFAULT_VIEW;
    private long playerTag;
    private String playerName = "";
    private int mapNumber;
    private View view;

    /** Folds one message; returns whether anything a view shows changed. */
    public boolean take(ServerMessage message) {
        boolean changed = message.accept(new Folder(this));
        if (changed) {
            view = null;
        }
        return changed;
    }

    /** What was refused since the last call (too many items), for the session to report. */
    public List<String> takeProblems() {
        List<String> out = List.copyOf(problems);
        problems.clear();
        return out;
    }

    public View view() {
        if (view == null) {
            view = makeView();
        }
        return view;
    }

    public long playerTag() {
        return playerTag;
    }

    public Optional<Item> item(long tag) {
        return Optional.ofNullable(items.get(tag));
    }

    /** Where an item is: 0 the ground, else the tag of what holds it; empty when unknown. */
    public Optional<Long> location(long tag) {
        return Optional.ofNullable(locations.get(tag));
    }

    private View makeView() {
        List<List<Cell>> rows = new ArrayList<>();
        for (int y = 0; y < height; y++) {
            List<Cell> row = new ArrayList<>(width);
            for (int x = 0; x < width; x++) {
                row.add(cell(x, y));
            }
            rows.add(row);
        }
        return new View(
                width,
                height,
                rows,
                itemsIn(0),
                itemsIn(playerTag),
                new StatSheet(numbers, texts),
                playerName,
                playerTag,
                mapNumber,
                spellbook.all(),
                skills.all(),
                magicMap);
    }

    private Cell cell(int x, int y) {
        List<String> layers = new ArrayList<>(MapGrid.LAYERS);
        boolean any = false;
        for (int l = 0; l < MapGrid.LAYERS; l++) {
            int v = grid.get(x, y, l);
            int face = (v & MapGrid.ANIMATION) != 0 ? faces.firstFace(v & 0xFFFF) : v;
            String name = face == 0 ? "" : faces.name(face);
            if (face != 0 && name.isEmpty()) {
                name = "?";
            }
            any |= !name.isEmpty();
            layers.add(name);
        }
        return any ? new Cell(layers, grid.darkness(x, y), grid.remembered(x, y)) : Cell.EMPTY;
    }

    private List<Item> itemsIn(long location) {
        List<Item> in = new ArrayList<>();
        if (location == 0 && playerTag == 0) {
            return in;
        }
        for (Item item : items.values()) {
            if (locations.get(item.tag()) == location) {
                in.add(item);
            }
        }
        return in;
    }

    /** The server took a map size ({@code setup mapsize}): the view is that big from now on. */
    public void resizeView(int w, int h) {
        width = Math.max(1, Math.min(w, MapGrid.SIZE - MapGrid.OFFSET));
        height = Math.max(1, Math.min(h, MapGrid.SIZE - MapGrid.OFFSET));
        view = null;
    }

    void newMap() {
        grid.clearAll();
        mapNumber++;
    }

    void map(List<MapUpdate> updates) {
        grid.map(updates);
    }

    Faces faces() {
        return faces;
    }

    Spellbook spellbook() {
        return spellbook;
    }

    void learn(ohol.tui.crossfire.protocol.Spell spell) {
        spellbook.add(spell).ifPresent(problems::add);
    }

    /**
     * The character's name when the server's {@code player} did not give it: a character made by
     * {@code createplayer} is sent its race's name, the name being set after.
     */
    public void namePlayer(String name) {
        playerName = ServerText.clean(name, ServerText.MAX_NAME);
    }

    /** A {@code replyinfo}: the skills' names when it is theirs; returns whether it was. */
    boolean reply(String text) {
        List<String> bad = skills.reply(text);
        problems.addAll(bad);
        return text.startsWith(Skills.REPLY);
    }

    void magicMap(ServerMessage.MagicMap map) {
        magicMap = java.util.Optional.of(map);
    }

    void player(ServerMessage.Player p) {
        playerTag = p.tag();
        playerName = ServerText.clean(p.name(), ServerText.MAX_NAME);
    }

    void stats(List<Stat> stats) {
        for (Stat s : stats) {
            if (s instanceof Stat.Number n) {
                numbers.put(n.code(), n.value());
            } else if (s instanceof Stat.Text t) {
                texts.put(t.code(), ServerText.clean(t.text(), ServerText.MAX_WORD));
            } else if (s instanceof Stat.Skill skill) {
                skills.stat(skill);
            }
        }
    }

    void put(long location, Item item) {
        if (!items.containsKey(item.tag()) && items.size() >= MAX_ITEMS) {
            problems.add("more than " + MAX_ITEMS + " items: item " + item.tag() + " ignored");
            return;
        }
        items.put(item.tag(), clean(item));
        locations.put(item.tag(), location);
    }

    void update(ItemUpdate u) {
        Item item = items.get(u.tag());
        if (item == null) {
            return; // the player's own object gets upditems too: nothing to show
        }
        items.put(u.tag(), clean(u.applyTo(item)));
        u.location().ifPresent(l -> locations.put(u.tag(), l));
    }

    void delete(long tag) {
        items.remove(tag);
        locations.remove(tag);
    }

    void deleteIn(long location) {
        items.keySet().removeIf(tag -> locations.get(tag) == location);
        locations.values().removeIf(l -> l == location);
    }

    private static Item clean(Item i) {
        return new Item(
                i.tag(),
                i.flags(),
                i.weight(),
                i.face(),
                ServerText.clean(i.name(), MAX_ITEM_NAME),
                ServerText.clean(i.plural(), MAX_ITEM_NAME),
                i.animation(),
                i.animationSpeed(),
                i.count(),
                i.type());
    }
}
