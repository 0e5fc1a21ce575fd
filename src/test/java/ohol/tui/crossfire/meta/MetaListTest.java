package ohol.tui.crossfire.meta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The metaserver2's answer in the format the GTK client's {@code metaserver2_writer} reads (every
 * key it knows; the values made up), and the servers played on last.
 */
class MetaListTest {
    @Test
    void eachServerIsItsHostPortPlayersVersionAndComment() {
        String body = MetaAnswers.entry("cf.example.org", "13327", "4", "1.75.0", "Welcome, new players")
                + MetaAnswers.entry("other.example.net", "13328", "0", "1.71.0", "Testing");
        assertEquals(
                List.of(
                        new MetaServer("cf.example.org", 13327, 4, "1.75.0", "Welcome, new players"),
                        new MetaServer("other.example.net", 13328, 0, "1.71.0", "Testing")),
                MetaList.parse(body));
    }

    @Test
    void aHostListedTwiceKeepsItsLastEntry_andOneWithoutAHostIsDropped() {
        String body = MetaAnswers.entry("cf.example.org", "13327", "4", "1.75.0", "old")
                + "START_SERVER_DATA\nport=13327\nEND_SERVER_DATA\n"
                + MetaAnswers.entry("CF.example.org", "13327", "5", "1.75.0", "new");
        List<MetaServer> servers = MetaList.parse(body);
        assertEquals(1, servers.size(), servers.toString());
        assertEquals("new", servers.get(0).comment());
    }

    @Test
    void textFromTheMetaserverIsCleanedAndCapped() {
        String body = MetaAnswers.entry("cf.example.org", "99999", "-3", "1.75\u001b[31m", "x".repeat(5000) + "\u0007")
                + MetaAnswers.entry("bad host\u001b[2J", "13327", "1", "1", "c");
        List<MetaServer> servers = MetaList.parse(body.replace("\r", ""));
        assertEquals(1, servers.size(), "a host that is no host name is dropped: " + servers);
        MetaServer s = servers.get(0);
        assertEquals(MetaList.DEFAULT_PORT, s.port());
        assertEquals(0, s.players());
        assertFalse(s.version().contains("\u001b"), s.version());
        assertTrue(
                s.comment().length() <= MetaList.MAX_COMMENT, "" + s.comment().length());
        assertFalse(s.comment().contains("\u0007"));
    }

    @Test
    void aListTooLongIsCut() {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < MetaList.MAX_SERVERS + 50; i++) {
            body.append(MetaAnswers.entry("s" + i + ".example.org", "13327", "1", "1.75.0", "c"));
        }
        assertEquals(MetaList.MAX_SERVERS, MetaList.parse(body.toString()).size());
    }

    @Test
    void theServersPlayedOnLastAreKeptNewestFirstOnceEach(@TempDir Path dir) throws IOException {
        RememberedServers remembered = new RememberedServers(dir.resolve("state/servers"));
        assertEquals(List.of(), remembered.list());
        for (int i = 0; i < RememberedServers.MAX + 3; i++) {
            remembered.remember(new RememberedServers.Server("s" + i + ".example.org", 13327));
        }
        remembered.remember(new RememberedServers.Server("s5.example.org", 13327));
        List<RememberedServers.Server> list = remembered.list();
        assertEquals(RememberedServers.MAX, list.size());
        assertEquals(new RememberedServers.Server("s5.example.org", 13327), list.get(0));
        assertEquals(new RememberedServers.Server("s10.example.org", 13327), list.get(1));
        assertEquals(
                1, list.stream().filter(s -> s.host().equals("s5.example.org")).count());
    }

    @Test
    void aDamagedFileOfServersKeepsItsGoodLines(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("servers");
        Files.writeString(file, "good.example.org 13327\n\u001b[2J 1\nbad.example.org 99999\nnot a line\n");
        assertEquals(
                List.of(new RememberedServers.Server("good.example.org", 13327)), new RememberedServers(file).list());
    }
}
