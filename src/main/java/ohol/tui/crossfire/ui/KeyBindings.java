package ohol.tui.crossfire.ui;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.core.keys.KeyChord;
import ohol.tui.crossfire.session.ActionSyntax;

/**
 * A character's own keys, as the GTK client's {@code bind} makes them: a key and the command it
 * sends (a script line or a screen word, as a keymap line has), over the keymap. Kept in one file
 * a character and server, {@code NAME.keys}, a line each ({@code KEY COMMAND}, the key as a
 * keymap writes it), read when the character comes into the world and written on each change.
 * The file is capped in size and lines; a line it cannot read is skipped and said.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class KeyBindings {
    /** Most bindings kept: more than the keys a keyboard has for them. */
    static final int MAX = 200;
    /** Largest file read. */
    static final int MAX_BYTES = 64 * 1024;

    /** One key's binding: what was typed, and what it does. */
    record Binding(KeyChord key, String command, List<KeyAction> actions) {}

    private final Optional<Path> folder;
    private Optional<Path> file = Optional.empty();
    private final List<Binding> bound = new ArrayList<>();

    /** {@code folder}: where the characters' files are (the server's); empty: kept for this run only. */
    KeyBindings(Optional<Path> folder) {
        this.folder = folder;
    }

    /** Reads {@code character}'s file, if there is one; returns what could not be read. */
    List<String> load(String character) {
        bound.clear();
        file = folder.map(f -> f.resolve(safe(character) + ".keys"));
        List<String> problems = new ArrayList<>();
        if (file.isEmpty()) {
            return problems;
        }
        String text;
        try (InputStream in = Files.newInputStream(file.get())) {
            byte[] bytes = in.readNBytes(MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                problems.add("Key bindings " + file.get() + ": more than " + MAX_BYTES + " bytes, the rest not read.");
            }
            text = new String(bytes, 0, Math.min(bytes.length, MAX_BYTES), StandardCharsets.UTF_8);
            if (bytes.length > MAX_BYTES) {
                text = text.substring(0, text.lastIndexOf('\n') + 1); // not the line the cap cut
            }
        } catch (NoSuchFileException e) {
            return problems;
        } catch (IOException e) {
            problems.add("Key bindings " + file.get() + " cannot be read: " + e.getMessage());
            return problems;
        }
        int number = 0;
        for (String line : text.split("\n", -1)) {
            number++;
            String l = line.strip();
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            if (bound.size() >= MAX) {
                problems.add("Key bindings: more than " + MAX + ", the rest not read.");
                break;
            }
            int space = l.indexOf(' ');
            try {
                if (space < 0 || l.codePoints().anyMatch(Character::isISOControl)) {
                    throw new IllegalArgumentException("not KEY COMMAND");
                }
                put(
                        KeyChord.parse(l.substring(0, space)),
                        l.substring(space + 1).strip());
            } catch (IllegalArgumentException e) {
                problems.add("Key bindings line " + number + " skipped: " + e.getMessage());
            }
        }
        return problems;
    }

    Optional<List<KeyAction>> lookup(KeyChord key) {
        return bound.stream().filter(b -> b.key().equals(key)).findFirst().map(Binding::actions);
    }

    List<Binding> all() {
        return List.copyOf(bound);
    }

    /** Binds {@code key} (replacing its binding) and saves; returns what the player is told. */
    String bind(KeyChord key, String command) {
        Optional<String> written = key.written();
        if (written.isEmpty()) {
            return "That key cannot be bound.";
        }
        boolean replaced = bound.removeIf(b -> b.key().equals(key));
        if (!replaced && bound.size() >= MAX) {
            return "No more than " + MAX + " bound keys: unbind one first.";
        }
        put(key, command);
        return key.label() + " now sends: " + command + save();
    }

    /** Removes binding {@code number} (from 1, as {@link #all} lists them) and saves. */
    String unbind(int number) {
        if (number < 1 || number > bound.size()) {
            return "No binding " + number + " (unbind alone lists them).";
        }
        Binding gone = bound.remove(number - 1);
        return gone.key().label() + " unbound" + save();
    }

    /** Checks that {@code command} reads as a key's action; {@link IllegalArgumentException} says why not. */
    static List<KeyAction> actions(String command) {
        if (command.length() > ActionSyntax.MAX_LINE) {
            throw new IllegalArgumentException("a command of more than " + ActionSyntax.MAX_LINE + " characters");
        }
        List<KeyAction> actions = KeyAction.parse(command);
        if (actions.isEmpty()) {
            throw new IllegalArgumentException("bind what? (bind COMMAND, then the key)");
        }
        return actions;
    }

    /** Binds {@code key}, in the place of its old binding (a file's later line wins). */
    private void put(KeyChord key, String command) {
        List<KeyAction> actions = actions(command);
        bound.removeIf(b -> b.key().equals(key));
        bound.add(new Binding(key, command, actions));
    }

    /** Writes the file whole (a new file moved over the old one); returns the sentence's end. */
    private String save() {
        if (file.isEmpty()) {
            return " (for this run: no file to keep it in).";
        }
        StringBuilder text = new StringBuilder("# ohol-tui crossfire key bindings (bind, unbind): KEY COMMAND\n");
        for (Binding b : bound) {
            text.append(b.key().written().orElseThrow())
                    .append(' ')
                    .append(b.command())
                    .append('\n');
        }
        Path f = file.get();
        try {
            Files.createDirectories(f.getParent());
            Path fresh = f.resolveSibling(f.getFileName() + ".new");
            Files.writeString(fresh, text, StandardCharsets.UTF_8);
            Files.move(fresh, f, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return ".";
        } catch (IOException e) {
            return " (not saved: " + f + ": " + e.getMessage() + ").";
        }
    }

    /** Only letters, digits, {@code .}, {@code -} and {@code _}: the name is one safe path element. */
    private static String safe(String text) {
        String kept = text.replaceAll("[^A-Za-z0-9._-]", "_");
        return kept.isEmpty() || kept.startsWith(".") ? "_" + kept : kept;
    }
}
