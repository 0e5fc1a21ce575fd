package ohol.tui.onelife.protocol.server;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.MalformedLineException;

/**
 * The table from wire tag to parser: the single source of truth for which server messages exist.
 * An unknown tag decodes to {@link Unknown}; a message that cannot be read at all is reported and
 * dropped; a multi-line message keeps its good lines and reports the bad ones.
 */
public final class ServerMessages {
    /**
     * Reads one frame of a known tag. Input it cannot read throws {@link MalformedLineException}
     * (the registry reports it and drops the message); anything else it throws is a fault in the
     * parser, not in the input, and is left to the caller ({@link ServerStream}) to see.
     */
    @FunctionalInterface
    public interface Parser {
        ServerMessage parse(Frame frame, Consumer<String> problems);
    }

    private static final ServerMessages STANDARD = new ServerMessages(Map.ofEntries(
            Map.entry("ACCEPTED", Accepted::parse),
            Map.entry("PU", PlayerUpdate::parse),
            Map.entry("MC", MapChunk::parse),
            Map.entry("FX", FoodChange::parse),
            Map.entry("FM", FrameEnd::parse),
            Map.entry("PONG", Pong::parse),
            Map.entry("AD", ApocalypseDone::parse),
            Map.entry("AP", Apocalypse::parse),
            Map.entry("BB", BadBiomes::parse),
            Map.entry("BW", BabyWiggle::parse),
            Map.entry("CR", Craving::parse),
            Map.entry("CS", CurseScoreChange::parse),
            Map.entry("CU", Cursed::parse),
            Map.entry("CX", CurseTokenChange::parse),
            Map.entry("DY", Dying::parse),
            Map.entry("EX", Exiled::parse),
            Map.entry("FD", FlightDest::parse),
            Map.entry("FL", Flip::parse),
            Map.entry("FW", Following::parse),
            Map.entry("GH", Ghosts::parse),
            Map.entry("GM", GraveMove::parse),
            Map.entry("GO", GraveOld::parse),
            Map.entry("GV", Grave::parse),
            Map.entry("HE", Healed::parse),
            Map.entry("HL", Homeland::parse),
            Map.entry("HX", HeatChange::parse),
            Map.entry("LN", Lineage::parse),
            Map.entry("LR", LearnedToolReport::parse),
            Map.entry("LS", LocationSays::parse),
            Map.entry("MN", MonumentCall::parse),
            Map.entry("MS", GlobalMessage::parse),
            Map.entry("MX", MapChange::parse),
            Map.entry("NM", Names::parse),
            Map.entry("NO_LIFE_TOKENS", NoLifeTokens::parse),
            Map.entry("OW", OwnerList::parse),
            Map.entry("PE", PlayerEmotes::parse),
            Map.entry("PH", PhotoSignature::parse),
            Map.entry("PJ", PosseJoin::parse),
            Map.entry("PM", PlayerMovesStart::parse),
            Map.entry("PO", PlayersOutOfRange::parse),
            Map.entry("PS", PlayerSays::parse),
            Map.entry("RA", RocketAccount::parse),
            Map.entry("REJECTED", Rejected::parse),
            Map.entry("RR", RocketRide::parse),
            Map.entry("SD", ForcedShutdown::parse),
            Map.entry("SERVER_FULL", ServerFull::parse),
            Map.entry("SHUTDOWN", ShutdownMode::parse),
            Map.entry("SN", LoginChallenge::parse),
            Map.entry("ST", StatueInfo::parse),
            Map.entry("TE", ToolExperts::parse),
            Map.entry("TS", ToolSlots::parse),
            Map.entry("VS", ValleySpacing::parse),
            Map.entry("VU", VogUpdate::parse),
            Map.entry("WR", WarReport::parse)));

    private final Map<String, Parser> byTag;

    private ServerMessages(Map<String, Parser> byTag) {
        this.byTag = Map.copyOf(byTag);
    }

    public static ServerMessages standard() {
        return STANDARD;
    }

    public Set<String> tags() {
        return byTag.keySet();
    }

    /**
     * Decodes a frame. Empty when the message was unreadable as a whole (the reason went to
     * {@code problems}); an unknown tag gives {@link Unknown}. Only the parse error is caught
     * here: a parser that throws anything else has a bug, which must show (in the fuzz test).
     */
    public Optional<ServerMessage> decode(Frame frame, Consumer<String> problems) {
        return Optional.ofNullable(read(frame, new Reports(problems)));
    }

    /** As {@link #decode}, null where that is empty: for the stream, which reads every message. */
    ServerMessage read(Frame frame, Reports reports) {
        Parser parser = byTag.get(frame.tag());
        if (parser == null) {
            return new Unknown(frame.tag(), frame.lines());
        }
        try {
            return parser.parse(frame, reports);
        } catch (MalformedLineException e) {
            reports.accept(frame.tag() + ": skipped message: " + e.getMessage() + " in " + quote(frame));
            return null;
        }
    }

    /** Reports quote the server's bytes: they leave here cleaned, whoever prints them. */
    static final class Reports implements Consumer<String> {
        private final Consumer<String> problems;

        Reports(Consumer<String> problems) {
            this.problems = problems;
        }

        @Override
        public void accept(String problem) {
            problems.accept(ServerText.clean(problem, ServerText.MAX_REPORT));
        }
    }

    /** The start of a frame's lines, enough to recognise it in a report. */
    private static String quote(Frame frame) {
        StringBuilder sb = new StringBuilder("[");
        for (String line : frame.lines()) {
            if (sb.length() > ServerText.MAX_REPORT) {
                break;
            }
            sb.append(sb.length() > 1 ? ", " : "").append(line, 0, Math.min(line.length(), ServerText.MAX_REPORT));
        }
        return sb.append(']').toString();
    }
}
