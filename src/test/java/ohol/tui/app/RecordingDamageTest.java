package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import ohol.tui.EndToEnd;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A damaged recording replays up to the damage and says where; a newer or foreign file is refused in one line. */
@Timeout(90)
@EndToEnd
class RecordingDamageTest {
    @TempDir
    static Path dir;

    static Path whole;
    static List<String> wholeLines;

    @BeforeAll
    static void recordALife() {
        whole = dir.resolve("whole.ohrec");
        PracticeRun live = PracticeRun.of(
                "say HELLO\nscan 4\ngoto Gooseberry Bush\nwait 2\nquit\n",
                "practice",
                "--headless",
                "--record",
                whole.toString());
        assertEquals(0, live.code(), live.err());
        RecordReplayHeadlessTest.Replayed r = RecordReplayHeadlessTest.replay("replay", "--headless", whole.toString());
        assertEquals(0, r.code(), r.err());
        wholeLines = r.out();
    }

    /**
     * The server's messages replayed are the whole recording's first ones, in order, and stop
     * before its end (the events of the last ones may come in another order: when each was taken
     * was lost with the damage). A cut file is read exactly up to the cut; only the last message
     * may differ.
     */
    private static void assertAPrefixOfTheWhole(List<String> lines) {
        List<String> messages = messages(lines);
        List<String> all = messages(wholeLines);
        assertTrue(messages.size() < all.size(), "stops early");
        int sure = Math.max(0, messages.size() - 1);
        assertTrue(all.subList(0, sure).equals(messages.subList(0, sure)), "the same messages as far as they go");
    }

    /**
     * A corrupted stretch: gzip checks its data only at its end, so the bytes inflated from the
     * stretch (and the whole deflate block around it) can make wrong messages before the damage is
     * seen, one or several; what came before them is the whole recording's.
     */
    private static void assertTheWholesFirstMessages(List<String> lines) {
        List<String> messages = messages(lines);
        List<String> all = messages(wholeLines);
        assertTrue(messages.size() < all.size(), "stops early");
        int same = 0;
        while (same < messages.size() && messages.get(same).equals(all.get(same))) {
            same++;
        }
        assertTrue(same > 0, "the first messages are the whole recording's: " + messages);
    }

    private static List<String> messages(List<String> lines) {
        return lines.stream().filter(l -> l.startsWith("{\"type\":\"message\"")).toList();
    }

    @Test
    void aCutOffRecordingReplaysUpToTheCutAndSaysWhere() throws IOException {
        byte[] all = Files.readAllBytes(whole);
        Path cut = dir.resolve("cut.ohrec");
        Files.write(cut, Arrays.copyOf(all, all.length * 85 / 100));
        RecordReplayHeadlessTest.Replayed r = RecordReplayHeadlessTest.replay("replay", "--headless", cut.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(
                r.err()
                        .matches(
                                "ohol-tui: the recording is damaged after \\d+:\\d\\d\\.\\d{3} \\(record \\d+, byte \\d+"
                                        + " of its data\\): it is cut off; replayed up to there\\R"),
                r.err());
        assertTrue(r.out().size() > 3, "what came before the cut is replayed");
        assertAPrefixOfTheWhole(r.out());
    }

    @Test
    void aCorruptRecordingReplaysUpToTheDamageAndSaysWhere() throws IOException {
        byte[] all = Files.readAllBytes(whole);
        for (int i = all.length / 2; i < all.length / 2 + 64; i++) {
            all[i] = (byte) 0xFF;
        }
        Path corrupt = dir.resolve("corrupt.ohrec");
        Files.write(corrupt, all);
        RecordReplayHeadlessTest.Replayed r =
                RecordReplayHeadlessTest.replay("replay", "--headless", corrupt.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().startsWith("ohol-tui: the recording is damaged after "), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTheWholesFirstMessages(r.out());
    }

    @Test
    void aRecordingOfANewerFormatIsRefusedInOneLine() throws IOException {
        Path newer = dir.resolve("newer.ohrec");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(newer))) {
            out.write("OHOLREC 3\n{\"format\":3}\n".getBytes(StandardCharsets.UTF_8));
        }
        RecordReplayHeadlessTest.Replayed r = RecordReplayHeadlessTest.replay("replay", "--headless", newer.toString());
        assertEquals(2, r.code(), r.err());
        assertEquals(
                "ohol-tui: cannot replay " + newer + ": it was made in recording format 3, newer than this client"
                        + " reads (2): update ohol-tui to replay it",
                r.err().strip());
        assertEquals(List.of(), r.out());
    }

    @Test
    void aFileThatIsNoRecordingIsRefusedInOneLine() throws IOException {
        Path text = dir.resolve("notes.txt");
        Files.writeString(text, "hello\n");
        RecordReplayHeadlessTest.Replayed r = RecordReplayHeadlessTest.replay("replay", "--headless", text.toString());
        assertEquals(2, r.code(), r.err());
        assertEquals(
                "ohol-tui: cannot replay " + text + ": it is not a recording (not a compressed stream)",
                r.err().strip());
    }

    @Test
    void autoRecordingKeepsTheNewestOnes(@TempDir Path state) throws IOException {
        Path lives = state.resolve("ohol-tui").resolve("lives");
        Files.createDirectories(lives);
        for (String old : List.of("2020-01-01T00-00-00Z_a-1.ohrec", "2020-01-02T00-00-00Z_a-1.ohrec", "keep.txt")) {
            Files.writeString(lives.resolve(old), "");
        }
        PracticeRun live = PracticeRun.ofEnvironment(
                java.util.Map.of("XDG_STATE_HOME", state.toString()),
                "wait 1\nquit\n",
                "practice",
                "--headless",
                "--record",
                "auto",
                "--record-keep",
                "2");
        assertEquals(0, live.code(), live.err());
        try (var files = Files.list(lives)) {
            List<String> names =
                    files.map(f -> f.getFileName().toString()).sorted().toList();
            assertEquals(3, names.size(), names.toString());
            assertEquals("2020-01-02T00-00-00Z_a-1.ohrec", names.get(0));
            assertTrue(
                    names.get(1).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ_practice_p\\d+\\.ohrec"),
                    "named by date, server and character (a nameless one by player id): " + names.get(1));
            assertEquals("keep.txt", names.get(2));
        }
    }
}
