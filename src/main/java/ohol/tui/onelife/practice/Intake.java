package ohol.tui.onelife.practice;

import java.util.Optional;

/**
 * One connection's bytes cut into commands at each '#', read as server.cpp's
 * getNextClientMessage reads a client's buffer: a KA is dropped on the spot; while the first
 * command is being read, six or more characters that start neither LOGIN nor RLOGIN are
 * nonsense, and a first command that is not a LOGIN is an "Unexpected first message": either
 * way the connection is hung up on at once, before the world hears of it. A command longer than
 * {@link ClientLink#MAX_COMMAND} is garbage. Used by the connection's reader thread alone.
 */
final class Intake {
    /** server.cpp: with inLoginMessageOnly, "More than 6 characters ... with no LOGIN or RLOGIN present". */
    private static final int LOGIN_PREFIX = 6;

    /** Where a whole command goes: answers why the connection must go, if it must. */
    interface Hearing {
        Optional<String> command(String text);
    }

    private final StringBuilder command = new StringBuilder();
    private boolean loginRead;

    /** Reads {@code length} bytes as they came in one read; answers why to hang up, if the connection must go. */
    Optional<String> read(byte[] bytes, int length, Hearing hearing) {
        for (int i = 0; i < length; i++) {
            byte b = bytes[i];
            if (b == '#') {
                String text = command.toString();
                command.setLength(0);
                Optional<String> why = take(text, hearing);
                if (why.isPresent()) {
                    return why;
                }
            } else if (command.length() >= ClientLink.MAX_COMMAND) {
                return Optional.of("a command longer than " + ClientLink.MAX_COMMAND + " bytes");
            } else {
                command.append((char) (b & 0xFF));
            }
        }
        // the server looks at what is left unterminated once it has read all that came
        if (!loginRead && command.length() >= LOGIN_PREFIX && !startsLikeLogin()) {
            return Optional.of("nonsense instead of a LOGIN");
        }
        return Optional.empty();
    }

    private Optional<String> take(String text, Hearing hearing) {
        if (text.length() > 1 && text.startsWith("KA")) {
            return Optional.empty(); // server.cpp short-circuits a keep-alive before parsing it
        }
        if (!loginRead) {
            if (!text.contains("LOGIN")) {
                return Optional.of("a first command that is not a LOGIN");
            }
            loginRead = true;
        }
        return hearing.command(text);
    }

    private boolean startsLikeLogin() {
        return startsWith("LOGIN") || startsWith("RLOGIN");
    }

    private boolean startsWith(String prefix) {
        return command.length() >= prefix.length()
                && command.substring(0, prefix.length()).equals(prefix);
    }
}
