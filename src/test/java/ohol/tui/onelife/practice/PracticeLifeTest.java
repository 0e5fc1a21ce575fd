package ohol.tui.onelife.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;
import ohol.tui.Await;
import ohol.tui.Captures;
import ohol.tui.EndToEnd;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.term.Palette;
import ohol.tui.onelife.data.DataDirectory;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectLoader;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.ui.GlyphTheme;
import ohol.tui.onelife.ui.TerminalApp;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A whole life over a real socket: a mother and her baby (two clients, the baby on a virtual
 * terminal) see what they are to each other; she picks the baby up and feeds it, puts it down,
 * it starves, its death screen says why, and Enter begins the next life in the same process.
 */
@Timeout(90)
@EndToEnd
class PracticeLifeTest {
    private static final String PASSWORD = "life";
    private static ObjectCatalog catalog;

    private DefaultVirtualTerminal terminal;
    private TerminalApp app;

    @BeforeAll
    static void loadData() throws Exception {
        catalog = new ObjectLoader().load(DataDirectory.open(Captures.dataDir()), (done, total) -> {});
    }

    private String screen() {
        return ohol.tui.VirtualScreen.text(terminal);
    }

    /** Ticks the baby's screen until it shows what is wanted. */
    private String until(String what, Predicate<String> condition) throws Exception {
        return Await.until(
                Duration.ofSeconds(20),
                this::tickedScreen,
                condition,
                s -> "timed out waiting for " + what + ":\n" + s);
    }

    private String tickedScreen() {
        try {
            app.tick();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return screen();
    }

    @Test
    void aMotherAndHerBabyKnowEachOtherSheFeedsItItStarvesAndIsBornAgain() throws Exception {
        var config = PracticeConfig.defaults(PASSWORD)
                .withFoodPip(Duration.ofMillis(1500))
                .withGoodbye(Duration.ofSeconds(1));
        try (var server = PracticeServer.start(config);
                var mother = new PracticeClient(server, PASSWORD, "mother@life", false, catalog)) {
            int m = mother.await("the Eve", w -> w.us().isPresent()).ourId().getAsInt();
            try (var baby = new PracticeClient(server, PASSWORD, "baby@life", false, catalog)) {
                terminal = new DefaultVirtualTerminal(new TerminalSize(200, 30));
                TerminalScreen screen = new TerminalScreen(terminal);
                screen.startScreen();
                app = new TerminalApp(
                        screen,
                        baby.game,
                        baby.mailbox,
                        new TerminalApp.Parts(
                                catalog,
                                KeymapLoader.defaults(),
                                GlyphTheme.defaults(),
                                new Palette(Palette.Depth.ANSI16),
                                System::nanoTime,
                                false));

                // each knows the other: the baby's screen names its mother, the mother's family its child
                until("the baby's status line", s -> s.contains("on the ground") && s.contains("Your mother is near"));
                int b = baby.game.snapshot().ourId().getAsInt();
                assertEquals("your mother", baby.game.family().relationOf(m).words());
                WorldSnapshot seen = mother.await("the baby", w -> w.people().containsKey(b));
                String child = mother.game.family().relationOf(b).words();
                assertTrue(List.of("your son", "your daughter").contains(child), child);
                assertEquals(
                        List.of(b),
                        mother.game.family().report().children().stream()
                                .map(c -> c.id())
                                .toList());

                // she picks the baby up from where it lies, which feeds it
                Position at = seen.people().get(b).positionAt(seen.nanos());
                Position here = seen.ourPosition();
                mother.perform("baby " + (at.x() - here.x()) + " " + (at.y() - here.y()));
                mother.await(
                        "the baby in her arms",
                        w -> w.us().orElseThrow().heldBabyId().orElse(-1) == b);
                until("held and fed", s -> s.contains("held by your mother, full "));
                assertTrue(
                        screen().contains("J wriggle"), "a newborn in its mother's arms only wriggles:\n" + screen());

                // she puts it down and walks off; unheld, it starves
                mother.perform("drop 1 0");
                mother.await("her hands empty", w -> w.us().orElseThrow().held().isEmpty());
                String dead =
                        until("the death screen", s -> s.contains("YOU DIED") && s.contains("Enter: be born again"));
                assertTrue(dead.contains("You starved as a baby: nobody fed you or held you."), dead);
                assertTrue(dead.contains("its mother feeds it when she picks it up"), dead);
                assertTrue(dead.contains("Your mother, female, 14, alive"), dead);
                mother.await(
                        "she sees her child die", w -> !mother.game.family().alive(b));
                assertTrue(mother.game.family().news().stream().anyMatch(n -> n.death() && n.playerId() == b));

                // the server closes the dead life's connection: the screen stays, nothing is lost
                until("the close after the death", s -> baby.game.closed().isPresent());
                assertTrue(screen().contains("YOU DIED"));

                // Enter: a new login in the same process, a new life with a new id
                terminal.addInput(KeyStroke.fromString("<enter>"));
                String again = until(
                        "the next life",
                        s -> baby.game.snapshot().ourId().isPresent()
                                && baby.game.snapshot().ourId().getAsInt() != b
                                && !s.contains("YOU DIED"));
                int next = baby.game.snapshot().ourId().getAsInt();
                assertNotEquals(b, next);
                assertEquals(2, baby.game.lives());
                assertTrue(again.contains("your mother"), "born to the same mother again:\n" + again);
                assertEquals(false, app.isFinished());
                assertEquals(ExitCode.OK, app.exitCode());
            }
        }
    }
}
