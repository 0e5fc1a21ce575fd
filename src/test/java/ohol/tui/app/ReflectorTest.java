package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import ohol.tui.EndToEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(30)
@EndToEnd
class ReflectorTest {
    /** Short enough for a test, long enough for a loaded machine's first request (the client starts up in it). */
    private static final Reflector.Timing QUICK = new Reflector.Timing(Duration.ofMillis(1500), 3);

    private static Reflector.Answer ask(FakeReflector fake, String email, Optional<String> twin) throws Exception {
        return Reflector.at(fake.url(), QUICK).ask(email, twin);
    }

    @Test
    void aNormalReplyNamesTheServerAndTheVersionItRequires() throws Exception {
        try (var fake =
                new FakeReflector(n -> "server7.onehouronelife.com\n8005\n437\nhttp://example.org/update.php\nOK")) {
            var answer = ask(fake, "me@example.com", Optional.empty());
            var server = assertInstanceOf(Reflector.Server.class, answer);
            assertEquals("server7.onehouronelife.com", server.host());
            assertEquals(8005, server.port());
            assertEquals(437, server.requiredVersion());
            assertEquals("the reflector sends us to server7.onehouronelife.com:8005", answer.line());
        }
    }

    @Test
    void theQueryIsTheOfficialClientsWithTheEmailPercentEncodedAndTheTwinCodeHashed() throws Exception {
        try (var fake = new FakeReflector(n -> "h 1 1 u OK")) {
            ask(fake, "a+b c@example.com", Optional.of("secret party"));
            ask(fake, "me@example.com", Optional.empty());
            // SHA-1 of "secret party", upper-case hex, as the official client's computeSHA1Digest
            assertEquals(
                    "action=reflect&email=a%2Bb+c%40example.com&twin_code=0384155E5637FE042BA9D3CDB869E3807020D4EF",
                    fake.queries.get(0));
            assertEquals("action=reflect&email=me%40example.com", fake.queries.get(1));
        }
    }

    @Test
    void noneFoundMeansTheServersAreDown() throws Exception {
        try (var fake = new FakeReflector(n -> "NONE_FOUND\n0\n0\n0\nOK\n")) {
            var answer = ask(fake, "me@example.com", Optional.empty());
            assertInstanceOf(Reflector.NoneFound.class, answer);
            assertTrue(answer.line().contains("servers are down"), answer.line());
        }
    }

    @Test
    void aBodyWithDeniedIsARefusal() throws Exception {
        try (var fake = new FakeReflector(n -> "DENIED")) {
            assertInstanceOf(Reflector.Denied.class, ask(fake, "me@example.com", Optional.empty()));
        }
    }

    @Test
    void anythingElseIsABadAnswerSaidInOneCleanLine() throws Exception {
        for (String garbage : new String[] {
            "",
            "<html>502 Bad Gateway</html>",
            "h 8005 437 u",
            "h 8005 437 u NOTOK",
            "h notaport 437 u OK",
            "h 99999 437 u OK",
            "h 8005 437 u OK extra",
            "\u001b[2J 1 1 u OK x"
        }) {
            try (var fake = new FakeReflector(n -> garbage)) {
                var answer = ask(fake, "me@example.com", Optional.empty());
                assertInstanceOf(Reflector.BadAnswer.class, answer, garbage);
                assertEquals(1, answer.line().lines().count(), answer.line());
                assertTrue(!answer.line().contains("\u001b"), answer.line());
            }
        }
    }

    @Test
    void aRequestNotAnsweredInTimeIsAskedAgain() throws Exception {
        try (var fake = new FakeReflector(n -> n == 1 ? null : "h.example.org 8006 437 u OK")) {
            var answer = ask(fake, "me@example.com", Optional.empty());
            assertEquals(new Reflector.Server("h.example.org", 8006, 437, "u"), answer);
            assertTrue(fake.queries.size() >= 2, "asked again: " + fake.queries);
        }
    }

    @Test
    void aReflectorThatNeverAnswersIsGivenUpAfterItsTries() throws Exception {
        try (var fake = new FakeReflector(n -> null)) {
            var answer = Reflector.at(fake.url(), new Reflector.Timing(Duration.ofMillis(700), 2))
                    .ask("me@example.com", Optional.empty());
            assertInstanceOf(Reflector.NoAnswer.class, answer);
            assertTrue(
                    answer.line().contains("did not answer (2 tries, last: no answer within 700 ms)"), answer.line());
        }
    }

    @Test
    void aUrlThatIsNotHttpIsTheUsersMistake() {
        for (String url : new String[] {"ftp://x/y", "not a url", "server.php"}) {
            var e = org.junit.jupiter.api.Assertions.assertThrows(UserError.class, () -> Reflector.at(url, QUICK));
            assertTrue(e.getMessage().startsWith("the reflector URL"), e.getMessage());
        }
    }
}
