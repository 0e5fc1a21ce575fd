package ohol.tui.bench;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.terminal.ansi.ANSITerminal;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import ohol.tui.Captures;
import ohol.tui.Replay;
import ohol.tui.core.term.DeltaScreen;
import ohol.tui.core.term.Palette;
import ohol.tui.core.term.Rect;
import ohol.tui.core.term.TerminalOutput;
import ohol.tui.onelife.data.DataDirectory;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectLoader;
import ohol.tui.onelife.data.TransitionBook;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.knowledge.Biomes;
import ohol.tui.onelife.knowledge.Knowledge;
import ohol.tui.onelife.sight.Sight;
import ohol.tui.onelife.ui.GlyphBook;
import ohol.tui.onelife.ui.GlyphTheme;
import ohol.tui.onelife.ui.Layout;
import ohol.tui.onelife.ui.Lens;
import ohol.tui.onelife.ui.Painter;
import ohol.tui.onelife.ui.ScreenRenderer;
import ohol.tui.onelife.ui.View;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Composing one whole frame (every pane) of the world after crowd.cap (nine players, speech,
 * a full map), at 80x24 and 200x60, onto Lanterna's screen as the app does: the work the UI
 * thread does each frame before Lanterna sends the difference. Frames alternate between two
 * moments a second apart with the map scrolled one tile, as while walking: people moved, ages
 * and the status line changed, nearly every map cell changed. Also: the same with the list of
 * what is near and the marks on the map, their lens made afresh each frame as the screen does,
 * with the real game data; a frame after a resize, where every cell is written; and a frame
 * where nothing changed since the last one. Each also in a world of fifty-four people
 * ({@link Crowd}), a dozen on our tile, as on the gateway's busiest practice world.
 * Run: {@code mvn -B -Pbench test-compile exec:exec -Dbench=Render}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RenderBenchmark {
    @Param({"80x24", "200x60"})
    public String size;

    /** Whose world: crowd.cap's nine players, or {@link Crowd}'s fifty-four (a dozen on our tile, some our children). */
    @Param({"nine", "fifty"})
    public String people;

    private ScreenRenderer renderer;
    private Screen screen;
    private TerminalSize terminal;
    private TerminalSize smaller;
    private final WorldSnapshot[] worlds = new WorldSnapshot[2];
    private final View[] views = new View[2];
    private Knowledge knowledge;
    private Rect map;
    private int frame;
    /** A screen on an ANSI terminal whose bytes go nowhere, through the client's own output buffer. */
    private Screen sent;

    private ScreenRenderer sentRenderer;

    @Setup
    public void setUp() throws IOException {
        String[] wh = size.split("x");
        terminal = new TerminalSize(Integer.parseInt(wh[0]), Integer.parseInt(wh[1]));
        smaller = terminal.withRelativeRows(-1);
        screen = new DeltaScreen(new DefaultVirtualTerminal(terminal));
        screen.startScreen();
        ObjectCatalog catalog = new ObjectLoader().load(DataDirectory.open(Captures.dataDir()), (d, t) -> {});
        renderer = new ScreenRenderer(
                new GlyphBook(GlyphTheme.defaults(), catalog),
                new Painter(new Palette(Palette.Depth.INDEXED256)),
                catalog);
        sentRenderer = new ScreenRenderer(
                new GlyphBook(GlyphTheme.defaults(), catalog),
                new Painter(new Palette(Palette.Depth.INDEXED256)),
                catalog);
        TerminalSize fixed = terminal;
        sent = new DeltaScreen(
                new ANSITerminal(
                        InputStream.nullInputStream(),
                        new TerminalOutput(OutputStream.nullOutputStream()),
                        StandardCharsets.UTF_8) {
                    @Override
                    protected TerminalSize findTerminalSize() {
                        return fixed;
                    }
                });
        sent.startScreen();
        if (people.equals("fifty")) {
            Crowd crowd = Crowd.of();
            worlds[0] = crowd.world().snapshot();
            crowd.replay().advanceSeconds(1);
            crowd.step(0).forEach(crowd.world()::accept);
            worlds[1] = crowd.world().snapshot();
        } else {
            Replay replay = Replay.of("crowd.cap");
            worlds[0] = replay.world().snapshot();
            replay.advanceSeconds(1);
            worlds[1] = replay.world().snapshot();
        }
        DataDirectory dir = DataDirectory.open(Captures.dataDir());
        knowledge = Knowledge.of(catalog, TransitionBook.load(dir, catalog), Biomes.load(dir));
        map = Layout.compute(terminal.getColumns(), terminal.getRows(), true)
                .orElseThrow()
                .get(Layout.Pane.MAP);
        for (int i = 0; i < 2; i++) {
            views[i] = view(worlds[i], centre(i), Optional.empty());
        }
    }

    /** Where the map is centred in frame {@code i}: on us, then one tile east. */
    private Position centre(int i) {
        return worlds[i].ourPosition().plus(i, 0);
    }

    private static View view(WorldSnapshot world, Position centre, Optional<Lens> lens) {
        return new View(
                world,
                new View.Pointing(KeymapLoader.NORMAL, world.ourPosition(), centre, false),
                new View.Prompts(0, Optional.empty(), Optional.empty(), false, Optional.empty()),
                new View.Figures(OptionalLong.of(40), 1200, 30, 300, Optional.empty()),
                false,
                lens);
    }

    @Benchmark
    public Object composeFrame() {
        return renderer.draw(screen, terminal, views[frame++ & 1]);
    }

    @Benchmark
    public Object composeFrameWithSidebar() {
        int i = frame++ & 1;
        Lens lens = new Lens(
                new Sight(worlds[i], knowledge),
                Lens.areaOf(map, centre(i)),
                Optional.empty(),
                true,
                Map.of("use", "g"));
        return renderer.draw(screen, terminal, view(worlds[i], centre(i), Optional.of(lens)));
    }

    /**
     * A frame after the terminal was resized (a row less, then back): every cell of the screen
     * is written anew, the most a frame can change.
     */
    @Benchmark
    public Object composeFrameAfterResize() {
        int i = frame++ & 1;
        return renderer.draw(screen, i == 0 ? terminal : smaller, views[i]);
    }

    /** The same frame again: the world and the screen's state as they were. */
    /**
     * The whole frame as the player's terminal gets it: composed, then Lanterna's refresh works out
     * the cells that differ and writes their escape codes through the client's buffer (to nowhere).
     */
    @Benchmark
    public Object frameSentToTheTerminal() throws IOException {
        Object drawn = sentRenderer.draw(sent, terminal, views[frame++ & 1]);
        sent.refresh(Screen.RefreshType.DELTA);
        return drawn;
    }

    @Benchmark
    public Object composeUnchangedFrame() {
        return renderer.draw(screen, terminal, views[0]);
    }
}
