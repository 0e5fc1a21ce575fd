package ohol.tui.ui;

import ohol.tui.text.ServerText;

/** Kept only so that code written against the old name still compiles; use {@link ServerText}. */
final class SafeText {
    private SafeText() {}

    static String clean(String text) {
        return ServerText.clean(text);
    }
}
