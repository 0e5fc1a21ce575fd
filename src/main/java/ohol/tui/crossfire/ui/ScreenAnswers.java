package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.TextColor;
import java.util.List;
import java.util.Map;
import ohol.tui.core.keys.KeyChord;
import ohol.tui.core.keys.Keymap;
import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.session.ActionSyntax;
import ohol.tui.crossfire.session.CrossfireEvent;
import ohol.tui.crossfire.session.PlayerAction;
import ohol.tui.crossfire.world.View;

/** Each event as lines of the messages pane: the server's words in its colours, our answers in ours. */
final class ScreenAnswers implements CrossfireEvent.Handler<Void> {
    private static final TextColor.ANSI OURS = TextColor.ANSI.CYAN;
    private static final TextColor.ANSI BAD = TextColor.ANSI.RED_BRIGHT;

    private final MessageLog log;
    private final java.util.Optional<MessageFile> file;

    ScreenAnswers(MessageLog log, java.util.Optional<MessageFile> file) {
        this.log = log;
        this.file = file;
    }

    void look(View v) {
        List<Item> here = v.ground();
        log.add(
                here.isEmpty()
                        ? "Nothing lies here."
                        : "Here: "
                                + String.join(
                                        ", ", here.stream().map(Item::label).toList()),
                OURS);
    }

    /**
     * The keys, those that do the same together ({@code ,/g take}) and the ways of a walk, a run
     * or a fire under its verb ({@code move: h/Left W, j/Down S...}): it fits at 80x24.
     */
    void help(Keymap<KeyAction> keymap, String bound) {
        Map<String, List<String>> byAction = new java.util.LinkedHashMap<>();
        for (Map.Entry<KeyChord, List<KeyAction>> e : keymap.bindings(Keys.PLAY).entrySet()) {
            KeyAction a = e.getValue().get(0);
            String[] verbAndWay = ways(a);
            String group = verbAndWay.length == 2 ? verbAndWay[0] + ":" : describe(a);
            String item = e.getKey().label() + (verbAndWay.length == 2 ? " " + verbAndWay[1] : "");
            byAction.computeIfAbsent(group, k -> new java.util.ArrayList<>()).add(item);
        }
        StringBuilder line = new StringBuilder("Keys:");
        byAction.forEach((action, keys) -> {
            if (action.endsWith(":")) {
                line.append(' ').append(action).append(' ').append(String.join(", ", merged(keys)));
            } else {
                line.append(' ').append(String.join("/", keys)).append(' ').append(action);
            }
            line.append(';');
        });
        log.add(line.toString(), OURS);
        if (!bound.isEmpty()) {
            log.add(bound, OURS);
        }
    }

    /** {@code [verb, way]} of a walk, run or fire ({@code move}, {@code NE}); else empty. */
    private static String[] ways(KeyAction a) {
        if (!(a instanceof KeyAction.Play p)) {
            return new String[0];
        }
        PlayerAction action = p.action();
        if (action instanceof PlayerAction.Walk w) {
            return new String[] {"move", w.direction().compass()};
        }
        if (action instanceof PlayerAction.Run r) {
            return new String[] {"run", r.direction().compass()};
        }
        if (action instanceof PlayerAction.Fire f) {
            return new String[] {"fire", f.direction().compass()};
        }
        return new String[0];
    }

    /** {@code h W}, {@code Left W} as {@code h/Left W}: the keys of one way together, in their order. */
    private static List<String> merged(List<String> keyAndWay) {
        Map<String, List<String>> byWay = new java.util.LinkedHashMap<>();
        for (String k : keyAndWay) {
            int space = k.lastIndexOf(' ');
            byWay.computeIfAbsent(k.substring(space + 1), w -> new java.util.ArrayList<>())
                    .add(k.substring(0, space));
        }
        return byWay.entrySet().stream()
                .map(e -> String.join("/", e.getValue()) + " " + e.getKey())
                .toList();
    }

    private static String describe(KeyAction a) {
        if (a instanceof KeyAction.Play play) {
            return ActionSyntax.format(play.action());
        }
        return ((KeyAction.Screen) a).kind().word();
    }

    @Override
    public Void onAsked(CrossfireEvent.Asked e) {
        if (!e.answered()) {
            log.add("The server asks: " + e.text(), TextColor.ANSI.YELLOW_BRIGHT);
        }
        return null;
    }

    @Override
    public Void onPlaying(CrossfireEvent.Playing e) {
        log.add("You play " + e.name() + ".", OURS);
        return null;
    }

    @Override
    public Void onMessage(CrossfireEvent.Message e) {
        TextColor.ANSI colour = MessageLog.colour(e.colour());
        MessageFilter.Tier tier = MessageFilter.tier(e.type(), e.subtype());
        for (String line : e.lines()) {
            log.add(line, colour, tier);
            file.flatMap(f -> f.append(line)).ifPresent(why -> log.add(why, BAD));
        }
        return null;
    }

    @Override
    public Void onStatsChanged(CrossfireEvent.StatsChanged e) {
        return null; // the stats pane shows them
    }

    @Override
    public Void onItemsChanged(CrossfireEvent.ItemsChanged e) {
        return null; // the item panes show them
    }

    @Override
    public Void onSpellsChanged(CrossfireEvent.SpellsChanged e) {
        return null; // the spells list shows them
    }

    @Override
    public Void onSkillsChanged(CrossfireEvent.SkillsChanged e) {
        return null; // the skills list shows them
    }

    @Override
    public Void onMagicMapped(CrossfireEvent.MagicMapped e) {
        return null; // the screen shows the map over the panes
    }

    @Override
    public Void onSent(CrossfireEvent.Sent e) {
        return null;
    }

    @Override
    public Void onDone(CrossfireEvent.Done e) {
        return null; // the server's own message says what happened
    }

    @Override
    public Void onFailed(CrossfireEvent.Failed e) {
        log.add(ActionSyntax.format(e.action()) + ": " + e.reason(), BAD);
        return null;
    }

    @Override
    public Void onSkipped(CrossfireEvent.Skipped e) {
        log.add("(skipped from the server: " + e.description() + ")", TextColor.ANSI.WHITE);
        return null;
    }

    @Override
    public Void onCharacters(CrossfireEvent.Characters e) {
        log.add(
                "Characters of the account: "
                        + (e.characters().isEmpty()
                                ? "none yet"
                                : String.join(
                                        ", ",
                                        e.characters().stream()
                                                .map(c -> c.level() > 0 ? c.name() + " (" + c.level() + ")" : c.name())
                                                .toList())),
                OURS);
        return null;
    }

    @Override
    public Void onLoginFailed(CrossfireEvent.LoginFailed e) {
        log.add("Login failed: " + e.reason(), BAD);
        return null;
    }

    @Override
    public Void onClosed(CrossfireEvent.Closed e) {
        log.add(e.reason().toString(), BAD);
        return null;
    }
}
