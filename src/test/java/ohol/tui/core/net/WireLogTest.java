package ohol.tui.core.net;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The wire log tells each event a line and hands it on as it came: a message keeps its size, which
 * a mailbox weighs (a log that dropped it let a flood past the mailbox's bound whenever it was on).
 */
class WireLogTest {
    @Test
    void eachEventIsLoggedAndHandedOnWithItsSize() {
        List<String> logged = new ArrayList<>();
        List<String> heard = new ArrayList<>();
        ConnectionListener<String, String> inner = new ConnectionListener<>() {
            @Override
            public void onMessage(String message) {
                heard.add(message + " (no size)");
            }

            @Override
            public void onMessage(String message, int bytes) {
                heard.add(message + " " + bytes);
            }

            @Override
            public void onProblem(String description) {
                heard.add("problem " + description);
            }

            @Override
            public void onClosed(CloseReason reason) {
                heard.add("closed");
            }

            @Override
            public void onSent(String command, byte[] bytes) {
                heard.add("sent " + command + " " + bytes.length);
            }
        };
        ConnectionListener<String, String> tapped = WireLog.tapping(inner, logged::add, new WireLog.Words<>() {
            @Override
            public String received(String message) {
                return "in " + message;
            }

            @Override
            public String sent(String command, byte[] bytes) {
                return "out " + command;
            }
        });
        tapped.onMessage("HELLO", 6);
        tapped.onProblem("a bad line");
        tapped.onSent("HI", new byte[3]);
        tapped.onClosed(new CloseReason(CloseReason.Kind.SERVER_CLOSED, ""));
        assertEquals(List.of("HELLO 6", "problem a bad line", "sent HI 3", "closed"), heard);
        assertEquals("in HELLO", logged.get(0));
        assertEquals("skipped: a bad line", logged.get(1));
        assertEquals("out HI", logged.get(2));
        assertEquals(4, logged.size(), logged.toString());
    }
}
