package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A magic map from Debian's crossfire-server 1.75, through {@code ohol-tui crossfire --headless}.
 * A new character can neither read a scroll (no literacy) nor cast the spell (no sorcery), so
 * this needs a server where anyone may be the Dungeon Master ({@code crossfire-dm}: the same
 * server with its own {@code -conf} copy whose {@code dm_file} says {@code *:*:*}; docs/TESTING.md
 * says how to start it): {@code dm}, learn the spell, read a scroll of sorcery for the skill,
 * cast it. The {@code magicmap} line must be the server's map: as many rows as it is high, each
 * as wide as it is wide, the player at its x and y, walls round the floor it stands on.
 */
@Timeout(90)
class CrossfireMagicMapIT {
    private final RealServers.Address server = RealServers.require("crossfire-dm");

    @Test
    void aCastMagicMappingComesAsAMagicmapLineWithThePlayerOnIt() throws Exception {
        try (CrossfirePlayer p = CrossfirePlayer.join(server)) {
            int mark = p.mark();
            p.done("dm");
            p.message(mark, "the server's yes", t -> t.contains("you are the Dungeon Master"));
            p.done("learn_spell magic mapping");
            // reading a skill scroll may fail ("You fail to learn the knowledge of the scroll."): read another
            boolean learned = false;
            for (int i = 0; i < 20 && !learned; i++) {
                mark = p.mark();
                p.done("create scroll_sorcery");
                p.act("apply scroll");
                learned = p.message(mark, "the scroll read", t -> t.contains("learn"))
                        .get("text")
                        .getAsString()
                        .contains("learning sorcery");
            }
            assertTrue(learned, "sorcery learned from one of 20 scrolls");
            p.done("cast magic mapping");
            mark = p.mark();
            p.send("fire north");
            JsonObject map =
                    p.await(mark, "a magicmap line", j -> LiveClient.isEvent(j, "magicmap"), CrossfirePlayer.ANSWER);
            int width = map.get("width").getAsInt();
            int height = map.get("height").getAsInt();
            List<String> rows = new ArrayList<>();
            for (JsonElement e : map.getAsJsonArray("rows")) {
                rows.add(e.getAsString());
            }
            assertEquals(height, rows.size(), map.toString());
            rows.forEach(r -> assertEquals(width, r.length(), map.toString()));
            assertEquals(
                    '@', rows.get(map.get("y").getAsInt()).charAt(map.get("x").getAsInt()), map.toString());
            assertTrue(rows.stream().anyMatch(r -> r.contains("#")), "walls: " + rows);
            String all = String.join("", rows);
            assertEquals(1, all.chars().filter(c -> c == '@').count(), "one player: " + rows);
            p.quit();
        }
    }
}
