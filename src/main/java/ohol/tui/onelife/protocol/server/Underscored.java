package ohol.tui.onelife.protocol.server;

import java.util.Optional;

/**
 * Text squeezed into one field with its spaces written as {@code _}, and a marker for "none"
 * ({@code ~} for a nameless player's name, {@code -} for final words never said).
 */
final class Underscored {
    private Underscored() {}

    static Optional<String> decode(String field, String none) {
        return field.equals(none) ? Optional.empty() : Optional.of(field.replace('_', ' '));
    }

    static String encode(Optional<String> text, String none) {
        return text.map(t -> t.replace(' ', '_')).orElse(none);
    }
}
