package ohol.tui.onelife.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.FrameDecoder;
import ohol.tui.onelife.protocol.FrameSink;
import ohol.tui.onelife.protocol.server.ServerMessages;
import ohol.tui.onelife.sight.TileDescriber;
import ohol.tui.onelife.sight.TileReport;
import org.junit.jupiter.api.Test;

/** What the server says of graves and owners shows where a player looks. */
class RecordsLookTest {
    private final World world = new World(() -> 0L);

    private void hear(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
        try (FrameDecoder decoder = new FrameDecoder()) {
            decoder.feed(bytes, 0, bytes.length, new FrameSink() {
                @Override
                public void frame(Frame frame) {
                    ServerMessages.standard()
                            .decode(frame, p -> {
                                throw new AssertionError(p);
                            })
                            .ifPresent(world::accept);
                }

                @Override
                public void problem(String description) {
                    throw new AssertionError(description);
                }
            });
        }
    }

    @Test
    void aGraveAndAnOwnerAreNamedInTheLook() {
        hear("PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 1 0 0 0 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#"
                + "NM\n7 EVE SMITH\n12 ADAM SMITH\n#GV\n2 1 7\n#OW\n-1 0 12 11\n#FM\n#");
        TileDescriber around = new TileDescriber(world.snapshot(), ObjectCatalog.empty());
        TileReport grave = around.report(2, 1);
        assertEquals(java.util.Optional.of("EVE SMITH"), grave.graveOf());
        assertTrue(grave.describe().contains("the grave of EVE SMITH"), grave.describe());
        TileReport owned = around.report(-1, 0);
        assertEquals(List.of("ADAM SMITH", "you"), owned.owners());
        assertTrue(owned.describe().contains("owned by ADAM SMITH, you"), owned.describe());

        hear("GM\n2 1 3 3 0\n#FM\n#");
        around = new TileDescriber(world.snapshot(), ObjectCatalog.empty());
        assertTrue(around.report(2, 1).graveOf().isEmpty(), "the grave moved away");
        assertEquals(java.util.Optional.of("EVE SMITH"), around.report(3, 3).graveOf());
    }

    @Test
    void theServersNobodyKnownIsNoGrave() {
        hear("PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 1 0 0 0 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#"
                + "GV\n2 1 7\n#GO\n0 0 0 0 -1.000000 ~ 0 eve=0\n#FM\n#");
        TileDescriber around = new TileDescriber(world.snapshot(), ObjectCatalog.empty());
        assertTrue(around.report(0, 0).graveOf().isEmpty(), around.report(0, 0).describe());
        assertTrue(around.report(2, 1).graveOf().isPresent(), "a grave we were told of stays");

        hear("GO\n2 1 0 0 -1.000000 ~ 0 eve=0\n#FM\n#"); // as the server answers GRAVE about any tile
        around = new TileDescriber(world.snapshot(), ObjectCatalog.empty());
        assertTrue(around.report(2, 1).graveOf().isEmpty(), "the server knows no one lies there");
    }
}
