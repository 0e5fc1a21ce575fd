package ohol.tui.crossfire.ui;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import ohol.tui.crossfire.session.ActionSyntax;
import ohol.tui.crossfire.session.PlayerAction;

/** What a key does on the screen: a player's action, or something of the screen's own. */
public sealed interface KeyAction {
    record Play(PlayerAction action) implements KeyAction {}

    record Screen(Kind kind) implements KeyAction {}

    /** The screen's own actions, by their keymap words. */
    enum Kind {
        PROMPT_SAY("say"),
        PROMPT_SHOUT("shout"),
        PROMPT_COMMAND("command"),
        PROMPT_DROP("drop"),
        PROMPT_APPLY("apply"),
        PROMPT_EXAMINE("examine"),
        PROMPT_REPLY("reply"),
        LOOK("look"),
        HELP("help"),
        SCROLL_UP("scroll-up"),
        SCROLL_DOWN("scroll-down"),
        FILTER("filter"),
        ITEMS("items"),
        SPELLS("spells"),
        SKILLS("skills"),
        MAGIC_MAP("magic-map"),
        AIM("aim");

        final String prompt;

        Kind(String prompt) {
            this.prompt = prompt;
        }

        String word() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        static Optional<Kind> of(String word) {
            for (Kind k : values()) {
                if (k.word().equals(word)) {
                    return Optional.of(k);
                }
            }
            return Optional.empty();
        }
    }

    /** A keymap line's actions: the screen's own words, else script lines. */
    static List<KeyAction> parse(String text) {
        Optional<Kind> own = Kind.of(text.strip().toLowerCase(Locale.ROOT));
        if (own.isPresent()) {
            return List.of(new Screen(own.get()));
        }
        return ActionSyntax.parseLine(text).stream().<KeyAction>map(Play::new).toList();
    }
}
