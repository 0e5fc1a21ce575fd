package ohol.tui.onelife.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import ohol.tui.Captures;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class TransitionReaderTest {
    private final TransitionReader reader = new TransitionReader();
    private static List<Transition> all;

    @BeforeAll
    static void read() throws IOException {
        all = new TransitionReader().readAll(DataDirectory.open(Captures.dataDir()));
    }

    private Transition real(String fileName) throws IOException {
        var file = Captures.dataDir().resolve("transitions").resolve(fileName);
        return reader.parse(fileName, Files.readString(file, StandardCharsets.UTF_8))
                .orElseThrow();
    }

    @Test
    void readsEveryRealTransition() {
        assertEquals(5229, all.size());
    }

    @Test
    void readsActorAndTargetFromTheFileName() throws IOException {
        // using a Stone (33) on a Big Hard Rock (32) gives a Sharp Stone (34), the rock stays
        Transition t = real("33_32.txt");
        assertEquals(33, t.actor());
        assertEquals(32, t.target());
        assertEquals(34, t.newActor());
        assertEquals(32, t.newTarget());
        assertEquals(0, t.autoDecaySeconds());
        assertEquals(1, t.desiredMoveDist(), "an old three-number file keeps the default");
        assertFalse(t.lastUseActor());
        assertFalse(t.lastUseTarget());
    }

    @Test
    void readsTimedMovingAndEpochDecays() throws IOException {
        Transition moving = real("-1_1255.txt");
        assertEquals(-1, moving.actor());
        assertEquals(1255, moving.newTarget());
        assertEquals(2, moving.autoDecaySeconds());
        assertEquals(3, moving.move());
        assertEquals(1, moving.desiredMoveDist());

        Transition epoch = real("-1_1011.txt");
        assertEquals(-1, epoch.autoDecaySeconds());
        assertEquals(1, epoch.epochAutoDecay());
        assertEquals(0, moving.epochAutoDecay());
    }

    @Test
    void readsUseFlagsAndLastUseFileNames() throws IOException {
        assertTrue(real("1300_1287.txt").reverseUseActor());
        Transition noUse = real("0_4387.txt");
        assertTrue(noUse.noUseActor());
        assertTrue(noUse.noUseTarget());
        assertEquals(1.0, real("-1_3969.txt").actorMinUseFraction());
        assertTrue(real("1121_-1_LA.txt").lastUseActor());
        assertEquals(-1, real("1121_-1_LA.txt").target());
        assertTrue(real("-1_1255_LT.txt").lastUseTarget());
        assertTrue(reader.parse("5_6_L.txt", "1 2 0").orElseThrow().lastUseTarget(), "the older _L name");
    }

    @Test
    void skipsFilesNotNamedActorUnderscoreTarget() {
        assertEquals(Optional.empty(), reader.parse("notes.txt", "1 2 3"));
        assertEquals(Optional.empty(), reader.parse("a_b.txt", "1 2 3"));
    }
}
