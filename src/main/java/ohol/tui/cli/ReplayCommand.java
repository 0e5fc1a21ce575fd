package ohol.tui.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.text.ServerText;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.practice.PracticeObjects;
import ohol.tui.replay.RecordEntry;
import ohol.tui.replay.RecordingReader;
import ohol.tui.replay.ReplayClock;
import ohol.tui.replay.Replayer;
import ohol.tui.session.GameSession;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ohol-tui replay FILE}: plays a recording ({@code --record}) back. */
@Command(
        name = "replay",
        mixinStandardHelpOptions = true,
        versionProvider = BuildInfo.class,
        description =
                "Play a recorded life (see --record) back: --headless prints the JSON lines the live run printed.")
final class ReplayCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "A recording made with --record.")
    Path file;

    @Option(names = "--headless", description = "Print the JSON lines of the life as headless mode printed them.")
    boolean headless;

    @Option(names = "--data", description = "Game data folder (with objects/), for object names.")
    Path data;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (Files.isDirectory(file)) {
            throw new UserError(file + " is a folder, not a recording");
        }
        if (!headless) {
            throw new UserError("replay on the screen is not there yet: use --headless");
        }
        try (RecordingReader reader = open(file)) {
            GameSession.Parts parts = parts(reader, err);
            ReplayClock clock = new ReplayClock();
            HeadlessFrontEnd[] front = new HeadlessFrontEnd[1];
            Replayer replayer = new Replayer(reader, parts, clock, e -> front[0].show(e));
            front[0] = new HeadlessFrontEnd(replayer.session(), out, new PrintWriter(PrintWriter.nullWriter()));
            replayer.session().awaitKnowledge();
            replayer.run();
            out.flush();
            if (replayer.end().orElseThrow() instanceof RecordEntry.Damaged d) {
                err.println("ohol-tui: " + d.where() + "; replayed up to there");
                err.flush();
                return ExitCode.USER_ERROR.status();
            }
            return ExitCode.OK.status();
        }
    }

    private static RecordingReader open(Path file) throws UserError {
        try {
            return RecordingReader.open(file);
        } catch (RecordingReader.NotARecording e) {
            throw new UserError("cannot replay " + file + ": " + ServerText.clean(e.getMessage()));
        } catch (IOException e) {
            throw new UserError("cannot read " + file + ": " + ClientRunner.why(e));
        }
    }

    /** The game data the life was played with: the practice world's own table for a practice life without --data. */
    private GameSession.Parts parts(RecordingReader reader, PrintWriter err) throws UserError {
        GameData game = GameData.read(data);
        var objects = game.objects(err);
        ObjectCatalog catalog = !game.given() && reader.header().server().equals(Recordings.PRACTICE)
                ? PracticeObjects.builtIn().asCatalog()
                : objects.catalog();
        return new GameSession.Parts(catalog, game.transitions(), objects.biomes(), System::nanoTime);
    }
}
