package ohol.tui.onelife.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.Socket;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class WaitingCommandsTest {
    private final ArrayDeque<Runnable> worldThread = new ArrayDeque<>();
    private final List<String> heard = new ArrayList<>();
    private final Map<ClientLink, String> names = new IdentityHashMap<>();
    private final WaitingCommands waiting =
            new WaitingCommands(worldThread::add, WaitingCommandsTest::guard, new World());

    private final class World implements WaitingCommands.World {
        @Override
        public void command(ClientLink link, String text) {
            if (text.equals("BUG")) {
                throw new IllegalStateException("a rule's bug");
            }
            heard.add(names.get(link) + ":" + text);
        }

        @Override
        public void disconnected(ClientLink link) {
            heard.add(names.get(link) + " gone");
        }
    }

    private static void guard(Runnable r) {
        try {
            r.run();
        } catch (IllegalStateException e) {
            // as the server's guard does: the world goes on
        }
    }

    private ClientLink link(String name) {
        ClientLink link = new ClientLink(new Socket(), names.size() + 1, PracticeLog.NONE);
        names.put(link, name);
        return link;
    }

    private void runWorld() {
        for (Runnable r; (r = worldThread.poll()) != null; ) {
            r.run();
        }
    }

    @Test
    void eachConnectionIsServedInTurnAndItsEndComesAfterAllItSent() {
        ClientLink a = link("a");
        ClientLink b = link("b");
        waiting.offer(a, "1");
        waiting.offer(a, "2");
        waiting.offer(a, "3");
        waiting.offer(b, "x");
        waiting.end(a);
        waiting.offer(b, "y");
        runWorld();
        assertEquals(List.of("a:1", "b:x", "a:2", "b:y", "a:3", "a gone"), heard);
    }

    @Test
    void aConnectionOverTheBoundIsRefusedAndWhatItHadWaitingDropped() {
        ClientLink a = link("a");
        ClientLink b = link("b");
        for (int i = 0; i < WaitingCommands.MAX_COMMANDS; i++) {
            assertEquals(Optional.empty(), waiting.offer(a, "PING 0 0 1"));
        }
        waiting.offer(b, "x");
        Optional<String> why = waiting.offer(a, "PING 0 0 1");
        assertEquals(Optional.of("more than " + WaitingCommands.MAX_COMMANDS + " commands waiting"), why);
        waiting.end(a);
        runWorld();
        assertEquals(List.of("a gone", "b:x"), heard, "a keeps its turn, with nothing but its end");
        assertEquals(WaitingCommands.MAX_COMMANDS, waiting.mostOnOneLink());
    }

    @Test
    void theBytesWaitingAreBoundedToo() {
        ClientLink a = link("a");
        String half = "S".repeat(WaitingCommands.MAX_BYTES / 2 + 1);
        assertEquals(Optional.empty(), waiting.offer(a, half));
        assertTrue(waiting.offer(a, half).orElseThrow().contains("bytes of commands waiting"));
        runWorld();
        assertEquals(List.of(), heard);
    }

    @Test
    void aTurnServesSomeThenLetsOtherWorldWorkIn() {
        ClientLink a = link("a");
        for (int i = 0; i < 100; i++) {
            waiting.offer(a, "c" + i);
        }
        worldThread.poll().run();
        assertTrue(heard.size() < 100 && !heard.isEmpty(), "one turn served " + heard.size());
        assertEquals(1, worldThread.size(), "the next turn queued behind other work");
        runWorld();
        assertEquals(100, heard.size());
    }

    @Test
    void aRulesBugDoesNotStopTheServing() {
        ClientLink a = link("a");
        waiting.offer(a, "BUG");
        waiting.offer(a, "after");
        runWorld();
        assertEquals(List.of("a:after"), heard);
        waiting.offer(a, "later");
        runWorld();
        assertEquals(List.of("a:after", "a:later"), heard);
    }
}
