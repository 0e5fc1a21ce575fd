package ohol.tui.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.AutoComplete;

/**
 * Writes the shell completion script for {@code ohol-tui}, made from the command model itself
 * (picocli's generator), so it always knows every command and option. The build runs it into
 * {@code target/}. The script is for bash, and for zsh through its {@code bashcompinit}.
 */
public final class Completion {
    private Completion() {}

    /** The script's text, without picocli's {@code #!} line: shells source it, never run it. */
    static String script() {
        String script = AutoComplete.bash("ohol-tui", Main.commandLine());
        return script.startsWith("#!") ? script.substring(script.indexOf('\n') + 1) : script;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: Completion FILE");
            System.exit(2);
        }
        Path file = Path.of(args[0]);
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        Files.writeString(file, script(), StandardCharsets.UTF_8);
    }
}
