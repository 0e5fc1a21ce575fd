package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import ohol.tui.core.keys.KeyChord;

/**
 * The GTK client's own commands {@code bind COMMAND} (then the key to bind) and {@code unbind}
 * (the list) or {@code unbind N} (its Nth goes), typed after {@code :}: they are the client's, the
 * server never sees them.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class Binder {
    private final KeyBindings bindings;
    private Optional<String> pending = Optional.empty();

    Binder(KeyBindings bindings) {
        this.bindings = bindings;
    }

    /** What the player is told when {@code line} is {@code bind} or {@code unbind}; empty for a server's command. */
    Optional<String> command(String line) {
        String[] words = line.strip().split(" +", 2);
        String verb = words[0].toLowerCase(Locale.ROOT);
        String rest = words.length > 1 ? words[1].strip() : "";
        if (verb.equals("bind")) {
            rest = rest.replaceFirst("^-[aefnr]+ +", ""); // the GTK client's modes: every key is in all here
            if (rest.isEmpty()) {
                return Optional.of(list());
            }
            try {
                KeyBindings.actions(rest);
            } catch (IllegalArgumentException e) {
                return Optional.of("bind: " + e.getMessage());
            }
            pending = Optional.of(rest);
            return Optional.of("Press the key to send: " + rest);
        }
        if (verb.equals("unbind")) {
            if (rest.isEmpty()) {
                return Optional.of(list());
            }
            try {
                return Optional.of(bindings.unbind(Integer.parseInt(rest)));
            } catch (NumberFormatException e) {
                return Optional.of("unbind takes a binding's number (unbind alone lists them).");
            }
        }
        return Optional.empty();
    }

    boolean pending() {
        return pending.isPresent();
    }

    /** Binds the key pressed after {@code bind COMMAND}; Esc binds nothing. */
    String key(KeyStroke key) {
        String command = pending.orElseThrow();
        pending = Optional.empty();
        if (key.getKeyType() == KeyType.Escape) {
            return "Nothing bound.";
        }
        return bindings.bind(KeyChord.of(key), command);
    }

    String hint() {
        return "Press the key to bind to '" + pending.orElse("") + "' (Esc: none)";
    }

    /** The bindings, numbered for {@code unbind N}. */
    String list() {
        List<KeyBindings.Binding> all = bindings.all();
        if (all.isEmpty()) {
            return "No bound keys: ':bind COMMAND', then the key.";
        }
        StringBuilder line = new StringBuilder("Bound keys (':unbind N' unbinds):");
        for (int i = 0; i < all.size(); i++) {
            line.append(' ')
                    .append(i + 1)
                    .append(' ')
                    .append(all.get(i).key().label())
                    .append(": ")
                    .append(all.get(i).command())
                    .append(';');
        }
        return line.toString();
    }
}
