package ohol.tui.onelife.ui;

/** How a line that came several times in a row is shown once: {@code *STARVING* x3}. */
final class Folds {
    private Folds() {}

    static String times(String text, int times) {
        return times > 1 ? text + " x" + times : text;
    }
}
