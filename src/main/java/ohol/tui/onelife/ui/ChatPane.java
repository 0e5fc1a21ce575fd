package ohol.tui.onelife.ui;

import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.Optional;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.world.WorldSnapshot;

/** The bottom line: the line being typed, a question, a notice, or a hint of the main keys. */
public final class ChatPane implements Pane {
    /** How many characters the server of {@code era} lets us say now, by our age. */
    static int sayLimit(WorldSnapshot world, EraFeatures era) {
        return era.dialect()
                .sayLimit(world.us().map(p -> p.ageAt(world.nanos())).orElse(0.0));
    }

    public static final String HINT = "? help  hjkl/arrows walk  x target  g use  s eat  d drop  t talk  q quit";

    private final Keymap<Action> keymap;
    private KeyHint hint;
    private EraFeatures hintEra;
    /** The hint beside the panel last drawn: the game's keys it does not keep. */
    private Overlay hintPanel;

    private KeyHint panelHint;

    /** With the default keys. */
    ChatPane() {
        this(KeymapLoader.defaults());
    }

    /** Offering the keys of {@code keymap}, the one in effect. */
    ChatPane(Keymap<Action> keymap) {
        this.keymap = keymap;
    }

    /** The hint on a server of {@code era} with the default keys: eating and talking only where it has them. */
    static String hint(EraFeatures era) {
        return new KeyHint(KeymapLoader.defaults(), era).full();
    }

    private KeyHint hintFor(EraFeatures era) {
        if (hint == null || !era.equals(hintEra)) {
            hint = new KeyHint(keymap, era);
            hintEra = era;
        }
        return hint;
    }

    /**
     * The keys that work now: with a panel open, its own and the game's (which close it and act);
     * nothing beside a panel that takes every key, whose own lines say them.
     */
    private String keys(View view) {
        KeyHint keys = hintFor(view.era());
        Optional<BabyCan> baby = BabyCan.of(view.world(), view.era());
        if (view.overlay().isEmpty()) {
            return baby.map(keys::baby).orElseGet(keys::full);
        }
        Overlay panel = view.overlay().get();
        String own = panel.keys();
        if (own.isEmpty()) {
            return "";
        }
        if (panel != hintPanel) {
            hintPanel = panel;
            panelHint = new KeyHint(keymap, view.era(), key -> !panel.owns(KeyHint.stroke(key)));
        }
        return own + ";  " + baby.map(panelHint::babyGame).orElseGet(panelHint::game);
    }

    @Override
    public void draw(TextGraphics g, View view) {
        if (view.confirmQuit()) {
            Text.line(g, 0, "Really quit? (y/n)", Painter.WARN);
        } else if (view.chat().isPresent()) {
            String typed = view.chat().get();
            String prompt = "Say " + typed.length() + "/" + sayLimit(view.world(), view.era()) + ": ";
            int cols = g.getSize().getColumns();
            String refused = view.notice().map(n -> "  " + ServerText.clean(n)).orElse("");
            refused = refused.length() > cols / 2 ? refused.substring(0, cols / 2) : refused;
            int room = Math.max(1, cols - prompt.length() - 1 - refused.length());
            int after = EditedLine.draw(g, 0, prompt, typed, view.chatCursor(), room, "", Painter.ACCENT);
            Text.at(g, after, 0, refused, Painter.WARN);
        } else if (view.notice().isPresent()) {
            Text.line(g, 0, ServerText.clean(view.notice().get()), Painter.WARN);
        } else {
            // as many whole keys as fit: a key cut at the edge would offer half of what it does
            Text.line(g, 0, Text.groups(keys(view), g.getSize().getColumns()).get(0), Painter.DIM);
        }
    }
}
