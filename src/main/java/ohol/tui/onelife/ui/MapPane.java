package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.HashMap;
import java.util.Map;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.world.Cell;
import ohol.tui.onelife.world.Person;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * The map around the player: each tile two columns, the ground coloured by biome, the object
 * (or floor) drawn with the theme's glyph and a mark beside it when it holds things, and people
 * as letters where their walks put them now: the first letter of their name (an Eve's family
 * name), lower case for babies, ourselves in bold in the theme's own colour, kin in their
 * family's colour ({@link KinMarks}). Beside a person: how many share the tile, the baby in
 * their arms, what they hold; a {@code "} while they speak, {@code *} while they show an emotion;
 * a {@code ✦} where speech points; deadly animals drawn on red, the search's matches on their own colour;
 * {@code ⌂} at this life's places, {@code ⚑} at the one the status line points to.
 */
public final class MapPane implements Pane {
    private final GlyphBook glyphs;
    private final Painter painter;

    public MapPane(GlyphBook glyphs, Painter painter) {
        this.glyphs = glyphs;
        this.painter = painter;
    }

    @Override
    public void draw(TextGraphics g, View view) {
        int cols = g.getSize().getColumns();
        int rows = g.getSize().getRows();
        MapViewport port = new MapViewport(view.viewCenter(), cols, rows);
        WorldSnapshot world = view.world();
        KinMarks kin = new KinMarks(world, glyphs, painter);
        Tiles tiles = new Tiles(port);
        Person[] people = tiles.grid(new Person[tiles.count()], peopleByTile(world, kin));
        GameObject[] sliding = new GameObject[tiles.count()];
        boolean[] arriving = new boolean[tiles.count()];
        for (WorldSnapshot.Slide s : world.slides()) {
            if (!s.isOverAt(world.nanos())) {
                tiles.put(sliding, s.positionAt(world.nanos()), s.object());
                int to = tiles.index(s.to());
                if (to >= 0) {
                    arriving[to] = true;
                }
            }
        }
        Lens.Mark[] marks = tiles.grid(
                new Lens.Mark[tiles.count()], view.lens().map(Lens::marks).orElse(Map.of()));
        int pointed = 1;
        int guided = 2;
        int place = 3;
        byte[] beside = new byte[tiles.count()]; // what a tile without a person shows beside its glyph
        kin.places().forEach(p -> tiles.put(beside, p, place));
        kin.guided().ifPresent(p -> tiles.put(beside, p, guided));
        kin.pointed().forEach(p -> tiles.put(beside, p, pointed));
        int ourId = world.ourId().orElse(Integer.MIN_VALUE);
        boolean showCursor =
                view.mode() != KeymapLoader.NORMAL || !view.cursor().equals(world.ourPosition());
        int cursor = showCursor ? tiles.index(view.cursor()) : -1;
        int lastBiome = Integer.MIN_VALUE;
        TextColor lastGround = null;
        Cell[] row = new Cell[port.tilesWide()];
        for (int r = 0; r < rows; r++) {
            int y = port.topY() - r;
            world.map().row(port.leftX(), y, row);
            for (int t = 0; t < port.tilesWide(); t++) {
                int x = port.leftX() + t;
                int i = r * port.tilesWide() + t;
                Cell cell = row[t];
                TextColor bg;
                if (cell == null) {
                    bg = Painter.BACKGROUND;
                } else {
                    if (cell.biome() != lastBiome || lastGround == null) {
                        lastBiome = cell.biome();
                        lastGround = glyphs.theme()
                                .biome(lastBiome)
                                .map(painter::color)
                                .orElse(TextColor.ANSI.BLACK_BRIGHT);
                    }
                    bg = lastGround;
                }
                char first = ' ';
                char second = ' ';
                TextColor fg = Painter.TEXT;
                TextColor secondFg = Painter.TEXT;
                boolean bold = false;
                Person person = people[i];
                GameObject object = cell == null || arriving[i] ? GameObject.NOTHING : cell.object();
                GameObject slid = sliding[i];
                if (slid != null && object.isEmpty()) {
                    object = slid;
                }
                if (person != null) {
                    Position here = new Position(x, y);
                    boolean us = person.id() == ourId;
                    first = us ? '@' : kin.letter(person.id());
                    fg = kin.colour(person.id());
                    bold = us;
                    int together = kin.countAt(here);
                    if (us && kin.holderOf(person.id()).isPresent()) {
                        second = kin.letter(kin.holderOf(person.id()).getAsInt());
                        secondFg = kin.colour(kin.holderOf(person.id()).getAsInt());
                    } else if (kin.speaking(person.id())) {
                        second = '"';
                        secondFg = Painter.ACCENT;
                    } else if (together > 1) {
                        second = together > 9 ? '+' : (char) ('0' + together);
                        secondFg = Painter.ACCENT;
                    } else if (person.heldBabyId().isPresent()) {
                        second = kin.letter(person.heldBabyId().getAsInt());
                        secondFg = kin.colour(person.heldBabyId().getAsInt());
                    } else if (!person.held().isEmpty() && person.held().id() > 0) {
                        GlyphTheme.Glyph held = glyphs.object(person.held().id());
                        second = held.character(view.ascii());
                        secondFg = painter.color(held.colour());
                    } else if (person.body().dying()) {
                        second = '!';
                        secondFg = Painter.WARN;
                    } else if (person.mood()
                            .emote()
                            .filter(m -> m.untilNanos() > world.nanos())
                            .isPresent()) {
                        second = '*'; // an emotion shows for its time; the log and the look name it
                        secondFg = Painter.ACCENT;
                    }
                } else if (!object.isEmpty()) {
                    GlyphTheme.Glyph glyph = glyphs.object(object.id());
                    first = glyph.character(view.ascii());
                    fg = painter.color(glyph.colour());
                    if (!object.contained().isEmpty()) {
                        second = '+';
                        secondFg = Painter.ACCENT;
                    }
                } else if (cell != null && cell.floor() > 0) {
                    GlyphTheme.Glyph glyph = glyphs.floor(cell.floor());
                    first = glyph.character(view.ascii());
                    second = first;
                    fg = painter.color(glyph.colour());
                    secondFg = fg;
                }
                Lens.Mark mark = marks[i];
                if (mark == Lens.Mark.DANGER) {
                    bg = Painter.DANGER; // what kills stands out, whatever its theme colour
                    fg = Painter.TEXT;
                    bold = true;
                } else if (mark == Lens.Mark.MATCH) {
                    bg = Painter.MATCH;
                }
                if (person == null && beside[i] == pointed) {
                    second = view.ascii() ? '>' : '✦';
                    secondFg = Painter.ACCENT;
                } else if (person == null && beside[i] == guided) {
                    second = view.ascii() ? 'X' : '⚑';
                    secondFg = Painter.GOOD;
                } else if (person == null && second == ' ' && beside[i] == place) {
                    second = view.ascii() ? '$' : '⌂';
                    secondFg = Painter.ACCENT;
                }
                boolean cursorHere = i == cursor;
                int c = t * MapViewport.TILE_COLUMNS;
                g.setCharacter(c, r, painter.cell(first, fg, bg, bold, cursorHere));
                g.setCharacter(c + 1, r, painter.cell(second, secondFg, bg, false, cursorHere));
            }
            for (int c = port.tilesWide() * MapViewport.TILE_COLUMNS; c < cols; c++) {
                g.setCharacter(c, r, painter.text(' ', Painter.TEXT));
            }
        }
    }

    /**
     * The tiles in view, numbered row by row from the top left: what is marked on a few tiles
     * is laid out once a frame, so that a tile is looked up in arrays rather than in maps.
     */
    private record Tiles(MapViewport port) {
        int count() {
            return port.tilesWide() * port.tilesHigh();
        }

        /** The tile's number, or -1 out of view. */
        int index(Position p) {
            int t = p.x() - port.leftX();
            int r = port.topY() - p.y();
            return t < 0 || r < 0 || t >= port.tilesWide() || r >= port.tilesHigh() ? -1 : r * port.tilesWide() + t;
        }

        <T> T[] grid(T[] grid, Map<Position, ? extends T> at) {
            at.forEach((p, v) -> put(grid, p, v));
            return grid;
        }

        <T> void put(T[] grid, Position p, T value) {
            int i = index(p);
            if (i >= 0) {
                grid[i] = value;
            }
        }

        void put(byte[] grid, Position p, int value) {
            int i = index(p);
            if (i >= 0) {
                grid[i] = (byte) value;
            }
        }
    }

    /** Who is drawn on each tile: us first, else the lowest id; a baby in arms goes with whoever holds it. */
    private static Map<Position, Person> peopleByTile(WorldSnapshot world, KinMarks kin) {
        Map<Position, Person> byTile = new HashMap<>();
        int ourId = world.ourId().orElse(Integer.MIN_VALUE);
        for (Person p : world.people().values()) {
            if (p.body().ghost() || (kin.carried(p.id()) && p.id() != ourId)) {
                continue;
            }
            Position at = p.id() == ourId ? world.ourBodyAt() : p.positionAt(world.nanos());
            Person there = byTile.get(at);
            if (there == null || p.id() == ourId || (there.id() != ourId && p.id() < there.id())) {
                byTile.put(at, p);
            }
        }
        return byTile;
    }
}
