package ohol.tui.onelife.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.Golden;
import ohol.tui.app.TranscriptReplay;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.net.NetEvent;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.ActionSyntax;
import ohol.tui.onelife.knowledge.ObjectSearch;
import ohol.tui.onelife.knowledge.Recipes;
import ohol.tui.onelife.net.LoginException;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.FoodChange;
import ohol.tui.onelife.protocol.server.GlobalMessage;
import ohol.tui.onelife.protocol.server.HeatChange;
import ohol.tui.onelife.protocol.server.MapChange;
import ohol.tui.onelife.protocol.server.RemovalReason;
import ohol.tui.onelife.protocol.server.Unknown;
import ohol.tui.onelife.session.Answer;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.News;
import ohol.tui.onelife.session.SessionEvent;
import ohol.tui.onelife.sight.HowToMake;
import ohol.tui.onelife.sight.Offset;
import ohol.tui.onelife.sight.Sight;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.OurStats;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.Way;
import ohol.tui.onelife.world.WorldEvent;
import org.junit.jupiter.api.Test;

/**
 * Headless lines no replay gives: fields absent that a session always fills, numbers that are
 * not numbers (left out: JSON has none), text that needs escaping, empty lists, the largest ids. Each made by hand and
 * printed as headless mode prints it, compared byte for byte with {@code golden/json/corners.txt}.
 */
class GoldenJsonCornersTest {
    private static final String ODD = "\u0000\u001b[31m \"q\" \\ </b> & '=' \u00e9 \u2028 \ud83d\ude00";

    private static Action action(String line) {
        return ActionSyntax.parseLine(line).get(0);
    }

    private static List<SessionEvent> corners() {
        Recipes.Need hand = new Recipes.Need(0, "bare hand", false, Optional.empty());
        Recipes.Step wild = new Recipes.Step(33, "Stone", hand, hand, 33, "Stone", 0, "", Double.POSITIVE_INFINITY);
        Recipes.Need stone = new Recipes.Need(33, "Stone", true, Optional.of(wild));
        Recipes.Step step = new Recipes.Step(34, "Sharp Stone", stone, hand, -1, ODD, 0, "", Double.NaN);
        Answer.Spot spot = new Answer.Spot(3, ODD, "pointed", new Position(-5, 7), new Way(-5, 7, 7, "NW"), true);
        Family.Member member = new Family.Member(
                Integer.MIN_VALUE,
                ODD,
                Optional.of(ODD),
                "",
                false,
                Double.NEGATIVE_INFINITY,
                "unknown",
                Optional.empty(),
                false,
                Optional.of(""),
                false);
        return List.of(
                new SessionEvent.Received(new HeatChange(Double.NaN, Double.POSITIVE_INFINITY, -0.0)),
                new SessionEvent.Received(new FoodChange(0, 0, 0, 0, 1e20, -1, 0, Integer.MAX_VALUE)),
                new SessionEvent.Received(new GlobalMessage(ODD)),
                new SessionEvent.Received(new Unknown(ODD, List.of(ODD, ""))),
                new SessionEvent.Received(new MapChange(List.of(new MapChange.Change(
                        0, 0, 0, GameObject.NOTHING, 0, Optional.of(new MapChange.Slide(0, 0, 1e-7)))))),
                new SessionEvent.Happened(new WorldEvent.Followed(20, ODD, OptionalInt.empty(), "")),
                new SessionEvent.Happened(new WorldEvent.Born(21, OptionalInt.empty(), "")),
                new SessionEvent.Happened(new WorldEvent.Died(30, ODD, Double.NaN, RemovalReason.parse(ODD), false)),
                new SessionEvent.Happened(new WorldEvent.Died(11, "", 0.1, RemovalReason.parse(""), true)),
                new SessionEvent.Happened(
                        new WorldEvent.Said(11, ODD, ODD, true, true, Optional.of(new Position(-1, -1)))),
                new SessionEvent.Happened(new WorldEvent.StatsChanged(new OurStats(
                        -1,
                        0,
                        0,
                        0,
                        0,
                        Double.NaN,
                        Double.POSITIVE_INFINITY,
                        -0.0,
                        1e-9,
                        OptionalInt.of(0),
                        0,
                        0,
                        0,
                        0,
                        0))),
                new SessionEvent.Happened(new WorldEvent.PlaceSaid(-7, Integer.MAX_VALUE, ODD)),
                new SessionEvent.Happened(new WorldEvent.Notice("")),
                new SessionEvent.Happened(new WorldEvent.Emoted(99, ODD, -1, false)),
                new SessionEvent.Happened(new WorldEvent.ExiledBy(11, "", 11, "")),
                new SessionEvent.Happened(new WorldEvent.Wounded(12, ODD, false)),
                new SessionEvent.Happened(new WorldEvent.HealedUp(11, ODD)),
                new SessionEvent.Happened(new WorldEvent.Named(11, ODD)),
                new SessionEvent.Answered(new Answer.Recipe(new HowToMake(
                        ODD,
                        34,
                        "Sharp Stone",
                        false,
                        Optional.of(step),
                        List.of(new HowToMake.StepLine(1, 34, "Sharp Stone", ODD, List.of(ODD, ""), true))))),
                new SessionEvent.Answered(new Answer.Scan(0, List.of(), List.of())),
                new SessionEvent.Answered(new Answer.GoTo(
                        new ObjectSearch.Seen(1, ODD, ObjectSearch.Fit.PART, true, -3, 0),
                        new ohol.tui.onelife.world.Position(-3, 0))),
                new SessionEvent.Answered(new Answer.Found(
                        ODD, List.of(), List.of(new ObjectSearch.Match(2, ODD, ObjectSearch.Fit.START, true)))),
                new SessionEvent.Answered(new Answer.HintList(
                        5,
                        ODD,
                        List.of(
                                new Sight.Use(ODD, 5, ODD, -1, "", 0, "", 7, ODD, Optional.empty()),
                                new Sight.Use("", 0, "", 0, "", 0, "", 0, "", Optional.of(new Offset(0, -0)))))),
                new SessionEvent.Answered(new Answer.FamilyReport(
                        new Family.Report(List.of(member), Optional.empty(), List.of(), List.of(member), List.of()))),
                new SessionEvent.Answered(new Answer.PlaceList(List.of())),
                new SessionEvent.Answered(new Answer.Marked(spot)),
                new SessionEvent.Answered(new Answer.Guided(spot)),
                new SessionEvent.Answered(new Answer.Travelling(spot, 0)),
                new SessionEvent.Refused(action("say " + ODD), ODD),
                new SessionEvent.Sent(action("use 1 0"), ODD),
                new SessionEvent.Done(action("emote 3"), ODD),
                new SessionEvent.Failed(action("kill -1 0"), ODD, true),
                new SessionEvent.Failed(action("use 2 0"), ODD, false),
                new SessionEvent.Walked(action("move 0 0"), new Position(Integer.MIN_VALUE, 0), true),
                new SessionEvent.Replaced(action("move 9 9")),
                new SessionEvent.Trouble(ODD),
                new SessionEvent.Cut(action("say " + ODD), ODD, 1, 0),
                new SessionEvent.RoundTrip(Integer.MIN_VALUE, Long.MAX_VALUE),
                new SessionEvent.LifeBegan(0, Integer.MAX_VALUE),
                new SessionEvent.Closed(new CloseReason(CloseReason.Kind.PROTOCOL_ERROR, ODD)),
                new SessionEvent.Closed(new CloseReason(CloseReason.Kind.RESET, "")));
    }

    @Test
    void linesMadeByHandAreAsBefore() throws LoginException {
        long[] nanos = {1_000_000_000L};
        GameSession session = TranscriptReplay.session(() -> nanos[0], new ohol.tui.core.loop.Mailbox<>());
        session.begin();
        for (var m : ohol.tui.TestMaps.decode(
                ("PU\n11 19 0 0 0 0 0 0 0 0 -1 0.50 1 0 0 0 14.00 60.00 3.75" + " 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#")
                        .getBytes(java.nio.charset.StandardCharsets.US_ASCII))) {
            session.take(new News.Net(1, new NetEvent.Received<>(m)));
        }
        session.takeEvents();
        StringWriter out = new StringWriter();
        JsonPrinter printer =
                new JsonPrinter(session, new Json(), new PrintWriter(out), new PrintWriter(new StringWriter()));
        for (SessionEvent e : corners()) {
            e.accept(printer);
        }
        Golden.assertMatches("json/corners", out.toString());
        for (String line : out.toString().split("\n")) {
            assertStrictJson(line);
        }
    }

    /** Reads {@code line} as strict JSON, every token, as JavaScript's JSON.parse would: no NaN, no Infinity. */
    private static void assertStrictJson(String line) {
        try (JsonReader r = new JsonReader(new StringReader(line))) {
            r.setStrictness(Strictness.STRICT);
            int depth = 0;
            do {
                switch (r.peek()) {
                    case BEGIN_OBJECT -> {
                        r.beginObject();
                        depth++;
                    }
                    case END_OBJECT -> {
                        r.endObject();
                        depth--;
                    }
                    case BEGIN_ARRAY -> {
                        r.beginArray();
                        depth++;
                    }
                    case END_ARRAY -> {
                        r.endArray();
                        depth--;
                    }
                    case NAME -> r.nextName();
                    case STRING -> r.nextString();
                    case NUMBER -> r.nextDouble();
                    case BOOLEAN -> r.nextBoolean();
                    case NULL -> r.nextNull();
                    case END_DOCUMENT -> throw new AssertionError("ended early: " + line);
                }
            } while (depth > 0);
            assertEquals(JsonToken.END_DOCUMENT, r.peek(), line);
        } catch (IOException e) {
            throw new AssertionError("not strict JSON: " + e.getMessage() + ": " + line, e);
        }
    }
}
