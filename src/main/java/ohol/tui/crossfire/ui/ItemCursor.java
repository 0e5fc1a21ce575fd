package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.input.KeyStroke;
import java.util.List;
import java.util.Optional;
import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.session.ItemVerb;
import ohol.tui.crossfire.session.PlayerAction;
import ohol.tui.crossfire.world.View;

/**
 * The item cursor, over the pack or what lies here: the arrows or {@code j}/{@code k} move it,
 * Tab (or {@code h}/{@code l}) goes to the other list, and a key acts on the item under it by its
 * tag ({@link PlayerAction.OnItem}); Esc puts it away. It holds to its item while the list
 * changes; when that item goes, the one now in its place is under it.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class ItemCursor {
    enum Panel {
        PACK("Pack"),
        GROUND("Here");

        final String heading;

        Panel(String heading) {
            this.heading = heading;
        }

        List<Item> items(View v) {
            return this == PACK ? v.inventory() : v.ground();
        }

        Panel other() {
            return this == PACK ? GROUND : PACK;
        }
    }

    /** The item under the cursor: its list and its tag. */
    record Selection(Panel panel, long tag) {}

    private Optional<Panel> panel = Optional.empty();
    private int index;
    private long tag = -1;

    /** Puts the cursor on the pack's first item (on what lies here when the pack is empty). */
    void start(View v) {
        panel = Optional.of(v.inventory().isEmpty() && !v.ground().isEmpty() ? Panel.GROUND : Panel.PACK);
        index = 0;
        tag = -1;
    }

    boolean on() {
        return panel.isPresent();
    }

    /** The item under the cursor in {@code v}, if the cursor is out and its list holds any. */
    Optional<Selection> selection(View v) {
        return current(v).map(item -> new Selection(panel.get(), item.tag()));
    }

    /** What a key does while the cursor is out. */
    List<PlayerAction> key(KeyStroke key, View v) {
        if (panel.isEmpty()) {
            return List.of();
        }
        switch (key.getKeyType()) {
            case Escape -> panel = Optional.empty();
            case ArrowDown -> move(v, 1);
            case ArrowUp -> move(v, -1);
            case Tab, ArrowLeft, ArrowRight -> switchPanel();
            case Enter -> {
                return act(v, 'a');
            }
            case Character -> {
                char c = key.getCharacter();
                switch (c) {
                    case 'j' -> move(v, 1);
                    case 'k' -> move(v, -1);
                    case 'h', 'l' -> switchPanel();
                    case 'i' -> panel = Optional.empty();
                    default -> {
                        return act(v, c);
                    }
                }
            }
            default -> {}
        }
        return List.of();
    }

    private List<PlayerAction> act(View v, char key) {
        Optional<Item> item = current(v);
        if (item.isEmpty()) {
            return List.of();
        }
        return verb(panel.get(), item.get(), key)
                .<List<PlayerAction>>map(
                        verb -> List.of(new PlayerAction.OnItem(verb, item.get().tag())))
                .orElse(List.of());
    }

    /** The verb a key means on {@code item} of {@code panel}: only those that fit the list. */
    private static Optional<ItemVerb> verb(Panel panel, Item item, char key) {
        boolean locked = (item.flags() & Item.LOCKED) != 0;
        return switch (key) {
            case 'a' -> Optional.of(ItemVerb.APPLY);
            case 'x' -> Optional.of(ItemVerb.EXAMINE);
            case 'm' -> Optional.of(ItemVerb.MARK);
            case 'd' -> panel == Panel.PACK ? Optional.of(ItemVerb.DROP) : Optional.empty();
            case 'L' -> panel == Panel.PACK ? Optional.of(locked ? ItemVerb.UNLOCK : ItemVerb.LOCK) : Optional.empty();
            case 'g', ',' -> panel == Panel.GROUND && item.canPickUp()
                    ? Optional.of(ItemVerb.PICK_UP)
                    : Optional.empty();
            default -> Optional.empty();
        };
    }

    /** The bottom line: where the cursor is and the keys that act there. */
    String hint(View v) {
        Panel p = panel.orElse(Panel.PACK);
        List<Item> items = p.items(v);
        Optional<Item> item = current(v);
        if (item.isEmpty()) {
            return p.heading + ": nothing  Tab " + p.other().heading.toLowerCase(java.util.Locale.ROOT) + "  Esc done";
        }
        String keys = p == Panel.PACK
                ? "a apply  d drop  x examine  L " + ((item.get().flags() & Item.LOCKED) != 0 ? "unlock" : "lock")
                        + "  m mark"
                : "a apply  " + (item.get().canPickUp() ? "g pick up  " : "") + "x examine  m mark";
        return p.heading + " " + (index + 1) + "/" + items.size() + ": " + keys + "  Tab "
                + p.other().heading.toLowerCase(java.util.Locale.ROOT) + "  Esc done";
    }

    private void move(View v, int by) {
        List<Item> items = panel.get().items(v);
        sync(items);
        if (!items.isEmpty()) {
            index = Math.max(0, Math.min(items.size() - 1, index + by));
            tag = items.get(index).tag();
        }
    }

    private void switchPanel() {
        panel = panel.map(Panel::other);
        index = 0;
        tag = -1;
    }

    /** The item under the cursor, the cursor brought up to date with the list first. */
    private Optional<Item> current(View v) {
        if (panel.isEmpty()) {
            return Optional.empty();
        }
        List<Item> items = panel.get().items(v);
        sync(items);
        return items.isEmpty() ? Optional.empty() : Optional.of(items.get(index));
    }

    /** Finds the cursor's item again in {@code items}; when it is gone, takes the one in its place. */
    private void sync(List<Item> items) {
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i).tag() == tag) {
                index = i;
                return;
            }
        }
        index = Math.max(0, Math.min(items.size() - 1, index));
        tag = items.isEmpty() ? -1 : items.get(index).tag();
    }
}
