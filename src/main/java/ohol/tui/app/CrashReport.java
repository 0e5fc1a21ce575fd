package ohol.tui.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import ohol.tui.core.text.ServerText;

/**
 * What an internal error leaves for the player to report: one line naming the failure (its class
 * and message) and where its report is; the report, a file of its own in
 * {@code ${XDG_STATE_HOME:-~/.local/state}/ohol-tui/crash-TIME-PID.txt} that only the user may
 * read, and the {@code --log} file when one was given, hold the version, the Java, the system,
 * the thread and the full trace. Never a secret: no environment and no command line, and every
 * message is cleaned as server text is (a message may quote what a server sent).
 */
final class CrashReport {
    /** How much of the failure's message the line keeps: the report has all of it. */
    private static final int LINE_MESSAGE = 300;

    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private final Path folder;
    private volatile Path log;

    CrashReport(Path folder) {
        this.folder = folder;
    }

    /** Reports in the user's state folder, found through {@code environment}. */
    static CrashReport forUser(Map<String, String> environment) {
        return new CrashReport(UserDirs.state(environment).resolve("ohol-tui"));
    }

    /** Appends the reports to {@code file} (the {@code --log} file) too. */
    void alsoLogTo(Path file) {
        this.log = file;
    }

    /**
     * Writes the report of {@code failure}, met on {@code thread}, and gives the line to print:
     * "ohol-tui: the client stopped: WHAT: NAME: MESSAGE; the report is in FILE".
     */
    String report(String what, Thread thread, Throwable failure) {
        return report(what, thread.getName(), failure);
    }

    /** As {@link #report(String, Thread, Throwable)}, for a thread known by its name (it may have ended). */
    String report(String what, String thread, Throwable failure) {
        String text = text(thread, failure);
        String where;
        try {
            where = "; the report is in " + write(text);
        } catch (IOException | RuntimeException e) {
            where = "; no report could be written in " + folder + ": " + named(e);
        }
        Path logFile = log;
        if (logFile != null) {
            try {
                Files.writeString(
                        logFile,
                        Instant.now() + " crash\n" + text,
                        StandardCharsets.UTF_8,
                        StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND,
                        StandardOpenOption.WRITE);
            } catch (IOException | RuntimeException e) {
                // the report file and the line still say it
            }
        }
        return "ohol-tui: the client stopped: " + what + ": " + named(failure) + where;
    }

    /** "NoClassDefFoundError: java/util/logging/Logger": the class and the cleaned message. */
    static String named(Throwable failure) {
        String message = failure.getMessage();
        String name = failure.getClass().getSimpleName();
        if (name.isEmpty()) {
            name = failure.getClass().getName(); // an anonymous class
        }
        return message == null || message.isBlank()
                ? name
                : name + ": " + ServerText.clean(message.replace('\n', ' '), LINE_MESSAGE);
    }

    /** The report: who, on what, where, then the trace with its causes, each line cleaned. */
    static String text(Thread thread, Throwable failure) {
        return text(thread.getName(), failure);
    }

    static String text(String thread, Throwable failure) {
        StringWriter trace = new StringWriter();
        try (PrintWriter out = new PrintWriter(trace)) {
            failure.printStackTrace(out);
        }
        StringBuilder text = new StringBuilder();
        text.append("ohol-tui ")
                .append(BuildInfo.version())
                .append(" (commit ")
                .append(BuildInfo.commit())
                .append(") stopped on an internal error\n");
        text.append("time: ").append(Instant.now()).append('\n');
        text.append("Java: ")
                .append(System.getProperty("java.version"))
                .append(" (")
                .append(System.getProperty("java.vm.name"))
                .append(", ")
                .append(System.getProperty("java.vendor"))
                .append(") in ")
                .append(System.getProperty("java.home"))
                .append('\n');
        text.append("system: ")
                .append(System.getProperty("os.name"))
                .append(' ')
                .append(System.getProperty("os.version"))
                .append(' ')
                .append(System.getProperty("os.arch"))
                .append('\n');
        text.append("thread: ").append(ServerText.clean(thread)).append('\n');
        for (String line : trace.toString().split("\\R")) {
            String spaced = line.replace("\t", "    "); // cleaning would drop the trace's own tabs
            text.append(ServerText.clean(spaced, Math.max(1, spaced.length()))).append('\n');
        }
        return text.toString();
    }

    /** The report written to a new file, readable by the user alone; its path. */
    private Path write(String text) throws IOException {
        boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
        if (posix) {
            Files.createDirectories(
                    folder, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        } else {
            Files.createDirectories(folder);
        }
        String stem = "crash-" + STAMP.format(Instant.now()) + "-"
                + ProcessHandle.current().pid();
        for (int n = 1; ; n++) {
            Path file = folder.resolve(stem + (n == 1 ? "" : "-" + n) + ".txt");
            try {
                if (posix) {
                    Files.createFile(
                            file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
                } else {
                    Files.createFile(file);
                }
            } catch (FileAlreadyExistsException e) {
                continue; // a second failure of this process in the same second
            }
            Files.writeString(file, text, StandardCharsets.UTF_8);
            return file;
        }
    }
}
