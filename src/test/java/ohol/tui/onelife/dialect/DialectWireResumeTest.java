package ohol.tui.onelife.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.app.CaptureFile;
import ohol.tui.core.net.Codec;
import ohol.tui.onelife.protocol.client.Move;
import ohol.tui.onelife.protocol.server.Accepted;
import ohol.tui.onelife.protocol.server.ServerMessage;
import org.junit.jupiter.api.Test;

/**
 * A replay's checkpoint keeps the wire ({@link DialectWire#kept}) and a seek goes on from it with a
 * new reader ({@link DialectWire#resumed}): read so, each transcript of the old servers gives the
 * very messages it gives read in one go, wherever it is cut between two of the server's sends (who
 * we are, what we hold and the walk under way are remembered; 2015's ACCEPTED is not made twice).
 */
class DialectWireResumeTest {
    private static List<ServerMessage> read(String name, int cutAfter) {
        List<ServerMessage> messages = new ArrayList<>();
        Codec.Receiver<ServerMessage> receiver = new Codec.Receiver<>() {
            @Override
            public void message(ServerMessage message) {
                messages.add(message);
            }

            @Override
            public void problem(String description) {
                messages.add(null);
            }
        };
        DialectWire wire = new DialectWire(Optional.empty(), true);
        DialectWire.Reader reader = wire.reader(receiver);
        int seq = 1;
        int served = 0;
        for (CaptureFile.Chunk c : OldTranscripts.chunks(name)) {
            if (c.direction() == 'S') {
                reader.feed(c.bytes(), 0, c.bytes().length);
                if (++served == cutAfter) {
                    assertFalse(reader.hasPartialMessage(), name + ": a send ends between messages");
                    wire = DialectWire.resumed(wire.kept());
                    reader = wire.reader(receiver);
                }
            } else {
                String sent = new String(c.bytes(), StandardCharsets.US_ASCII);
                if (sent.startsWith("MOVE ")) {
                    wire.text(move(sent, ++seq)); // the walk the wire remembers, to say when it is done
                }
            }
        }
        return messages;
    }

    private static Move move(String sent, int seq) {
        String[] f = sent.substring(5, sent.length() - 1).split(" ");
        List<Move.Step> steps = new ArrayList<>();
        for (int i = 2; i < f.length; i += 2) {
            steps.add(new Move.Step(Integer.parseInt(f[i]), Integer.parseInt(f[i + 1])));
        }
        return new Move(Integer.parseInt(f[0]), Integer.parseInt(f[1]), seq, steps);
    }

    private static void sameWhereverCut(String name) {
        List<ServerMessage> whole = read(name, -1);
        assertFalse(whole.contains(null), name + " reads without a problem");
        long sends = OldTranscripts.chunks(name).stream()
                .filter(c -> c.direction() == 'S')
                .count();
        for (int cut = 1; cut < sends; cut++) {
            List<ServerMessage> resumed = read(name, cut);
            for (int i = 0; i < Math.min(whole.size(), resumed.size()); i++) {
                assertEquals(whole.get(i), resumed.get(i), name + " cut after send " + cut + ", message " + i);
            }
            assertEquals(whole.size(), resumed.size(), name + " cut after send " + cut + ": messages");
        }
    }

    @Test
    void a2016LifeReadsTheSameWhereverItIsResumed() {
        sameWhereverCut("2016-mother.cap");
        sameWhereverCut("2016-baby.cap");
    }

    @Test
    void a2015LifeReadsTheSameWhereverItIsResumed() {
        sameWhereverCut("2015-first.cap");
        sameWhereverCut("2015-second.cap");
        assertEquals(
                1,
                read("2015-first.cap", 1).stream()
                        .filter(m -> m instanceof Accepted)
                        .count());
    }

    @Test
    void aResumedWireSpeaksTheEraFound() {
        DialectWire wire = new DialectWire(Optional.empty(), true);
        assertTrue(DialectWire.resumed(wire.kept()).dialect().isEmpty(), "not yet found");
        byte[] greeting = "SN\n7\n#".getBytes(StandardCharsets.US_ASCII);
        wire.reader(new Codec.Receiver<>() {
                    @Override
                    public void message(ServerMessage message) {}

                    @Override
                    public void problem(String description) {}
                })
                .feed(greeting, 0, greeting.length);
        assertEquals(
                Optional.of(Dialect.Y2016), DialectWire.resumed(wire.kept()).dialect());
    }
}
