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
 * Records the transcript {@link NarratedGoldenTest} replays: a life in a practice world with the
 * real game data, played through the narrated front-end by typed sentences, from birth to a meal
 * and to death by hunger. Run on purpose only ({@code mvn -B test -Dtest=NarratedRecordingTest
 * -Dtranscript.record=true}): a new recording changes the golden's input.
 */
@EnabledIfSystemProperty(named = "transcript.record", matches = "true")
@EndToEnd
class NarratedRecordingTest {
    static final String SCRIPT = String.join(
            "\n",
            "help",
            "status",
            "near",
            "where is food",
            "go to food",
            "wait 3",
            "pick up north",
            "eat",
            "status",
            "look",
            "look east",
            "find stone",
            "how do I make a sharp stone",
            "what can I do with this",
            "family",
            "say hello, anyone?",
            "go north 2",
            "use on west",
            "dance a jig",
            "help moving",
            "quiet",
            "verbose",
            "history 4",
            "wait 30",
            "status",
            "quit",
            "");

    @Test
    void aLifeTypedInSentencesEatsThenStarves() throws Exception {
        var config = PracticeConfig.defaults("pw")
                .withFoodPip(Duration.ofMillis(1500))
                .withData(RealData.catalog(), RealData::book);
        try (PracticeServer server = PracticeServer.start(config)) {
            Mailbox<News, ScriptInput> mailbox = new Mailbox<>();
            GameSession session = PracticeLogins.session(
                    server,
                    "narrated@x",
                    "pw",
                    new GameSession.Parts(RealData.catalog(), RealData::book, RealData.biomes(), System::nanoTime),
                    mailbox::news);
            session.awaitKnowledge();
            long start = System.nanoTime();
            session.begin();
            typeSlowly(mailbox);
            NarratedReplay loop = new NarratedReplay(session, new Mailbox<>(), System::nanoTime);
            List<Transcript.Entry> entries = new ArrayList<>();
            while (System.nanoTime() - start < Duration.ofSeconds(120).toNanos()) {
                long wait = Math.max(1, Math.min(Duration.ofSeconds(1).toNanos(), loop.nanosUntilDue()));
                Optional<Inbound<News, ScriptInput>> next = mailbox.next(wait);
                Transcript.Entry entry = entry((System.nanoTime() - start) / 1_000_000L, next);
                entries.add(entry);
                if (loop.turn(entry).isPresent()) {
                    break;
                }
            }
            new Transcript(entries).write("narrated-practice-life");
            System.out.println(String.join("\n", loop.lines()));
        }
    }

    /** Types the script as a player would, a line every 2 s; {@code wait N} is a pause of N s, not typed. */
    private static void typeSlowly(Mailbox<News, ScriptInput> mailbox) {
        Thread typist = new Thread(() -> {
            try {
                for (String line : SCRIPT.lines().toList()) {
                    if (line.startsWith("wait ")) {
                        Thread.sleep(1000L * Integer.parseInt(line.substring(5)));
                        continue;
                    }
                    Thread.sleep(2000);
                    mailbox.input(new ScriptInput.Line(line));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        typist.setDaemon(true);
        typist.start();
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
        } else if (in.isPresent() && in.get() instanceof Inbound.Input<News, ScriptInput> input) {
            if (input.input() instanceof ScriptInput.Line line) {
                return new Transcript.Line(millis, line.text());
            }
            return new Transcript.Ended(millis);
        }
        return new Transcript.Tick(millis);
    }
}
