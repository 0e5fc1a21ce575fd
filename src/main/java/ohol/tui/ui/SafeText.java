package ohol.tui.ui;

import ohol.tui.core.text.ServerText;

/**
 * The old name of {@link ServerText#clean(String)}, kept so that existing callers compile; new
 * code calls {@link ServerText} directly.
 */
public final class SafeText {
    private SafeText() {}

    public static String clean(String text) {
        return ServerText.clean(text);
    }
}
