package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import ohol.tui.Captures;
import ohol.tui.Golden;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Headless mode's event lines, a public interface, compared byte for byte with goldens: one
 * file per event kind ({@code golden/json/event/KIND.txt}), gathered from replays of headless
 * lives (recorded in a practice world, see {@link TranscriptRecordingTest}; one written by hand
 * for what the practice world never sends) and of the real server's captures.
 */
class GoldenJsonSessionTest {
    /** Every kind of event line headless mode prints. */
    static final List<String> KINDS = List.of(
            // what happened in the world
            "stats_changed",
            "born",
            "named",
            "died",
            "said",
            "place_said",
            "followed",
            "exiled_by",
            "wounded",
            "healed_up",
            "notice",
            "hungry",
            "emoted",
            "picked_up",
            "put_down",
            // answers
            "look",
            "scan",
            "goto",
            "find",
            "hints",
            "recipe",
            "family",
            "places",
            "marked",
            "guide",
            "travel",
            // what came of actions, and of the connection
            "sent",
            "done",
            "refused",
            "replaced",
            "cut",
            "ping",
            "life_began",
            "closed");

    private static final List<String> TRANSCRIPTS =
            List.of("practice-explorer", "practice-starved", "written-neighbours", "written-arms", "written-in-arms");

    private static Map<String, String> byKind;

    @BeforeAll
    static void replay() {
        Map<String, StringBuilder> lines = new LinkedHashMap<>();
        for (String name : TRANSCRIPTS) {
            gather(lines, name, TranscriptReplay.replay(Transcript.read(name)));
        }
        for (String capture : Captures.names()) {
            gather(lines, capture, TranscriptReplay.replay(Transcript.ofCapture(capture)));
        }
        byKind = new LinkedHashMap<>();
        lines.forEach((kind, text) -> byKind.put(kind, text.toString()));
    }

    private static void gather(Map<String, StringBuilder> byKind, String source, List<String> lines) {
        Map<String, List<String>> mine = new LinkedHashMap<>();
        for (String line : lines) {
            var o = JsonParser.parseString(line).getAsJsonObject();
            if (o.get("type").getAsString().equals("event")) {
                mine.computeIfAbsent(o.get("event").getAsString(), k -> new ArrayList<>())
                        .add(line);
            }
        }
        mine.forEach((kind, its) -> {
            StringBuilder text = byKind.computeIfAbsent(kind, k -> new StringBuilder());
            text.append("# ").append(source).append('\n');
            its.forEach(l -> text.append(l).append('\n'));
        });
    }

    static Stream<String> kinds() {
        return KINDS.stream();
    }

    @ParameterizedTest
    @MethodSource("kinds")
    void eventLinesOfEachKindAreAsBefore(String kind) {
        Golden.assertMatches("json/event/" + kind, byKind.getOrDefault(kind, ""));
    }

    @Test
    void theReplaysPrintEveryKindAndNoOther() {
        assertEquals(new TreeSet<>(KINDS), new TreeSet<>(byKind.keySet()));
    }

    @Test
    void aReplayGivesTheSameLinesEveryTime() {
        Transcript t = Transcript.read("written-neighbours");
        assertEquals(TranscriptReplay.replay(t), TranscriptReplay.replay(t));
    }
}
