package ohol.tui.onelife.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalTextUtils;
import com.googlecode.lanterna.graphics.BasicTextImage;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.core.text.ServerText;
import ohol.tui.core.text.Unsafe;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.FrameDecoder;
import ohol.tui.onelife.protocol.FrameEncoder;
import ohol.tui.onelife.protocol.Lines;
import ohol.tui.onelife.protocol.ProtocolException;
import org.junit.jupiter.api.Test;

/**
 * Server streams made to attack a terminal (test resources under {@code hostile/}, and big ones
 * built here): no control character, escape sequence, bidi or zero-width character survives into
 * any string of any decoded message or problem report, the records still survive the wire round
 * trip, and Lanterna draws every string they hold.
 */
class HostileStreamsTest {
    private static final List<String> RESOURCES = List.of(
            "death-reason-osc.stream",
            "speech-c1-bidi.stream",
            "zero-width-combining.stream",
            "osc52-clipboard.stream");

    /** What the escape sequences in the resources carry: none of it may be left in the text. */
    private static final List<String> PAYLOADS = List.of("PWNED", "52;", "]0;", "eA==", "evil", "2J", "TITLE");

    private record Decoded(List<Frame> frames, List<ServerMessage> messages, List<String> problems) {}

    private static Decoded decode(byte[] bytes) {
        List<String> problems = new ArrayList<>();
        List<ServerMessage> messages = ServerStream.decodeAll(bytes, problems);
        return new Decoded(FrameDecoder.decodeAll(bytes, new ArrayList<>()), messages, problems);
    }

    private static byte[] resource(String name) {
        try (InputStream in = HostileStreamsTest.class.getResourceAsStream("/hostile/" + name)) {
            if (in == null) {
                throw new AssertionError("missing test resource hostile/" + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every decoded string and report is clean, and every message survives encode and decode. */
    private static void assertClean(String name, Decoded decoded) {
        List<String> strings = new ArrayList<>(decoded.problems());
        for (ServerMessage m : decoded.messages()) {
            strings.addAll(Unsafe.strings(m));
            List<String> problems = new ArrayList<>();
            assertEquals(List.of(m), Wire.decode(FrameEncoder.encode(m.toFrame()), problems), name + ": " + m.tag());
            assertEquals(List.of(), problems, name);
        }
        BasicTextImage image = new BasicTextImage(60, 1);
        TextGraphics g = image.newTextGraphics();
        for (String s : strings) {
            assertFalse(Unsafe.in(s), () -> name + ": unsafe character left in '" + Unsafe.shown(s) + "'");
            for (String payload : PAYLOADS) {
                assertFalse(s.contains(payload), () -> name + ": an escape sequence's payload is left in '" + s + "'");
            }
            g.putString(0, 0, TerminalTextUtils.fitString(s, 60));
        }
    }

    @Test
    void theHandMadeStreamsReallyCarryAttacks() {
        // without this, a stream that lost its bytes on the way into the repository would pass
        for (String name : RESOURCES) {
            Decoded d = decode(resource(name));
            assertTrue(
                    d.frames().stream().flatMap(f -> f.lines().stream()).anyMatch(Unsafe::in)
                            || d.frames().stream().anyMatch(f -> Unsafe.in(f.tag())),
                    name);
        }
    }

    @Test
    void noHandMadeAttackSurvivesDecoding() {
        for (String name : RESOURCES) {
            assertClean(name, decode(resource(name)));
        }
    }

    @Test
    void aDeathReasonLosesItsTitleSequenceAndKeepsItsMeaning() {
        var pu = Wire.only(decode(resource("death-reason-osc.stream")).messages(), PlayerUpdate.class)
                .get(0);
        var removed = pu.players().stream()
                .filter(PlayerRemoved.class::isInstance)
                .map(PlayerRemoved.class::cast)
                .toList();
        assertEquals(
                List.of("reason_", "reason_killed_12", "reason_hunger"),
                removed.stream().map(r -> r.reason().wire()).toList());
        assertEquals(OptionalInt.of(12), removed.get(1).reason().killerObjectId());
        assertEquals(RemovalReason.Kind.HUNGER, removed.get(2).reason().kind());
    }

    @Test
    void namesAndSpeechKeepTheirWordsOnly() {
        Decoded d = decode(resource("speech-c1-bidi.stream"));
        var names = Wire.only(d.messages(), Names.class).get(0).names();
        assertEquals(
                List.of("EVE AIRAM", "LUCY SMITH", "?"),
                names.stream().map(Names.Name::fullName).toList());
        var speeches = Wire.only(d.messages(), PlayerSays.class).get(0).speeches();
        assertEquals(
                List.of("HELLO  THERE", "EREHT OLLEH", "HI"),
                speeches.stream().map(PlayerSays.Speech::spoken).toList());
        assertEquals(
                Optional.of(new MapPointer(3, 4, java.util.OptionalLong.of(5))),
                speeches.get(2).map());
        var signs = Wire.only(d.messages(), LocationSays.class).get(0).speeches();
        assertEquals(
                List.of("SIGN TEXT", "BLINK"),
                signs.stream().map(LocationSays.Speech::text).toList());
    }

    @Test
    void zeroWidthAndCombiningMarksAreGone() {
        Decoded d = decode(resource("zero-width-combining.stream"));
        var names = Wire.only(d.messages(), Names.class).get(0).names();
        assertEquals(
                List.of("EVE SMITH", "ZALGO KIN"),
                names.stream().map(Names.Name::fullName).toList());
        var curses = Wire.only(d.messages(), Cursed.class).get(0).curses();
        assertEquals(
                List.of(Optional.of("BAD_MEAN_LIAR"), Optional.of("?")),
                curses.stream().map(Cursed.Curse::word).toList());
        var statue = Wire.only(d.messages(), StatueInfo.class).get(0);
        assertEquals(Optional.of("I LOVE YOU ?ALL"), statue.finalWords());
    }

    @Test
    void clipboardWritesAreGoneFromEveryKindOfText() {
        Decoded d = decode(resource("osc52-clipboard.stream"));
        assertEquals(
                "RESTART_SOON",
                Wire.only(d.messages(), GlobalMessage.class).get(0).wire());
        assertEquals(
                "CHALLENGE",
                Wire.only(d.messages(), LoginChallenge.class).get(0).challenge());
        var unknown = Wire.only(d.messages(), Unknown.class).get(0);
        assertEquals(new Unknown("ZZ", List.of("line  one")), unknown);
        var rocket = Wire.only(d.messages(), RocketAccount.class).get(0);
        assertEquals(List.of("KEY", "http://ok"), List.of(rocket.steamKey(), rocket.accountUrl()));
        // a bare 8-bit CSI byte is not UTF-8: it is read as U+FFFD and the rest is only text
        var nul = Wire.only(d.messages(), PlayerSays.class).get(1).speeches().get(0);
        assertEquals("NULBYTE \ufffd31m RAW", nul.text());
        // the bad EX and WR lines are reported, quoting the line without its sequence
        assertTrue(
                d.problems().stream().anyMatch(p -> p.startsWith("EX: skipped line '25 '")),
                d.problems().toString());
        assertTrue(
                d.problems().stream().anyMatch(p -> p.startsWith("WR: skipped line '1 2 war'")),
                d.problems().toString());
    }

    @Test
    void aMegabyteSpeechIsCutToTheLongestTheServerSends() {
        String unit = "HELLO \u202eTHERE \u001b]0;PWNED\u0007";
        String words = unit.repeat((FrameDecoder.MAX_TEXT - 100) / unit.getBytes(StandardCharsets.UTF_8).length);
        String stream = "PS\n20/0 " + words + "\n#"
                + "LS\n1 2 " + "\u200b".repeat(300_000) + "SIGN\n#"
                + "NM\n20 " + "A".repeat(500_000) + " " + "B\u0301".repeat(100_000) + "\n#";
        Decoded d = decode(stream.getBytes(StandardCharsets.UTF_8));
        assertClean("megabyte", d);
        assertEquals(List.of(), d.problems());
        String said = Wire.only(d.messages(), PlayerSays.class)
                .get(0)
                .speeches()
                .get(0)
                .text();
        assertEquals(ServerText.MAX_SPEECH, said.length());
        assertTrue(said.startsWith("HELLO THERE HELLO THERE"), said);
        assertEquals(
                "SIGN",
                Wire.only(d.messages(), LocationSays.class)
                        .get(0)
                        .speeches()
                        .get(0)
                        .text());
        var name = Wire.only(d.messages(), Names.class).get(0).names().get(0);
        assertEquals(ServerText.MAX_NAME, name.firstName().length());
        assertEquals(ServerText.MAX_NAME, name.lastName().orElseThrow().length());
    }

    @Test
    void aHundredThousandExileLinesDecodeUpToTheCapAndBadOnesAreReportedBriefly() {
        StringBuilder good = new StringBuilder("EX\n");
        StringBuilder bad = new StringBuilder("EX\n");
        for (int i = 0; i < 100_000; i++) {
            good.append(i).append(" 20\n");
        }
        int badLines = 20_000;
        for (int i = 0; i < badLines; i++) {
            bad.append('\u202e').append(i % 10).append(" \u001b[2J\n");
        }
        Decoded d = decode((good.append('#').toString() + bad.append('#')).getBytes(StandardCharsets.UTF_8));
        assertClean("exiles", d);
        var exiled = Wire.only(d.messages(), Exiled.class);
        assertEquals(Exiled.MAX_LINES, exiled.get(0).exiles().size());
        assertEquals(
                "EX: more than " + Exiled.MAX_LINES + " lines; the rest was skipped",
                d.problems().get(0));
        assertEquals(0, exiled.get(1).exiles().size());
        // one report per bad line up to the cap, then one that counts the rest
        assertEquals(1 + Lines.MAX_LINE_REPORTS + 1, d.problems().size());
        assertEquals(
                "EX: skipped " + (badLines - Lines.MAX_LINE_REPORTS) + " more bad lines",
                d.problems().get(1 + Lines.MAX_LINE_REPORTS));
    }

    @Test
    void aBrokenStreamReportsItsBytesCleaned() {
        // an MC header whose size line is an escape sequence: the stream cannot be followed
        var e = assertThrows(
                ProtocolException.class,
                () -> decode("MC\n3 2 -1 4\n\u001b]0;PWNED\u0007 \u202e\n#".getBytes(StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().startsWith("MC header has no readable sizes"), e.getMessage());
        assertFalse(Unsafe.in(e.getMessage()), Unsafe.shown(e.getMessage()));
        assertFalse(e.getMessage().contains("PWNED"), e.getMessage());
    }
}
