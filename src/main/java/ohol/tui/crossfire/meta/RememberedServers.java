package ohol.tui.crossfire.meta;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The servers played on last, most recent first, as the GTK client's {@code servers.cache}
 * keeps them: a file of {@code HOST PORT} lines, at most {@link #MAX} of them.
 */
public final class RememberedServers {
    public static final int MAX = 8;
    /** Largest file read: {@link #MAX} lines are far less. */
    static final int MAX_FILE = 16 * 1024;

    /** A server played on. */
    public record Server(String host, int port) {}

    private final Path file;

    public RememberedServers(Path file) {
        this.file = file;
    }

    /** The servers remembered; none when the file is missing or unreadable. */
    public List<Server> list() {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > MAX_FILE) {
                return List.of();
            }
            List<Server> out = new ArrayList<>();
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                String[] w = line.strip().split(" ");
                if (w.length == 2 && w[0].matches("[A-Za-z0-9.:_-]{1,253}") && w[1].matches("[0-9]{1,5}")) {
                    int port = Integer.parseInt(w[1]);
                    Server s = new Server(w[0], port);
                    if (port >= 1 && port <= 65535 && !out.contains(s) && out.size() < MAX) {
                        out.add(s);
                    }
                }
            }
            return out;
        } catch (IOException e) {
            return List.of();
        }
    }

    /** Puts {@code server} first (once), keeping the {@link #MAX} latest. */
    public void remember(Server server) throws IOException {
        List<Server> servers = new ArrayList<>(List.of(server));
        list().stream().filter(s -> !s.equals(server)).limit(MAX - 1).forEach(servers::add);
        StringBuilder text = new StringBuilder();
        servers.forEach(s -> text.append(s.host()).append(' ').append(s.port()).append('\n'));
        Files.createDirectories(file.getParent());
        Path temporary = file.resolveSibling(file.getFileName() + ".new");
        Files.writeString(temporary, text, StandardCharsets.UTF_8);
        Files.move(temporary, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
}
