package ohol.tui.onelife.narrate;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What is typed while logging in is answered after the life's beginning is said, help too. */
class LoginOrderTest {
    @Test
    void helpTypedWhileLoggingInIsAnsweredAfterALifeBegins() {
        List<String> said = NarrationReplay.of("idle.cap", List.of("help", "status")).said.stream()
                .map(NarrationReplay.Line::text)
                .toList();
        int begins = said.indexOf("A life begins.");
        int help = -1;
        int status = -1;
        for (int i = 0; i < said.size(); i++) {
            help = help < 0 && said.get(i).startsWith("Help topics:") ? i : help;
            status = status < 0 && said.get(i).startsWith("Aged ") ? i : status;
        }
        assertTrue(begins >= 0 && help >= 0 && status >= 0, said.toString());
        assertTrue(begins < help && help < status, "a life begins, then help, then status: " + said);
    }
}
