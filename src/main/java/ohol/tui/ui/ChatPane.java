package ohol.tui.ui;

import com.googlecode.lanterna.graphics.TextGraphics;

/** The bottom line: the line being typed, a question, a notice, or a hint of the main keys. */
public final class ChatPane implements Pane {
    public static final String HINT = "? help  hjkl/arrows walk  x target  g use  s eat  d drop  t talk  q quit";

    @Override
    public void draw(TextGraphics g, View view) {
        if (view.confirmQuit()) {
            Text.line(g, 0, "Really quit? (y/n)", Painter.WARN);
        } else if (view.chat().isPresent()) {
            String typed = view.chat().get();
            int room = Math.max(1, g.getSize().getColumns() - 6);
            String visible = typed.length() > room ? typed.substring(typed.length() - room) : typed;
            Text.line(g, 0, "Say: " + visible + "_", Painter.ACCENT);
        } else if (view.notice().isPresent()) {
            Text.line(g, 0, SafeText.clean(view.notice().get()), Painter.WARN);
        } else {
            Text.line(g, 0, HINT, Painter.DIM);
        }
    }
}
