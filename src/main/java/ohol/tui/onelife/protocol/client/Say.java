package ohol.tui.onelife.protocol.client;

import java.util.List;

/**
 * {@code SAY 0 0 text#}: speak. The text may hold neither {@code #} nor a newline (the server
 * would end the message there); the server cuts it to the speaker's age + 1 characters.
 */
public record Say(int x, int y, String text) implements ClientCommand {
    public Say {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '#' || c == '\n' || c == '\r') {
                throw new IllegalArgumentException("SAY text cannot contain '#' or a line break");
            }
        }
    }

    public Say(String text) {
        this(0, 0, text);
    }

    @Override
    public String verb() {
        return "SAY";
    }

    @Override
    public List<String> args() {
        return List.of(Integer.toString(x), Integer.toString(y), text);
    }
}
