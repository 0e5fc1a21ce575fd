package ohol.tui.onelife.ui;

import com.googlecode.lanterna.graphics.TextGraphics;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.world.WorldSnapshot;

/** The bottom line: the line being typed, a question, a notice, or a hint of the main keys. */
public final class ChatPane implements Pane {
    /** How many characters the server of {@code era} lets us say now, by our age. */
    static int sayLimit(WorldSnapshot world, EraFeatures era) {
        return era.dialect()
                .sayLimit(world.us().map(p -> p.ageAt(world.nanos())).orElse(0.0));
    }

    public static final String HINT = "? help  hjkl/arrows walk  x target  g use  s eat  d drop  t talk  q quit";

    /** The hint on a server of {@code era}: eating and talking only where it has them. */
    static String hint(EraFeatures era) {
        String hint = HINT;
        if (!era.has(EraFeatures.Feature.FOOD)) {
            hint = hint.replace("  s eat", "");
        }
        if (!era.has(EraFeatures.Feature.SPEECH)) {
            hint = hint.replace("  t talk", "");
        }
        return hint;
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
            Text.line(g, 0, hint(view.era()), Painter.DIM);
        }
    }
}
