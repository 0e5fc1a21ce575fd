package ohol.tui.crossfire.protocol;

import java.util.List;

/**
 * One command of the Crossfire server, decoded (the server's {@code socket/} code and JXClient's
 * decoder are the references for every field). Text fields are as sent: clean them before a
 * terminal or stream sees them.
 */
public sealed interface ServerMessage {
    /** The command word as sent, e.g. {@code map2}. */
    String command();

    <R> R accept(Handler<R> handler);

    /** One method per message: adding a message fails to compile until every handler knows it. */
    interface Handler<R> {
        R onVersion(Version m);

        R onSetup(Setup m);

        R onQuery(Query m);

        R onAddmeSuccess(AddmeSuccess m);

        R onAddmeFailed(AddmeFailed m);

        R onGoodbye(Goodbye m);

        R onNewMap(NewMap m);

        R onMap2(Map2 m);

        R onFace2(Face2 m);

        R onItem2(Item2 m);

        R onUpdItem(UpdItem m);

        R onDelItem(DelItem m);

        R onDelInv(DelInv m);

        R onPlayer(Player m);

        R onStats(Stats m);

        R onDrawExtInfo(DrawExtInfo m);

        R onDrawInfo(DrawInfo m);

        R onComc(Comc m);

        R onReplyInfo(ReplyInfo m);

        R onAnim(Anim m);

        R onAddSpell(AddSpell m);

        R onUpdSpell(UpdSpell m);

        R onDelSpell(DelSpell m);

        R onMagicMap(MagicMap m);

        R onAccountPlayers(AccountPlayers m);

        R onFailure(Failure m);

        R onIgnored(Ignored m);
    }

    /** {@code version CS SC TEXT}: the server's protocol versions and name. */
    record Version(int clientServer, int serverClient, String text) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onVersion(this);
        }

        public String command() {
            return "version";
        }
    }

    /** {@code setup KEY VALUE...}: what the server agreed to, in order. */
    record Setup(List<String> words) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onSetup(this);
        }

        public String command() {
            return "setup";
        }
    }

    /** {@code query FLAGS TEXT}: the server asks something (name, password, a new character's choices). */
    record Query(int flags, String text) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onQuery(this);
        }

        public static final int YES_NO = 0x1;
        public static final int SINGLE_CHAR = 0x2;
        public static final int HIDE_INPUT = 0x4;

        public String command() {
            return "query";
        }
    }

    record AddmeSuccess() implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onAddmeSuccess(this);
        }

        public String command() {
            return "addme_success";
        }
    }

    record AddmeFailed() implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onAddmeFailed(this);
        }

        public String command() {
            return "addme_failed";
        }
    }

    record Goodbye() implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onGoodbye(this);
        }

        public String command() {
            return "goodbye";
        }
    }

    /** {@code newmap}: the player is on another map; forget the old one. */
    record NewMap() implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onNewMap(this);
        }

        public String command() {
            return "newmap";
        }
    }

    /** {@code map2}: changes to the cells around the player, in view coordinates. */
    record Map2(List<MapUpdate> updates) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onMap2(this);
        }

        public String command() {
            return "map2";
        }
    }

    /** {@code face2 NUM SET CHECKSUM NAME}: what a face number is called. */
    record Face2(int face, int faceset, int checksum, String name) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onFace2(this);
        }

        public String command() {
            return "face2";
        }
    }

    /** {@code item2 LOCATION ITEMS}: items in one place (0 the ground, else a container's tag). */
    record Item2(long location, List<Item> items) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onItem2(this);
        }

        public String command() {
            return "item2";
        }
    }

    record UpdItem(ItemUpdate update) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onUpdItem(this);
        }

        public String command() {
            return "upditem";
        }
    }

    record DelItem(List<Long> tags) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onDelItem(this);
        }

        public String command() {
            return "delitem";
        }
    }

    /** {@code delinv TAG}: forget everything in a container (0: the ground). */
    record DelInv(long location) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onDelInv(this);
        }

        public String command() {
            return "delinv";
        }
    }

    /** {@code player TAG WEIGHT FACE NAME}: who we are. */
    record Player(long tag, long weight, long face, String name) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onPlayer(this);
        }

        public String command() {
            return "player";
        }
    }

    record Stats(List<Stat> stats) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onStats(this);
        }

        public String command() {
            return "stats";
        }
    }

    /** {@code drawextinfo COLOR TYPE SUBTYPE TEXT}: a message for the player, with its colour and kind. */
    record DrawExtInfo(int flags, int type, int subtype, String text) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onDrawExtInfo(this);
        }

        public String command() {
            return "drawextinfo";
        }

        /** The colour index (the {@code NDI_} colours: 0 black ... 12 tan). */
        public int colour() {
            return flags & 0xFF;
        }
    }

    /** {@code drawinfo COLOR TEXT}: the older form of a message. */
    record DrawInfo(int flags, String text) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onDrawInfo(this);
        }

        public String command() {
            return "drawinfo";
        }
    }

    /** {@code comc SEQ TIME}: the server did our {@code ncom} number {@code seq}. */
    record Comc(int seq, long time) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onComc(this);
        }

        public String command() {
            return "comc";
        }
    }

    /** {@code replyinfo TYPE...}: the answer to a {@code requestinfo}. */
    record ReplyInfo(String text) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onReplyInfo(this);
        }

        public String command() {
            return "replyinfo";
        }
    }

    /** {@code anim NUM FLAGS FACES...}: the faces of an animation; a text map shows the first. */
    record Anim(int animation, int flags, List<Integer> faces) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onAnim(this);
        }

        public String command() {
            return "anim";
        }
    }

    /** {@code addspell SPELLS}: spells the character learned (all it knows, after the login). */
    record AddSpell(List<Spell> spells) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onAddSpell(this);
        }

        public String command() {
            return "addspell";
        }
    }

    /** {@code updspell FLAGS TAG COSTS}: a spell's costs or damage changed (the character's level, say). */
    record UpdSpell(long tag, java.util.OptionalInt mana, java.util.OptionalInt grace, java.util.OptionalInt damage)
            implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onUpdSpell(this);
        }

        public String command() {
            return "updspell";
        }
    }

    /** {@code delspell TAG}: a spell forgotten. */
    record DelSpell(long tag) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onDelSpell(this);
        }

        public String command() {
            return "delspell";
        }
    }

    /**
     * {@code magicmap}: the map round the player a magic mapping shows, {@code width} by
     * {@code height} cells row by row, the player at {@code playerX}, {@code playerY}; each cell a
     * byte: {@link #WALL} for what blocks the view, the colour (an {@code NDI_} index) in the low
     * bits, 0 for what the spell did not reach (the server strips {@code FACE_FLOOR}).
     */
    record MagicMap(int width, int height, int playerX, int playerY, byte[] cells) implements ServerMessage {
        /** Most cells a side: the server's map is 40 ({@code MAGIC_MAP_SIZE}). */
        public static final int MAX_SIDE = 256;
        /** The server's {@code FACE_WALL}. */
        public static final int WALL = 0x40;
        /** The server's {@code FACE_COLOR_MASK}. */
        public static final int COLOUR = 0x0F;

        public MagicMap {
            cells = cells.clone();
            if (cells.length != width * height) {
                throw new IllegalArgumentException("cells for " + width + " by " + height + ": " + cells.length);
            }
        }

        @Override
        public byte[] cells() {
            return cells.clone();
        }

        /** The cell's byte, 0 outside the map. */
        public int cell(int x, int y) {
            return x < 0 || y < 0 || x >= width || y >= height ? 0 : cells[y * width + x] & 0xFF;
        }

        public boolean wall(int x, int y) {
            return (cell(x, y) & WALL) != 0;
        }

        public int colour(int x, int y) {
            return cell(x, y) & COLOUR;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof MagicMap m
                    && m.width == width
                    && m.height == height
                    && m.playerX == playerX
                    && m.playerY == playerY
                    && java.util.Arrays.equals(m.cells, cells);
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(width, height, playerX, playerY, java.util.Arrays.hashCode(cells));
        }

        @Override
        public String toString() {
            return "MagicMap[" + width + "x" + height + " at " + playerX + "," + playerY + "]";
        }

        public <R> R accept(Handler<R> h) {
            return h.onMagicMap(this);
        }

        public String command() {
            return "magicmap";
        }
    }

    /** {@code accountplayers}: the characters of the account just logged in or created. */
    record AccountPlayers(List<AccountCharacter> characters) implements ServerMessage {
        public AccountPlayers {
            characters = List.copyOf(characters);
        }

        public <R> R accept(Handler<R> h) {
            return h.onAccountPlayers(this);
        }

        public String command() {
            return "accountplayers";
        }
    }

    /** {@code failure COMMAND REASON}: the server refused an account command ({@code accountlogin}...). */
    record Failure(String failed, String reason) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onFailure(this);
        }

        public String command() {
            return "failure";
        }
    }

    /** A command this client knows and has no use for (images, smoothing, animations, sounds...). */
    record Ignored(String command, int bytes) implements ServerMessage {
        public <R> R accept(Handler<R> h) {
            return h.onIgnored(this);
        }
    }
}
