package ohol.tui.app;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The official client's folder: its {@code settings/*.ini} (read as its SettingsManager reads
 * them: the first word of the file; a number by its leading digits) and its game data. The
 * account key and server password stay in their files: only where they are is kept here.
 */
record GameFolder(Path dir) {
    /** Largest settings file read: a setting is a word, not a stray binary. */
    private static final int MAX_SETTING_BYTES = 4096;

    /** The folder, if it looks like the official client's: it has {@code settings/} or {@code objects/}. */
    static GameFolder at(Path dir) throws UserError {
        if (!Files.isDirectory(dir)) {
            throw new UserError(
                    "the game folder " + dir + (Files.exists(dir) ? " is not a folder" : " does not exist"));
        }
        if (!Files.isDirectory(dir.resolve("settings")) && !Files.isDirectory(dir.resolve("objects"))) {
            throw new UserError(
                    "the game folder " + dir + " has neither settings/ nor objects/: not a One Hour One Life folder");
        }
        return new GameFolder(dir);
    }

    /**
     * The official client's folder in the usual places, when there is one: the current folder,
     * {@code ~/OneLife}, Steam's; the first with {@code settings/email.ini}.
     */
    static Optional<GameFolder> find(Map<String, String> environment, Path currentFolder) {
        List<Path> places = new ArrayList<>();
        places.add(currentFolder);
        Path h = UserDirs.home(environment);
        places.add(h.resolve("OneLife"));
        places.add(h.resolve(".local/share/Steam/steamapps/common/OneLife"));
        places.add(h.resolve(".steam/steam/steamapps/common/OneLife"));
        return places.stream()
                .filter(p -> Files.isRegularFile(p.resolve("settings").resolve("email.ini")))
                .findFirst()
                .map(GameFolder::new);
    }

    Optional<String> email() {
        return word("email");
    }

    /** The file that holds the account key, when there is one. */
    Optional<Path> accountKeyFile() {
        return file("accountKey");
    }

    /** The file that holds the server password (the official client sends {@code x} without one). */
    Optional<Path> serverPasswordFile() {
        return file("serverPassword");
    }

    boolean useCustomServer() {
        return number("useCustomServer").orElse(0) != 0;
    }

    /** The custom server's address; the official client's default is 127.0.0.1. */
    String customServerAddress() {
        return word("customServerAddress").orElse("127.0.0.1");
    }

    int customServerPort() {
        return number("customServerPort").orElse(8005);
    }

    Optional<String> reflectorUrl() {
        return word("reflectorURL");
    }

    OptionalInt webRetrySeconds() {
        return number("webRetrySeconds");
    }

    /** Whether the folder holds the game's data ({@code objects/}), to use as {@code --data}. */
    boolean hasData() {
        return Files.isDirectory(dir.resolve("objects"));
    }

    Path setting(String name) {
        return dir.resolve("settings").resolve(name + ".ini");
    }

    private Optional<Path> file(String name) {
        Path p = setting(name);
        return Files.isRegularFile(p) ? Optional.of(p) : Optional.empty();
    }

    /** The setting's first word, as {@code SettingsManager::getStringSetting} reads it. */
    private Optional<String> word(String name) {
        Optional<Path> p = file(name);
        if (p.isEmpty()) {
            return Optional.empty();
        }
        try (InputStream in = Files.newInputStream(p.get())) {
            String text = new String(in.readNBytes(MAX_SETTING_BYTES), StandardCharsets.UTF_8).strip();
            String first = text.isEmpty() ? "" : text.split("\\s+", 2)[0];
            return first.isEmpty() ? Optional.empty() : Optional.of(first);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The setting as a number, as {@code sscanf("%d")} reads its first word; empty when it is none. */
    private OptionalInt number(String name) {
        Optional<String> w = word(name);
        if (w.isEmpty()) {
            return OptionalInt.empty();
        }
        var m = java.util.regex.Pattern.compile("^[+-]?\\d{1,9}").matcher(w.get());
        return m.find() ? OptionalInt.of(Integer.parseInt(m.group())) : OptionalInt.empty();
    }
}
