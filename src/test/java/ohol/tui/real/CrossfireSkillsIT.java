package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The skills on Debian's crossfire-server 1.75, through {@code ohol-tui crossfire --headless}: a
 * new character of the Hall of Selection has its race's skill (a dwarf's smithery at level 1, no
 * experience; no class yet, so no more), which the server sends in {@code stats} and names in
 * {@code replyinfo skill_info}. The client's {@code skills} line must say what the server's own
 * {@code skills} command says, and readying and using the skill by the name it gives must work.
 * (The magic map is not here: a new character of this server can neither read a scroll, for it
 * lacks literacy, nor cast the spell.)
 */
@Timeout(90)
class CrossfireSkillsIT {
    /** A line of the server's {@code skills}: {@code [fixed]smithery   lvl:  1 (xp:0/2000/0%)}. */
    private static final Pattern SERVER_LINE =
            Pattern.compile("^(?:\\[[a-z]+\\])?(\\S.*?)\\s+lvl:\\s*(\\d+) \\(xp:(\\d+)/", Pattern.MULTILINE);

    private final RealServers.Address server = RealServers.require("crossfire");

    @Test
    void theSkillsLineSaysWhatTheServersSkillsCommandSaysAndTheSkillIsReadiedAndUsedByName() throws Exception {
        try (CrossfirePlayer p = CrossfirePlayer.join(server)) {
            JsonObject line = p.await(
                    0,
                    "a skills line with a skill",
                    j -> LiveClient.isEvent(j, "skills")
                            && !j.getAsJsonArray("skills").isEmpty(),
                    CrossfirePlayer.ANSWER);
            List<String> ours = new ArrayList<>();
            for (JsonElement e : line.getAsJsonArray("skills")) {
                JsonObject s = e.getAsJsonObject();
                String name = LiveClient.string(s, "name");
                assertFalse(name.startsWith("skill "), "named by the server's skill_info: " + line);
                ours.add(name + " " + s.get("level").getAsInt() + " "
                        + s.get("experience").getAsLong());
            }

            int mark = p.mark();
            p.done("skills");
            p.message(mark, "the server's list of skills", t -> t.contains("lvl:"));
            List<String> theirs = new ArrayList<>();
            for (JsonObject m : p.since(mark)) {
                if (LiveClient.isEvent(m, "message")) {
                    Matcher s = SERVER_LINE.matcher(LiveClient.string(m, "text"));
                    while (s.find()) {
                        theirs.add(s.group(1) + " " + s.group(2) + " " + s.group(3));
                    }
                }
            }
            assertEquals(theirs, ours, "the client's skills, as the server lists them");

            String first = ours.get(0)
                    .substring(0, ours.get(0).lastIndexOf(' ', ours.get(0).lastIndexOf(' ') - 1));
            mark = p.mark();
            p.done("ready_skill " + first);
            p.message(mark, "'Readied skill: " + first + ".'", t -> t.equals("Readied skill: " + first + "."));
            mark = p.mark();
            p.done("use_skill " + first);
            JsonObject used = p.message(mark, "what the skill did", t -> !t.isBlank());
            assertFalse(LiveClient.string(used, "text").contains("nable to find"), used.toString());
            p.quit();
        }
    }
}
