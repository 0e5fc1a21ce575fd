package ohol.tui.crossfire.ui;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Optional;

/**
 * A character's message log, as the GTK client keeps one: every server message appended, a line
 * each with the local time, cleaned of control characters. When the file would pass its cap it
 * becomes {@code NAME.1} (the older one dropped) and a new file begins: at most twice the cap on
 * the disk. Once a write fails the log stops, and says why once.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
public final class MessageFile {
    /** The cap of one file: about ten thousand lines. */
    public static final long DEFAULT_CAP = 1024 * 1024;

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private final Path file;
    private final long cap;
    private long size = -1;
    private boolean failed;

    public MessageFile(Path file, long cap) {
        if (cap < 64) {
            throw new IllegalArgumentException("a message log's cap of " + cap + " bytes is too small");
        }
        this.file = file;
        this.cap = cap;
    }

    public Path file() {
        return file;
    }

    /** Appends {@code text}; returns why it could not, the first time a write fails. */
    Optional<String> append(String text) {
        if (failed) {
            return Optional.empty();
        }
        String clean = text.codePoints()
                .filter(c -> !Character.isISOControl(c))
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append)
                .toString();
        String line = LocalDateTime.now().format(TIME) + " " + clean;
        if (line.length() > cap / 4) {
            line = line.substring(0, (int) (cap / 4)); // three bytes a character at most: it fits
        }
        byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
        try {
            if (size < 0) {
                Files.createDirectories(file.getParent());
                size = Files.exists(file) ? Files.size(file) : 0;
            }
            if (size + bytes.length > cap) {
                Files.move(file, file.resolveSibling(file.getFileName() + ".1"), StandardCopyOption.REPLACE_EXISTING);
                size = 0;
            }
            Files.write(file, bytes, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            size += bytes.length;
            return Optional.empty();
        } catch (IOException e) {
            failed = true;
            return Optional.of("The message log " + file + " cannot be written (" + e.getMessage() + "): it stops.");
        }
    }
}
