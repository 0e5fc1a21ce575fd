package ohol.tui.ui;

import com.googlecode.lanterna.input.KeyStroke;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import ohol.tui.core.text.ServerText;
import ohol.tui.input.Action;
import ohol.tui.input.BodyAction;
import ohol.tui.protocol.SpeechRules;
import ohol.tui.world.WorldSnapshot;

/**
 * The chat line while it is open. It takes only what the server keeps (A-Z, space and .-,'?!;
 * lower case is raised) and no more than our age lets us say; anything else is refused where the
 * player sees it, not dropped later by the server.
 */
final class ChatLine {
    private final UiState ui;
    private final Supplier<WorldSnapshot> world;
    private final LongSupplier clock;

    ChatLine(UiState ui, Supplier<WorldSnapshot> world, LongSupplier clock) {
        this.ui = ui;
        this.world = world;
        this.clock = clock;
    }

    /** Takes a key typed into the open line; Enter gives back the line to say. */
    List<Action> type(KeyStroke key) {
        long now = clock.getAsLong();
        switch (key.getKeyType()) {
            case Enter -> {
                String text = ui.chat.toString().strip();
                ui.chat = null;
                if (!text.isEmpty()) {
                    return List.of(new BodyAction.Say(text));
                }
            }
            case Escape -> ui.chat = null;
            case Backspace -> {
                if (ui.chat.length() > 0) {
                    ui.chat.setLength(ui.chat.length() - 1);
                }
            }
            case Character -> {
                char c = Character.toUpperCase(key.getCharacter());
                int limit = ChatPane.sayLimit(world.get());
                if (key.isCtrlDown() && c == 'C') {
                    ui.chat = null;
                } else if (!SpeechRules.allowed(c)) {
                    ui.notice(
                            "'" + ServerText.clean(String.valueOf(key.getCharacter()))
                                    + "' cannot be said (only A-Z, space and .-,'?!)",
                            now);
                } else if (ui.chat.length() >= limit) {
                    ui.notice("at most " + limit + " at your age", now);
                } else {
                    ui.chat.append(c);
                }
            }
            default -> {}
        }
        return List.of();
    }
}
