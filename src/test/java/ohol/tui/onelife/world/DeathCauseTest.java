package ohol.tui.onelife.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import ohol.tui.Captures;
import ohol.tui.onelife.data.DataDirectory;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectLoader;
import ohol.tui.onelife.protocol.server.RemovalReason;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The server's death reasons in the official client's words and in plain sentences. */
class DeathCauseTest {
    private static ObjectCatalog catalog;

    @BeforeAll
    static void loadData() throws Exception {
        catalog = new ObjectLoader().load(DataDirectory.open(Captures.dataDir()), (done, total) -> {});
    }

    private static DeathCause of(String wire, double age) {
        return DeathCause.of(RemovalReason.parse(wire), age, Optional.empty(), catalog, false);
    }

    @Test
    void hungerIsABabysWhenYoung() {
        assertEquals("STARVATION", of("reason_hunger", 0.64).cause());
        assertEquals(
                "You starved as a baby: nobody fed you or held you.",
                of("reason_hunger", 0.64).sentence());
        assertEquals("You starved: your food ran out.", of("reason_hunger", 30).sentence());
    }

    @Test
    void suddenInfantDeathIsExplained() {
        DeathCause sid = of("reason_SID", 0.5);
        assertEquals("SUDDEN INFANT DEATH", sid.cause());
        assertTrue(sid.meaning().contains("under 2") && sid.meaning().contains("feeds or holds"), sid.meaning());
    }

    @Test
    void killersAndSicknessesAreNamedFromTheData() {
        String bear = catalog.find(631).map(d -> d.name()).orElseThrow();
        DeathCause killed =
                DeathCause.of(RemovalReason.parse("reason_killed_631"), 30, Optional.empty(), catalog, false);
        assertEquals("KILLED BY " + bear.toUpperCase(java.util.Locale.ROOT), killed.cause());
        assertTrue(killed.sentence().contains(bear), killed.sentence());
        DeathCause byWhom = DeathCause.of(
                RemovalReason.parse("reason_killed_631"), 30, Optional.of("your brother ABEL"), catalog, false);
        assertTrue(byWhom.sentence().startsWith("You were killed by your brother ABEL with"), byWhom.sentence());
        assertEquals("KILLED BY UNKNOWN WEAPON", of("reason_killed_999999", 30).cause());
        assertEquals(
                "SUCCUMBED TO UNKNOWN SICKNESS",
                of("reason_succumbed_999999", 30).cause());
    }

    @Test
    void theRestAsTheOfficialClientSaysThem() {
        assertEquals("OLD AGE", of("reason_age", 60).cause());
        assertEquals("NURSING STARVATION", of("reason_nursing_hunger", 1).cause());
        assertEquals("EXORCISM", of("reason_exorcism", 30).cause());
        assertEquals("SERVER SHUTDOWN", of("reason_exorcism_shutdown", 30).cause());
        assertEquals("CONNECTION LOST", of("reason_disconnected", 30).cause());
        assertEquals("UNKNOWN", of("", 30).cause());
        assertEquals(
                "THE APOCALYPSE",
                DeathCause.of(RemovalReason.parse(""), 30, Optional.empty(), catalog, true)
                        .cause());
    }
}
