package ohol.tui.ui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.TextColor;
import java.util.HashMap;
import java.util.Map;

/**
 * Screen cells, made once and reused: a frame draws thousands, and they are values.
 *
 * <p>Thread safety: confined to the UI thread.
 */
final class Cells {
    private record Key(char c, TextColor fg, TextColor bg, boolean bold, boolean reverse) {}

    private final Map<Key, TextCharacter> cache = new HashMap<>();

    TextCharacter get(char c, TextColor fg, TextColor bg, boolean bold, boolean reverse) {
        return cache.computeIfAbsent(new Key(c, fg, bg, bold, reverse), k -> {
            SGR[] sgr = k.bold() && k.reverse()
                    ? new SGR[] {SGR.BOLD, SGR.REVERSE}
                    : k.bold() ? new SGR[] {SGR.BOLD} : k.reverse() ? new SGR[] {SGR.REVERSE} : new SGR[0];
            return TextCharacter.fromCharacter(k.c(), k.fg(), k.bg(), sgr)[0];
        });
    }
}
