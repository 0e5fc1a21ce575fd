package ohol.tui.onelife.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.PlayerPointer.Label;
import org.junit.jupiter.api.Test;

/** What the fields of the less obvious messages mean, beyond surviving a round trip. */
class MessageFieldsTest {

    @Test
    void speechWithAMapPointerKeepsTheWordsApart() {
        var says = (PlayerSays) Wire.decodeOne("PS\n38499/0 :SPECIAL SPOT *map 13 6 92\n#");
        PlayerSays.Speech speech = says.speeches().get(0);
        assertEquals(38499, speech.playerId());
        assertEquals(":SPECIAL SPOT", speech.spoken());
        assertEquals(Optional.of(new MapPointer(13, 6, OptionalLong.of(92))), speech.map());
        assertEquals(Optional.empty(), speech.player());
        assertEquals(":SPECIAL SPOT *map 13 6 92", speech.text());
    }

    @Test
    void speechWithAPlayerPointerNamesThePlayerAndWhereTheyAre() {
        var says = (PlayerSays)
                Wire.decodeOne("PS\n38501/0 OUTSIDER NAMELESS PERSON IS MY NEW FOLLOWER *visitor 38500 *map 3 0\n#");
        PlayerSays.Speech speech = says.speeches().get(0);
        assertEquals("OUTSIDER NAMELESS PERSON IS MY NEW FOLLOWER", speech.spoken());
        assertEquals(Optional.of(new PlayerPointer(Label.VISITOR, 38500)), speech.player());
        assertEquals(Optional.of(new MapPointer(3, 0, OptionalLong.empty())), speech.map());
    }

    @Test
    void speechKnowsEveryDocumentedLabelAndTheMother() {
        for (Label label : Label.values()) {
            var speech = PlayerSays.Speech.of(1, false, "MY ONE *" + label.wire() + " 77 *map -4 -9");
            assertEquals(Optional.of(new PlayerPointer(label, 77)), speech.player(), label.wire());
            assertEquals("MY ONE", speech.spoken());
        }
        var unknown = PlayerSays.Speech.of(1, false, "WHO *stranger 77 *map -4 -9");
        assertEquals(Optional.empty(), unknown.player());
        assertEquals("WHO *stranger 77", unknown.spoken());
        assertEquals(Optional.of(new MapPointer(-4, -9, OptionalLong.empty())), unknown.map());
    }

    @Test
    void speechWithAStarThatIsNoPointerIsPlainText() {
        var speech = PlayerSays.Speech.of(5, true, "CURSE *map MAKER");
        assertEquals("CURSE *map MAKER", speech.spoken());
        assertEquals(Optional.empty(), speech.map());
        assertTrue(speech.curse());
    }

    @Test
    void speechInTheOldFormatWithoutCurseFlagIsRead() {
        var says = (PlayerSays) Wire.decodeOne("PS\n1432 HELLO THERE\n#");
        assertEquals(
                PlayerSays.Speech.of(1432, false, "HELLO THERE"),
                says.speeches().get(0));
    }

    @Test
    void emoteTtlTellsPermanentAndNew() {
        var pe = (PlayerEmotes) Wire.decodeOne("PE\n1 4\n2 6 30\n3 17 -1\n4 17 -2\n#");
        List<PlayerEmotes.Emote> e = pe.emotes();
        assertEquals(OptionalInt.empty(), e.get(0).ttlSeconds());
        assertEquals(OptionalInt.of(30), e.get(1).ttlSeconds());
        assertEquals(
                List.of(false, false, true, true),
                e.stream().map(PlayerEmotes.Emote::permanent).toList());
        assertEquals(
                List.of(true, true, true, false),
                e.stream().map(PlayerEmotes.Emote::isNew).toList());
    }

    @Test
    void mapChangeTellsDropsFromTransitionsAndReadsContainers() {
        var mx = (MapChange) Wire.decodeOne("MX\n5 6 898 292,33,34:35 12\n7 8 0 33 -12\n9 9 0 0 -1\n#");
        MapChange.Change drop = mx.changes().get(0);
        assertEquals(898, drop.floorId());
        assertEquals(GameObject.parse("292,33,34:35"), drop.object());
        assertEquals(List.of(35), drop.object().contained().get(1).subContained());
        assertTrue(drop.isDrop());
        assertEquals(OptionalInt.of(12), drop.causedBy());
        assertFalse(mx.changes().get(1).isDrop());
        assertEquals(OptionalInt.of(12), mx.changes().get(1).causedBy());
        assertEquals(OptionalInt.empty(), mx.changes().get(2).causedBy());
        assertEquals(Optional.empty(), drop.slide());
    }

    @Test
    void graveMoveWithoutSwapFlagReadsAsNoSwap() {
        assertEquals(new GraveMove(3, 4, 5, 6, false), Wire.decodeOne("GM\n3 4 5 6\n#"));
        assertEquals(new GraveMove(3, 4, 5, 6, true), Wire.decodeOne("GM\n3 4 5 6 1\n#"));
    }

    @Test
    void dyingFlagsTheSick() {
        assertEquals(
                new Dying(List.of(new Dying.Wounded(31, true), new Dying.Wounded(32, false))),
                Wire.decodeOne("DY\n31 1\n32\n#"));
    }

    @Test
    void oldGraveAndStatueUnderscoreTheirTextAndMarkWhatIsMissing() {
        var go = (GraveOld) Wire.decodeOne("GO\n-8 -2 20 19 12.500000 EVE_HUNING 18 15 eve=15\n#");
        assertEquals(Optional.of("EVE HUNING"), go.name());
        assertEquals(12.5, go.deathAge());
        assertEquals(new Ancestors(List.of(18, 15), OptionalInt.of(15)), go.ancestors());
        assertEquals(Optional.empty(), ((GraveOld) Wire.decodeOne("GO\n1 2 44 19 -1.000000 ~ eve=44\n#")).name());

        var st = (StatueInfo) Wire.decodeOne("ST\n3 -4 19 34.500000 2.250000 EVE_HUNKA 199;0;0;0;0;0 I_LOVE_YOU\n#");
        assertEquals(Optional.of("EVE HUNKA"), st.name());
        assertEquals(Optional.of("I LOVE YOU"), st.finalWords());
        assertEquals(GameObject.of(199), st.clothing().hat());
        var silent = (StatueInfo) Wire.decodeOne("ST\n3 -4 19 60.000000 0.000000 ~ 0;0;0;0;0;0 -\n#");
        assertEquals(Optional.empty(), silent.name());
        assertEquals(Optional.empty(), silent.finalWords());
    }

    @Test
    void lineageCutShortStillNamesEve() {
        var ln = (Lineage) Wire.decodeOne("LN\n40 38 30 eve=15\n41 40\n#");
        assertEquals(
                new Ancestors(List.of(38, 30), OptionalInt.of(15)),
                ln.people().get(0).ancestors());
        assertEquals(OptionalInt.of(38), ln.people().get(0).ancestors().motherId());
        assertEquals(
                new Ancestors(List.of(40), OptionalInt.empty()),
                ln.people().get(1).ancestors());
    }

    @Test
    void globalMessageDecodesUnderscoresAndLineBreaks() {
        var ms = (GlobalMessage) Wire.decodeOne("MS\nEVE_JUST_DIED.**YOU_INHERITED_THEIR_PROPERTY.\n#");
        assertEquals("EVE_JUST_DIED.**YOU_INHERITED_THEIR_PROPERTY.", ms.wire());
        assertEquals("EVE JUST DIED.\nYOU INHERITED THEIR PROPERTY.", ms.text());
    }

    @Test
    void homelandNamedZeroHasExpired() {
        assertTrue(((Homeland) Wire.decodeOne("HL\n-200 300 0\n#")).expired());
        assertEquals(Optional.of("HUNGRIA"), ((Homeland) Wire.decodeOne("HL\n-200 300 HUNGRIA\n#")).familyName());
    }

    @Test
    void rocketAccountKeepsItsKeyOutOfToString() {
        var ra = (RocketAccount) Wire.decodeOne("RA\nAAAAA-BBBBB-CCCCC http://example.com/account/7#");
        assertEquals("AAAAA-BBBBB-CCCCC", ra.steamKey());
        assertEquals("http://example.com/account/7", ra.accountUrl());
        assertFalse(ra.toString().contains("AAAAA"), ra.toString());
        assertTrue(ra.toString().contains("http://example.com/account/7"), ra.toString());
    }

    @Test
    void noLifeTokensReadsWithOrWithoutTheRejectedLine() {
        assertEquals(new NoLifeTokens(), Wire.decodeOne("NO_LIFE_TOKENS\nREJECTED\n#"));
        assertEquals(new NoLifeTokens(), Wire.decodeOne("NO_LIFE_TOKENS\n#"));
    }

    @Test
    void idListsReadOnePerLineOrAllOnOneLine() {
        assertEquals(new Ghosts(List.of(31, 32)), Wire.decodeOne("GH\n31\n32#"));
        assertEquals(new ToolExperts(List.of(20, 22, 24)), Wire.decodeOne("TE\n20 22 24\n#"));
        assertEquals(new Healed(List.of(1, 2, 3)), Wire.decodeOne("HE\n1 2\n3\n#"));
    }

    @Test
    void fullServerReportsItsPlayerCount() {
        assertEquals(new ServerFull(new PlayerCount(160, 160)), Wire.decodeOne("SERVER_FULL\n160/160\n#"));
        assertEquals(new ShutdownMode(new PlayerCount(3, 160)), Wire.decodeOne("SHUTDOWN\n3/160\n#"));
    }

    @Test
    void followingAndExileSentinelsReadAsNoOne() {
        var fw = (Following) Wire.decodeOne("FW\n15 -1 -1\n16 15 0\n#");
        assertEquals(OptionalInt.empty(), fw.follows().get(0).leader());
        assertEquals(OptionalInt.of(15), fw.follows().get(1).leader());
        var ex = (Exiled) Wire.decodeOne("EX\n25 -1\n25 20\n#");
        assertEquals(
                List.of(true, false),
                ex.exiles().stream().map(Exiled.Exile::startsList).toList());
    }
}
