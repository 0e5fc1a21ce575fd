package ohol.tui.crossfire.session;

import java.util.Optional;
import ohol.tui.core.net.Secret;

/**
 * Who logs in and how: the character {@code name}; its {@code account} (the account login; the
 * password is the account's, and a new character's too, as the GTK client does); a new
 * character's {@code race} and {@code characterClass} as the server names them ({@code
 * dwarf_player}, or {@code dwarf}), else the server's first.
 */
public record Login(
        LoginMode mode,
        String account,
        String name,
        Secret password,
        Optional<String> race,
        Optional<String> characterClass) {
    /** The query login of {@code name}. */
    public static Login query(String name, Secret password) {
        return new Login(LoginMode.QUERY, name, name, password, Optional.empty(), Optional.empty());
    }
}
