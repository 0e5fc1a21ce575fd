package ohol.tui.app;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The one config file, {@code ${XDG_CONFIG_HOME:-~/.config}/ohol-tui/config}: a default for any
 * option of {@code play} and {@code practice}, one {@code name = value} a line, {@code name} the
 * option's long name without its dashes ({@code crossfire.} before it for {@code crossfire}'s);
 * {@code #} starts a comment. Secrets are never in it,
 * only the files that hold them ({@code key-file}, {@code password-file}). A line it cannot use
 * is a mistake that names the file and line.
 */
record ConfigFile(Optional<Path> file, Map<String, Entry> entries) {
    /** Largest config file read: a page of settings, not a stray binary. */
    static final int MAX_BYTES = 64 * 1024;

    private static final Set<String> SECRETS = Set.of("key", "account-key", "password", "server-password");

    /** One setting: its text and the line it is on. */
    record Entry(String value, int line) {}

    ConfigFile {
        entries = Map.copyOf(entries);
    }

    /** No config file. */
    static ConfigFile none() {
        return new ConfigFile(Optional.empty(), Map.of());
    }

    /** Where the config file is looked for, given the environment. */
    static Path location(Map<String, String> environment) {
        return UserDirs.config(environment).resolve("ohol-tui").resolve("config");
    }

    /** The file at {@code path}, or none when there is no file there. */
    static ConfigFile read(Path path) throws UserError {
        String text;
        try {
            if (Files.isDirectory(path)) {
                throw new UserError(path + " is a directory, not a config file");
            }
            if (Files.exists(path) && !Files.isRegularFile(path)) {
                // a device never ends (/dev/zero ran the client out of memory) and a FIFO waits for ever
                throw new UserError(path + " is not a regular file: not a config file");
            }
            byte[] bytes;
            try (InputStream in = Files.newInputStream(path)) {
                bytes = in.readNBytes(MAX_BYTES + 1); // what the file holds now, whatever its size said
            }
            if (bytes.length > MAX_BYTES) {
                throw new UserError(path + " is longer than " + MAX_BYTES + " bytes: not a config file");
            }
            text = StandardCharsets.UTF_8
                    .newDecoder()
                    .decode(java.nio.ByteBuffer.wrap(bytes))
                    .toString();
        } catch (NoSuchFileException e) {
            return none();
        } catch (CharacterCodingException e) {
            throw new UserError(path + " is not UTF-8 text");
        } catch (IOException e) {
            throw new UserError("cannot read " + path + ": " + ClientRunner.why(e));
        }
        return parse(text, path);
    }

    static ConfigFile parse(String text, Path path) throws UserError {
        Map<String, Entry> entries = new LinkedHashMap<>();
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq < 0) {
                throw mistake(path, i + 1, "expected NAME = VALUE, found '" + shown(line) + "'");
            }
            String name = line.substring(0, eq).strip();
            String value = line.substring(eq + 1).strip();
            if (name.startsWith("--")) {
                name = name.substring(2);
            }
            if (SECRETS.contains(
                    name.substring(name.startsWith(AllOptions.CROSSFIRE) ? AllOptions.CROSSFIRE.length() : 0))) {
                throw mistake(
                        path,
                        i + 1,
                        "a secret is never written in the config file: name the file that holds it"
                                + " (key-file = FILE, password-file = FILE)");
            }
            if (!name.matches("(crossfire\\.)?[a-z][a-z0-9-]*")) {
                throw mistake(path, i + 1, "'" + shown(name) + "' is not an option name");
            }
            if (entries.containsKey(name)) {
                throw mistake(
                        path,
                        i + 1,
                        name + " is already set on line " + entries.get(name).line());
            }
            entries.put(name, new Entry(value, i + 1));
        }
        return new ConfigFile(Optional.of(path), entries);
    }

    /**
     * Checks every setting against the options it may set: an unknown name, or a value of the
     * wrong kind, is a mistake naming the line.
     */
    void check(Map<String, OptionSpec> byName) throws UserError {
        for (Map.Entry<String, Entry> e : entries.entrySet()) {
            OptionSpec option = byName.get(e.getKey());
            int line = e.getValue().line();
            if (option == null || option.usageHelp() || option.versionHelp()) {
                throw mistake(
                        file.orElseThrow(),
                        line,
                        "unknown option '" + e.getKey() + "'"
                                + Closest.to(e.getKey(), known(byName))
                                        .map(m -> ": did you mean '" + m + "'?")
                                        .orElse("")
                                + " (known: " + String.join(", ", known(byName)) + ")");
            }
            String value = e.getValue().value();
            Class<?> type = option.type();
            if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
                try {
                    Long.parseLong(value);
                } catch (NumberFormatException x) {
                    throw mistake(file.orElseThrow(), line, e.getKey() + " is a number, not '" + shown(value) + "'");
                }
            } else if ((type == boolean.class || type == Boolean.class)
                    && !(value.equals("true") || value.equals("false"))) {
                throw mistake(file.orElseThrow(), line, e.getKey() + " is true or false, not '" + shown(value) + "'");
            }
        }
    }

    private static Set<String> known(Map<String, OptionSpec> byName) {
        Set<String> names = new TreeSet<>();
        byName.forEach((name, o) -> {
            if (!o.usageHelp() && !o.versionHelp()) {
                names.add(name);
            }
        });
        return names;
    }

    /** The name an option has in the file: its long name without the dashes. */
    static String nameOf(OptionSpec option) {
        return option.longestName().replaceFirst("^-+", "");
    }

    Optional<Entry> get(String name) {
        return Optional.ofNullable(entries.get(name));
    }

    /** Where a setting came from, for {@code ohol-tui config}. */
    String sourceOf(String name) {
        return "config file (" + file.map(Path::toString).orElse("?") + " line "
                + get(name).map(Entry::line).orElse(0) + ")";
    }

    private static UserError mistake(Path path, int line, String what) {
        return new UserError(path + " line " + line + ": " + what);
    }

    private static String shown(String text) {
        String clean = ohol.tui.core.text.ServerText.clean(text);
        return clean.length() > 40 ? clean.substring(0, 40) + "..." : clean;
    }
}
