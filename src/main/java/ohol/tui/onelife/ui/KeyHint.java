package ohol.tui.onelife.ui;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import ohol.tui.core.keys.KeyChord;
import ohol.tui.core.keys.Keymap;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.ActionSyntax;
import ohol.tui.onelife.input.KeymapLoader;

/**
 * The bottom line's hint of the main keys, read from the keymap in effect: a key the player bound
 * elsewhere is not offered for what it no longer does, and an action left without a key is not
 * offered at all. On a server of an era only what it can do is offered, and to a baby only what
 * a baby can do.
 */
final class KeyHint {
    private record Item(String action, String words) {}

    private static final List<Item> ACTS = List.of(
            new Item("target", "target"),
            new Item("use @", "use"),
            new Item("self", "eat"),
            new Item("drop @", "drop"),
            new Item("chat", "talk"));
    private static final List<String> WALKS = List.of("move -1 0", "move 0 -1", "move 0 1", "move 1 0");
    private static final List<String> ARROWS = List.of("<left>", "<down>", "<up>", "<right>");

    private final String full;
    private final String game;
    private final Map<KeyChord, List<Action>> normal;
    /** The baby's hint last asked for, and for what it can do. */
    private BabyCan babyCan;

    private BabyCan statusCan;
    private boolean statusSoon;
    private List<String> statusKeys = List.of();

    private String babyGame;

    KeyHint(Keymap<Action> keymap, EraFeatures era) {
        this(keymap, era, key -> true);
    }

    /** Offering only the keys that {@code works} says still act (those a panel open does not keep). */
    KeyHint(Keymap<Action> keymap, EraFeatures era, Predicate<KeyChord> works) {
        Map<KeyChord, List<Action>> normal = new LinkedHashMap<>(keymap.bindings(KeymapLoader.NORMAL));
        normal.keySet().removeIf(works.negate());
        this.normal = normal;
        List<String> acts = new ArrayList<>();
        walk(normal).ifPresent(w -> acts.add(w + " walk"));
        for (Item item : ACTS) {
            if (item.words().equals("eat") && !era.has(EraFeatures.Feature.FOOD)) {
                continue;
            }
            List<Action> actions = ActionSyntax.parseLine(item.action());
            if (actions.stream().allMatch(era::offers)) {
                keyFor(normal, actions).ifPresent(k -> acts.add(k + " " + item.words()));
            }
        }
        this.game = String.join("  ", acts);
        List<String> all = new ArrayList<>();
        keyFor(normal, ActionSyntax.parseLine("help")).ifPresent(k -> all.add(k + " help"));
        all.addAll(acts);
        keyFor(normal, ActionSyntax.parseLine("quit")).ifPresent(k -> all.add(k + " quit"));
        this.full = String.join("  ", all);
    }

    /** What a baby's keys do, without help and quit: {@code t talk  hjkl/arrows crawl  Ctrl-d die}. */
    String babyGame(BabyCan can) {
        if (!can.equals(babyCan)) {
            babyGame = String.join("  ", findBabyKeys(can, false));
            babyCan = can;
        }
        return babyGame;
    }

    /**
     * Each thing a baby can do, with its key: {@code t talk}, {@code hjkl/arrows crawl}, {@code J
     * wriggle}, {@code Ctrl-d die}; with {@code soon}, {@code crawl soon} where crawling will come.
     */
    List<String> babyKeys(BabyCan can, boolean soon) {
        if (can.equals(statusCan) && soon == statusSoon) {
            return statusKeys; // asked each frame while we are a baby: the keymap is searched once
        }
        statusKeys = List.copyOf(findBabyKeys(can, soon));
        statusCan = can;
        statusSoon = soon;
        return statusKeys;
    }

    private List<String> findBabyKeys(BabyCan can, boolean soon) {
        List<String> acts = new ArrayList<>();
        if (can.say()) {
            keyFor(normal, ActionSyntax.parseLine("chat")).ifPresent(k -> acts.add(k + " talk"));
        }
        if (can.crawl() == BabyCan.Crawl.NOW) {
            walk(normal).ifPresent(w -> acts.add(w + " crawl"));
        } else if (can.crawl() == BabyCan.Crawl.SOON && soon) {
            acts.add("crawl soon");
        }
        can.jump().ifPresent(j -> keyFor(normal, ActionSyntax.parseLine("jump")).ifPresent(k -> acts.add(k + " " + j)));
        if (can.die()) {
            keyFor(normal, ActionSyntax.parseLine("die")).ifPresent(k -> acts.add(k + " die"));
        }
        return acts;
    }

    /** The bottom line's hint for a baby: help, only what it can do ({@link #babyGame}), quit. */
    String baby(BabyCan can) {
        List<String> all = new ArrayList<>();
        keyFor(normal, ActionSyntax.parseLine("help")).ifPresent(k -> all.add(k + " help"));
        String acts = babyGame(can);
        if (!acts.isEmpty()) {
            all.add(acts);
        }
        keyFor(normal, ActionSyntax.parseLine("quit")).ifPresent(k -> all.add(k + " quit"));
        return String.join("  ", all);
    }

    /** {@code ? help  hjkl/arrows walk  x target  g use  s eat  d drop  t talk  q quit} with the default keys. */
    String full() {
        return full;
    }

    /** What acts in the game, without help and quit: offered beside a panel's own keys. */
    String game() {
        return game;
    }

    /** The first plain character bound to exactly {@code actions}, else the first key of any kind. */
    private static Optional<String> keyFor(Map<KeyChord, List<Action>> normal, List<Action> actions) {
        Optional<KeyChord> any = Optional.empty();
        for (Map.Entry<KeyChord, List<Action>> e : normal.entrySet()) {
            if (e.getValue().equals(actions)) {
                if (plain(e.getKey())) {
                    return Optional.of(e.getKey().label());
                }
                any = any.or(() -> Optional.of(e.getKey()));
            }
        }
        return any.map(KeyChord::label);
    }

    /** {@code hjkl/arrows}: the letters for west, south, north, east, and the arrows if they walk too. */
    private static Optional<String> walk(Map<KeyChord, List<Action>> normal) {
        StringBuilder letters = new StringBuilder();
        boolean arrows = true;
        for (int i = 0; i < WALKS.size(); i++) {
            List<Action> step = ActionSyntax.parseLine(WALKS.get(i));
            Optional<KeyChord> letter = normal.entrySet().stream()
                    .filter(e -> e.getValue().equals(step) && plain(e.getKey()))
                    .filter(e -> Character.isLetter(e.getKey().label().charAt(0)))
                    .map(Map.Entry::getKey)
                    .findFirst();
            letter.ifPresent(k -> letters.append(k.label()));
            arrows &= step.equals(normal.get(KeyChord.parse(ARROWS.get(i))));
        }
        String keys = letters.length() == WALKS.size() ? letters.toString() : "";
        if (arrows) {
            keys = keys.isEmpty() ? "arrows" : keys + "/arrows";
        }
        return keys.isEmpty() ? Optional.empty() : Optional.of(keys);
    }

    private static boolean plain(KeyChord key) {
        String label = key.label();
        return label.length() == 1;
    }

    /** The key a keymap's chord stands for, as the terminal gives it. */
    static KeyStroke stroke(KeyChord key) {
        return key.type() == KeyType.Character
                ? new KeyStroke(key.character(), key.ctrl(), key.alt())
                : new KeyStroke(key.type(), key.ctrl(), key.alt(), key.shift());
    }
}
