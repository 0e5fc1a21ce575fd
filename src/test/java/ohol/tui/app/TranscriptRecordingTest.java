package ohol.tui.app;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.EndToEnd;
import ohol.tui.RealData;
import ohol.tui.core.loop.Inbound;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.onelife.practice.PracticeConfig;
import ohol.tui.onelife.practice.PracticeLogins;
import ohol.tui.onelife.practice.PracticeServer;
import ohol.tui.onelife.protocol.FrameEncoder;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.News;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Records the transcripts {@link GoldenJsonSessionTest} replays: headless lives in a practice
 * world with the real game data, driven by a script, as headless mode's loop takes them. Run on
 * purpose only ({@code mvn -B test -Dtest=TranscriptRecordingTest -Dtranscript.record=true}): a
 * new recording changes the goldens' input.
 */
@EnabledIfSystemProperty(named = "transcript.record", matches = "true")
@EndToEnd
class TranscriptRecordingTest {
    private static final String PASSWORD = "pw";

    @Test
    void anExplorerAsksEveryQuestionAndActs() throws Exception {
        String script = String.join(
                "\n",
                "find gooseberry",
                "hints",
                "recipe sharp stone",
                "recipe nothing like this",
                "look 3 1",
                "look 0 0",
                "scan 3",
                "places",
                "mark BIRTH STONE",
                "guide 1",
                "ping",
                "say HELLO",
                "emote 2",
                "say " + "LONG ".repeat(30),
                "no such verb",
                "cursor 1 1",
                "use 3 1",
                "wait 3",
                "hints",
                "use 1 0",
                "wait 2",
                "goto gooseberry",
                "wait 3",
                "travel BIRTH STONE",
                "wait 3",
                "move 5 0",
                "move 0 3",
                "move 0 -3",
                "wait 3",
                "family",
                "wait 1",
                "quit",
                "");
        record("practice-explorer", PracticeConfig.defaults(PASSWORD), script);
    }

    @Test
    void aLifeStarvesThenIsBornAgain() throws Exception {
        var config = PracticeConfig.defaults(PASSWORD)
                .withFoodPip(Duration.ofMillis(100))
                .withGoodbye(Duration.ofMillis(400));
        record(
                "practice-starved",
                config,
                "reborn\nfamily\nwait 4\nfamily\nmove 1 0\nreborn\nwait 0.5\nfamily\nscan 2\nquit\n");
    }

    private static void record(String name, PracticeConfig config, String script) throws Exception {
        config = config.withData(RealData.catalog(), RealData::book);
        try (PracticeServer server = PracticeServer.start(config)) {
            Mailbox<News, ScriptInput> mailbox = new Mailbox<>();
            GameSession session = PracticeLogins.session(
                    server,
                    name + "@x",
                    PASSWORD,
                    new GameSession.Parts(RealData.catalog(), RealData::book, RealData.biomes(), System::nanoTime),
                    mailbox::news);
            session.awaitKnowledge();
            long start = System.nanoTime();
            session.begin();
            Mailbox<News, ScriptInput> taken = new Mailbox<>();
            script.lines().forEach(l -> mailbox.input(new ScriptInput.Line(l)));
            mailbox.input(new ScriptInput.Ended());
            TranscriptReplay loop = new TranscriptReplay(session, taken, System::nanoTime);
            List<Transcript.Entry> entries = new ArrayList<>();
            while (System.nanoTime() - start < Duration.ofSeconds(60).toNanos()) {
                long wait = Math.max(1, Math.min(Duration.ofSeconds(1).toNanos(), loop.nanosUntilDue()));
                Optional<Inbound<News, ScriptInput>> next = mailbox.next(wait);
                Transcript.Entry entry = entry((System.nanoTime() - start) / 1_000_000L, next);
                entries.add(entry);
                if (loop.turn(entry).isPresent()) {
                    break;
                }
            }
            new Transcript(entries).write(name);
            System.out.println(String.join("\n", loop.lines()));
        }
    }

    private static Transcript.Entry entry(long millis, Optional<Inbound<News, ScriptInput>> in) {
        if (in.isPresent()
                && in.get() instanceof Inbound.News<News, ScriptInput> news
                && news.news() instanceof News.Net net) {
            if (net.event() instanceof NetEvent.Received<ServerMessage> r) {
                return new Transcript.Hear(
                        millis, net.life(), FrameEncoder.encode(r.message().toFrame()));
            }
            if (net.event() instanceof NetEvent.Closed<ServerMessage> c) {
                return new Transcript.Closed(millis, net.life(), c.reason());
            }
        } else if (in.isPresent()
                && in.get() instanceof Inbound.Input<News, ScriptInput> input
                && input.input() instanceof ScriptInput.Line line) {
            return new Transcript.Line(millis, line.text());
        } else if (in.isPresent()
                && in.get() instanceof Inbound.Input<News, ScriptInput> input
                && input.input() instanceof ScriptInput.Ended) {
            return new Transcript.Ended(millis);
        }
        return new Transcript.Tick(millis);
    }
}
