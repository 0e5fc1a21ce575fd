package ohol.tui.onelife.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import ohol.tui.Captures;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.ClothingSet;
import ohol.tui.onelife.protocol.server.Craving;
import ohol.tui.onelife.protocol.server.FoodChange;
import ohol.tui.onelife.protocol.server.LearnedToolReport;
import ohol.tui.onelife.protocol.server.MapChange;
import ohol.tui.onelife.protocol.server.MapChunk;
import ohol.tui.onelife.protocol.server.PlayerRemoved;
import ohol.tui.onelife.protocol.server.PlayerState;
import ohol.tui.onelife.protocol.server.PlayerUpdate;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;

/**
 * Every object id the server sent in the captures, with where it was seen ({@code "idle.cap MC"}).
 * Read from the decoded messages that carry object ids: MC, MX, PU, FX, CR and LR.
 */
final class CapturedObjectIds {
    private final SortedMap<Integer, SortedSet<String>> seen = new TreeMap<>();
    private final List<String> problems = new ArrayList<>();
    private final List<List<Integer>> learnedTools = new ArrayList<>();

    static CapturedObjectIds inAllCaptures() {
        CapturedObjectIds ids = new CapturedObjectIds();
        for (String name : Captures.names()) {
            ids.read(name);
        }
        return ids;
    }

    /** Object id to the captures and tags it was seen in; ids above 0 only (0 is nothing). */
    Map<Integer, SortedSet<String>> seen() {
        return seen;
    }

    /** The id lists of the LR (learned tools) messages, in the server's order. */
    List<List<Integer>> learnedTools() {
        return learnedTools;
    }

    List<String> problems() {
        return problems;
    }

    private void read(String capture) {
        for (ServerMessage message : ServerStream.decodeAll(Captures.serverStream(capture), problems)) {
            String where = capture + " " + message.tag();
            if (message instanceof MapChange mx) {
                for (MapChange.Change change : mx.changes()) {
                    add(change.floorId(), where);
                    add(change.object(), where);
                }
            } else if (message instanceof Craving cr) {
                add(cr.foodId(), where);
            } else if (message instanceof LearnedToolReport lr) {
                learnedTools.add(lr.toolIds());
                lr.toolIds().forEach(id -> add(id, where));
            } else {
                decoded(message, where);
            }
        }
    }

    private void decoded(Object message, String where) {
        if (message instanceof MapChunk chunk) {
            for (MapChunk.MapCell cell : chunk.cells()) {
                add(cell.floor(), where);
                add(cell.object(), where);
            }
        } else if (message instanceof PlayerUpdate update) {
            for (PlayerUpdate.PlayerLine line : update.players()) {
                if (line instanceof PlayerState p) {
                    add(p.displayId(), where);
                    add(p.held(), where);
                    add(p.heldTransitionSourceId(), where);
                    add(p.lastAteId(), where);
                    clothing(p.clothing(), where);
                } else if (line instanceof PlayerRemoved r) {
                    add(r.displayId(), where);
                }
            }
        } else if (message instanceof FoodChange fx) {
            add(fx.lastAteId(), where);
        }
    }

    private void clothing(ClothingSet c, String where) {
        for (GameObject piece : List.of(c.hat(), c.tunic(), c.frontShoe(), c.backShoe(), c.bottom(), c.backpack())) {
            add(piece, where);
        }
    }

    private void add(GameObject o, String where) {
        add(o.id(), where); // a negative id is a held baby, skipped there
        for (GameObject.ContainedObject inside : o.contained()) {
            add(inside.id(), where);
            inside.subContained().forEach(id -> add(id, where));
        }
    }

    private void add(int id, String where) {
        if (id > 0) {
            seen.computeIfAbsent(id, k -> new TreeSet<>()).add(where);
        }
    }
}
