package ohol.tui.onelife.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.zip.Deflater;
import ohol.tui.core.net.Codec;
import ohol.tui.onelife.protocol.server.MapChunk;
import ohol.tui.onelife.protocol.server.ServerMessage;
import org.junit.jupiter.api.Test;

/**
 * An old server's {@code MC} is read only as far as its header allows: a size no server sends is
 * refused before its cells are rewritten, and cells past the header's count stop the rewriting
 * (one 4 KB chunk of two million cells ran the client out of memory at 64 and 128 MB).
 */
class OldMapChunkTest {
    private static byte[] mc(String header, byte[] cells) {
        Deflater deflater = new Deflater();
        deflater.setInput(cells);
        deflater.finish();
        ByteArrayOutputStream zipped = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        while (!deflater.finished()) {
            zipped.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        String head = "MC\n" + header + "\n" + cells.length + " " + zipped.size() + "\n#";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(head.getBytes(StandardCharsets.US_ASCII));
        out.writeBytes(zipped.toByteArray());
        return out.toByteArray();
    }

    private static List<Object> read(byte[] stream) {
        List<Object> heard = new ArrayList<>();
        DialectWire wire = new DialectWire(Optional.of(Dialect.Y2015));
        var reader = wire.reader(new Codec.Receiver<ServerMessage>() {
            @Override
            public void message(ServerMessage message) {
                heard.add(message);
            }

            @Override
            public void problem(String description) {
                heard.add(description);
            }
        });
        reader.feed(stream, 0, stream.length);
        return heard;
    }

    private static byte[] cells(int count) {
        return "1 ".repeat(count).getBytes(StandardCharsets.US_ASCII);
    }

    @Test
    void aRealChunkIsRead() {
        List<Object> heard = read(mc("16 -8 -8", cells(256)));
        assertTrue(
                heard.stream()
                        .anyMatch(m -> m instanceof MapChunk c && c.cells().size() == 256),
                heard.toString());
    }

    @Test
    void cellsPastTheHeadersCountAreRefusedAsTheyCome() {
        List<Object> heard = read(mc("16 -8 -8", cells(2_000_000)));
        assertTrue(heard.stream().noneMatch(m -> m instanceof MapChunk), heard.toString());
        assertEquals(
                1,
                heard.stream()
                        .filter(m -> m.toString().contains("more than its 256 cells"))
                        .count(),
                heard.toString());
    }

    @Test
    void aSizeNoServerSendsIsRefusedBeforeItsCells() {
        List<Object> heard = read(mc("1414 0 0", cells(2_000_000)));
        assertTrue(heard.stream().noneMatch(m -> m instanceof MapChunk), heard.toString());
        assertTrue(
                heard.stream().anyMatch(m -> m.toString().contains("1414x1414 cells is not one the server sends")),
                heard.toString());
    }
}
