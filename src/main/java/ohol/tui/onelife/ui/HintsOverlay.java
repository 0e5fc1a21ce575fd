package ohol.tui.onelife.ui;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.onelife.session.Answer;
import ohol.tui.onelife.sight.Sight;

/**
 * What can I do with this? The uses of what we hold (or of the bare hand), as the official
 * client's hint panel: {@code held + target -> results}, those whose target is in view first,
 * with where the nearest one is.
 */
final class HintsOverlay extends ListOverlay {
    static final String TITLE_PREFIX = "What ";

    private final Answer.HintList hints;

    HintsOverlay(Answer.HintList hints) {
        this.hints = hints;
    }

    @Override
    String title() {
        String with = hints.held() == 0 ? "your bare hands do" : hints.heldName() + " does";
        return TITLE_PREFIX + with + ": " + hints.hints().size() + " known, in view first";
    }

    @Override
    List<Line> lines(View view) {
        List<Line> lines = new ArrayList<>();
        if (hints.hints().isEmpty()) {
            lines.add(Line.of(
                    hints.held() == 0 ? "Nothing in view that bare hands change." : "No known use.", Painter.DIM));
        }
        boolean elsewhere = false;
        for (Sight.Use u : hints.hints()) {
            if (u.at().isEmpty() && !elsewhere) {
                elsewhere = true;
                lines.add(Line.of("-- not in view --", Painter.DIM));
            }
            String where = u.at().map(o -> "  (" + o.words() + ")").orElse("");
            lines.add(Line.of(u.text() + where, u.at().isPresent() ? Painter.ACCENT : Painter.TEXT));
        }
        return lines;
    }
}
