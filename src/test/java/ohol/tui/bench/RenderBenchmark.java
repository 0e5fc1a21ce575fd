package ohol.tui.bench;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.graphics.BasicTextImage;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import ohol.tui.Captures;
import ohol.tui.Replay;
import ohol.tui.data.DataDirectory;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.data.ObjectLoader;
import ohol.tui.data.TransitionBook;
import ohol.tui.input.Keymap;
import ohol.tui.input.KeymapLoader;
import ohol.tui.knowledge.Biomes;
import ohol.tui.knowledge.Knowledge;
import ohol.tui.sight.Area;
import ohol.tui.sight.Sight;
import ohol.tui.ui.GlyphBook;
import ohol.tui.ui.GlyphTheme;
import ohol.tui.ui.Layout;
import ohol.tui.ui.Lens;
import ohol.tui.ui.Painter;
import ohol.tui.ui.Palette;
import ohol.tui.ui.Rect;
import ohol.tui.ui.ScreenRenderer;
import ohol.tui.ui.View;
import ohol.tui.world.WorldSnapshot;
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
 * a full map), at 80x24 and 200x60, into an off-screen image: the work the UI thread does each
 * frame before Lanterna sends the difference; and the same with the list of what is near and
 * the marks on the map, their lens made afresh each frame as the screen does, with the real
 * game data. Run: {@code mvn -B -Pbench test-compile exec:exec -Dbench=Render}.
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

    private ScreenRenderer renderer;
    private BasicTextImage image;
    private TerminalSize terminal;
    private View view;
    private WorldSnapshot world;
    private Knowledge knowledge;
    private Area mapArea;

    @Setup
    public void setUp() throws IOException {
        String[] wh = size.split("x");
        terminal = new TerminalSize(Integer.parseInt(wh[0]), Integer.parseInt(wh[1]));
        image = new BasicTextImage(terminal);
        ObjectCatalog catalog = new ObjectLoader().load(DataDirectory.open(Captures.dataDir()), (d, t) -> {});
        Keymap keymap = KeymapLoader.defaults();
        renderer = new ScreenRenderer(
                new GlyphBook(GlyphTheme.defaults(), catalog),
                new Painter(new Palette(Palette.Depth.INDEXED256)),
                catalog);
        world = Replay.of("crowd.cap").world().snapshot();
        DataDirectory dir = DataDirectory.open(Captures.dataDir());
        knowledge = Knowledge.of(catalog, TransitionBook.load(dir, catalog), Biomes.load(dir));
        Rect map = Layout.compute(terminal.getColumns(), terminal.getRows(), true)
                .orElseThrow()
                .get(Layout.Pane.MAP);
        mapArea = Lens.areaOf(map, world.ourPosition());
        view = new View(
                world,
                Keymap.Mode.NORMAL,
                world.ourPosition(),
                world.ourPosition(),
                false,
                0,
                Optional.empty(),
                Optional.empty(),
                false,
                Optional.empty(),
                false,
                OptionalLong.of(40),
                1200,
                30,
                300,
                Optional.empty());
    }

    @Benchmark
    public Object composeFrame() {
        return renderer.draw(image.newTextGraphics(), terminal, view);
    }

    @Benchmark
    public Object composeFrameWithSidebar() {
        Lens lens = new Lens(new Sight(world, knowledge), mapArea, Optional.empty(), true, Map.of("use", "g"));
        View withLens = new View(
                world,
                Keymap.Mode.NORMAL,
                world.ourPosition(),
                world.ourPosition(),
                false,
                0,
                Optional.empty(),
                Optional.empty(),
                false,
                Optional.empty(),
                false,
                OptionalLong.of(40),
                1200,
                30,
                300,
                Optional.empty(),
                Optional.of(lens));
        return renderer.draw(image.newTextGraphics(), terminal, withLens);
    }
}
