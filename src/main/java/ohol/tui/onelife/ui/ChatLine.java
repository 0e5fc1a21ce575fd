package ohol.tui.onelife.ui;

import com.googlecode.lanterna.input.KeyStroke;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import ohol.tui.core.keys.KeyChord;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.protocol.SpeechRules;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * The chat line while it is open, edited as a shell's line is ({@link LineEditor}). It takes only what the server keeps (A-Z, space and .-,'?!;
 * lower case is raised) and no more than our age lets us say; anything else is refused where the
 * player sees it, not dropped later by the server.
 */
final class ChatLine {
    private final UiState ui;
    private final Supplier<WorldSnapshot> world;
    private final Supplier<EraFeatures> era;
    private final LongSupplier clock;

    ChatLine(UiState ui, Supplier<WorldSnapshot> world, Supplier<EraFeatures> era, LongSupplier clock) {
        this.ui = ui;
        this.world = world;
        this.era = era;
        this.clock = clock;
    }

    /** Takes a key typed into the open line; Enter gives back the line to say. */
    List<Action> type(KeyStroke key) {
        long now = clock.getAsLong();
        if (ui.chat.edit(key)) {
            return List.of();
        }
        switch (key.getKeyType()) {
            case Enter -> {
                String text = ui.chat.enter().strip();
                ui.chat = null;
                if (!text.isEmpty()) {
                    return List.of(new BodyAction.Say(text));
                }
            }
            case Escape -> ui.chat = null;
            case Character -> {
                char c = Character.toUpperCase(key.getCharacter());
                int limit = ChatPane.sayLimit(world.get(), era.get());
                if (key.isCtrlDown() && c == 'C') {
                    ui.chat = null;
                } else if (key.isCtrlDown() || key.isAltDown()) {
                    ui.notice(
                            KeyChord.of(key).label() + " does nothing here (Ctrl-A/E/W/U/K, arrows and Up/Down edit)",
                            now);
                } else if (!SpeechRules.allowed(c)) {
                    ui.notice(
                            "'" + ServerText.clean(String.valueOf(key.getCharacter()))
                                    + "' cannot be said (only A-Z, space and .-,'?!)",
                            now);
                } else if (ui.chat.length() >= limit) {
                    ui.notice("at most " + limit + " at your age", now);
                } else {
                    ui.chat.insert(c);
                }
            }
            default -> {}
        }
        return List.of();
    }
}
