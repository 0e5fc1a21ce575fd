package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ohol.tui.it.Tmux;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Crossfire's screen on a real terminal (tmux, a shell with job control) against Debian's
 * crossfire-server: Ctrl-Z gives the terminal back to the shell, {@code fg} brings the screen back
 * drawn anew, and {@code Q} leaves with status 0, as One Hour One Life's screen does.
 */
@Timeout(90)
class CrossfireScreenIT {
    /** The rolled stats on the bottom line: Str, Dex, Con. */
    private static final Pattern STATS = Pattern.compile("Str (\\d+) Dex (\\d+) Con (\\d+)");

    /** The race on the account login's form. */
    private static final Pattern RACE = Pattern.compile("Race:  < ([a-z ]+) >");

    private final RealServers.Address server = RealServers.require("crossfire");
    private final String session = "cf-screen-" + ProcessHandle.current().pid() + "-" + System.nanoTime() % 100000;

    @Test
    void ctrlZSuspendsAndFgComesBackRedrawn() throws Exception {
        open(100, 30);
        try {
            // one job for the client and the status line (a stopped job's list would not go on to it)
            type("sh -c \"env OHOL_CROSSFIRE_PASSWORD=" + CrossfirePlayer.PASSWORD + " java -jar '" + LiveClient.jar()
                    + "' crossfire --login query --no-message-log --no-remember --host " + server.host() + " --port "
                    + server.port()
                    + " --name "
                    + CrossfirePlayer.newName() + "; echo STATUS=\\$?\"");
            created();
            until("the screen, in the world", s -> s.contains("HP "));
            Tmux.run("tmux", "-L", session, "send-keys", "-t", session, "C-z");
            String shell = until("the shell's word of the stopped job", s -> s.contains("Stopped"));
            assertTrue(!shell.contains("HP ") || shell.indexOf("Stopped") > shell.lastIndexOf("HP "), shell);
            Tmux.run(
                    "tmux",
                    "-L",
                    session,
                    "send-keys",
                    "-t",
                    session,
                    "C-l"); // the shell's screen cleared: all must come back
            type("fg");
            until("the screen drawn anew", s -> s.contains("HP ") && !s.contains("Stopped"));
            Tmux.run("tmux", "-L", session, "send-keys", "-t", session, "Q");
            until("the client gone, status 0", s -> s.contains("STATUS=0"));
        } finally {
            // a server of its own: another test's tmux (or its kill-server) never takes this one
            new ProcessBuilder("tmux", "-L", session, "kill-server").start();
        }
    }

    /**
     * The map is as large as the server allows that fits the terminal: at 80x24 the server's 25
     * columns by the 17 rows the messages leave, at 160x50 its largest, 25x25 (it was 11x11
     * whatever the terminal); a resize asks again. Where the {@code @} stands says the map's size:
     * the middle of what the server sends.
     */
    @Test
    void theMapFitsTheTerminalAndFollowsAResize() throws Exception {
        open(80, 24);
        try {
            type("env OHOL_CROSSFIRE_PASSWORD=" + CrossfirePlayer.PASSWORD + " java -jar '" + LiveClient.jar()
                    + "' crossfire --login query --no-message-log --no-remember --host " + server.host() + " --port "
                    + server.port()
                    + " --name "
                    + CrossfirePlayer.newName());
            created();
            until("the player in the middle of a 25x17 map", s -> playerAt(s, 12, 8));
            Tmux.run("tmux", "-L", session, "resize-window", "-t", session, "-x", "160", "-y", "50");
            until("the player in the middle of a 25x25 map", s -> playerAt(s, 12, 12));
            Tmux.run("tmux", "-L", session, "resize-window", "-t", session, "-x", "80", "-y", "24");
            until("the player in the middle of a 25x17 map again", s -> playerAt(s, 12, 8));
            Tmux.run("tmux", "-L", session, "send-keys", "-t", session, "Q");
        } finally {
            new ProcessBuilder("tmux", "-L", session, "kill-server").start();
        }
    }

    /**
     * A new character's stats and outlook are the player's: the screen shows the rolled stats and
     * waits; {@code y} rolls again (the server asks once more), {@code n} keeps them; space shows the
     * next outlook (the server describes it) and {@code d} takes it: the character is not the dwarf
     * the client used to take by itself.
     */
    @Test
    void aNewCharacterRollsAgainSwapsTwoStatsAndChoosesItsOutlook() throws Exception {
        open(80, 24);
        try {
            type("env OHOL_CROSSFIRE_PASSWORD=" + CrossfirePlayer.PASSWORD + " java -jar '" + LiveClient.jar()
                    + "' crossfire --login query --no-message-log --no-remember --host " + server.host() + " --port "
                    + server.port()
                    + " --name "
                    + CrossfirePlayer.newName());
            String rolled = until(
                    "the rolled stats and every key, whole at 80 columns",
                    s -> s.contains("y reroll  n keep  1-7 swap two"));
            assertTrue(rolled.contains("Str "), rolled);
            String before = rolled;
            keys("1");
            until("the swap's first stat taken", s -> s.contains("swap Str with: 1-7"));
            keys("3");
            String after = until("the swap done", s -> s.contains("1-7 swap two") && s.contains("Con done"));
            Matcher was = STATS.matcher(before);
            Matcher is = STATS.matcher(after);
            assertTrue(was.find() && is.find(), after);
            assertEquals(was.group(1), is.group(3), "Str went to Con: " + after);
            assertEquals(was.group(3), is.group(1), "Con went to Str: " + after);
            keys("y");
            keys("n");
            until("the outlooks, waiting for the player", s -> s.contains("d take this one"));
            keys("Space");
            until("the next outlook", s -> s.contains("next race"));
            keys("d");
            String playing = until("the character in the world", s -> s.contains("? for keys"));
            assertTrue(!playing.contains("the dwarf"), playing);
            keys("Q");
        } finally {
            new ProcessBuilder("tmux", "-L", session, "kill-server").start();
        }
    }

    /**
     * The account login's new character is the player's, made on a form as in the GTK client:
     * another race, a point taken from Dex and given to Str, then Enter; the server makes that
     * character (its title names the race chosen). The client used to take the server's first race
     * and class and share the points out evenly itself.
     */
    @Test
    void anAccountsNewCharacterIsMadeOnTheScreensForm() throws Exception {
        open(80, 24);
        try {
            type("env OHOL_CROSSFIRE_PASSWORD=" + CrossfirePlayer.PASSWORD + " java -jar '" + LiveClient.jar()
                    + "' crossfire --login account --no-message-log --no-remember --host " + server.host() + " --port "
                    + server.port()
                    + " --name "
                    + CrossfirePlayer.newName());
            String form = until(
                    "the form",
                    s -> s.contains("A new character: 0 of") && RACE.matcher(s).find());
            String first = race(form);
            keys("l");
            String other = until("another race", s -> RACE.matcher(s).find() && !race(s).equals(first));
            String chosen = race(other);
            for (String key : new String[] {"j", "j", "j", "h", "k", "l"}) {
                keys(key);
            }
            until("Dex given to Str", s -> s.contains(" Str    13") && s.contains(" Dex    11"));
            keys("Enter");
            String playing = until("the character in the world", s -> s.contains("? for keys"));
            assertTrue(playing.contains(" the " + chosen), "a " + chosen + ": " + playing);
            keys("Q");
        } finally {
            new ProcessBuilder("tmux", "-L", session, "kill-server").start();
        }
    }

    private static String race(String screen) {
        Matcher m = RACE.matcher(screen);
        return m.find() ? m.group(1) : "";
    }

    /**
     * The server drops a screen's player (here because the same character logs in elsewhere): the
     * client gives the terminal back and says why in one line, status 3. It used to say nothing.
     */
    @Test
    void aScreenTheServerDropsSaysWhyAndExitsThree() throws Exception {
        open(100, 30);
        String name = CrossfirePlayer.newName();
        try {
            type("sh -c \"env OHOL_CROSSFIRE_PASSWORD=" + CrossfirePlayer.PASSWORD + " java -jar '" + LiveClient.jar()
                    + "' crossfire --login query --no-message-log --no-remember --host " + server.host() + " --port "
                    + server.port()
                    + " --name "
                    + name
                    + "; echo STATUS=\\$?\"");
            created();
            CrossfirePlayer again = CrossfirePlayer.join(server, name);
            try {
                String shell = until(
                        "the client gone and its status", s -> java.util.regex.Pattern.compile("(?m)^STATUS=[0-9]")
                                .matcher(s)
                                .find());
                assertTrue(shell.contains("ohol-tui: the server closed the connection"), shell);
                assertTrue(shell.contains("STATUS=3"), shell);
            } finally {
                again.close();
            }
        } finally {
            new ProcessBuilder("tmux", "-L", session, "kill-server").start();
        }
    }

    /**
     * The item cursor and the message log on the real server: {@code i} puts the cursor on the
     * pack (the starting money), {@code x} examines it by its tag and the server's description
     * comes back; every message also went to the character's log under {@code XDG_STATE_HOME}; and
     * once the client is gone, {@code --servers} lists this server among those played on last.
     */
    @Test
    void theItemCursorExaminesByTagAndTheLogKeepsTheMessages() throws Exception {
        java.nio.file.Path state = java.nio.file.Files.createTempDirectory("cf-state");
        String name = CrossfirePlayer.newName();
        open(100, 30);
        try {
            type("sh -c \"env XDG_STATE_HOME=" + state + " OHOL_CROSSFIRE_PASSWORD=" + CrossfirePlayer.PASSWORD
                    + " java -jar '" + LiveClient.jar() + "' crossfire --login query --host " + server.host()
                    + " --port " + server.port() + " --name " + name + "; echo STATUS=\\$?\"");
            created();
            until("the money in the pack", s -> s.contains("coin"));
            keys("i");
            until("the cursor's keys", s -> s.contains("Pack 1/") && s.contains("d drop"));
            keys("x");
            String examined = until(
                    "the server's description of the money", s -> s.contains("That is") || s.contains("Those are"));
            assertTrue(examined.contains("coin"), examined);
            keys("Escape");
            until("the cursor put away", s -> s.contains("? for keys")); // else Escape and F read as Alt-F
            keys("F");
            until("the filter named", s -> s.contains("F filter: important"));
            java.nio.file.Path log =
                    state.resolve("ohol-tui/crossfire/" + server.host() + "-" + server.port() + "/" + name + ".log");
            String kept = java.nio.file.Files.readString(log);
            assertTrue(kept.contains("entered the game") && kept.contains("coin"), kept);
            keys("Q");
            until("the client gone", s -> s.contains("STATUS=0"));
            // the server played on is remembered, as the GTK client's server list keeps it
            ProcessBuilder list = new ProcessBuilder(
                            "java",
                            "-jar",
                            LiveClient.jar().toString(),
                            "crossfire",
                            "--servers",
                            "--metaserver",
                            "http://127.0.0.1:9/")
                    .redirectErrorStream(true);
            list.environment().put("XDG_STATE_HOME", state.toString());
            Process servers = list.start();
            servers.getOutputStream().close();
            String listed =
                    new String(servers.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            servers.waitFor();
            assertTrue(listed.contains(server.host() + ":" + server.port()), "--servers listed: " + listed);
        } finally {
            new ProcessBuilder("tmux", "-L", session, "kill-server").start();
            try (var files = java.nio.file.Files.walk(state)) {
                files.sorted(java.util.Comparator.reverseOrder())
                        .forEach(f -> f.toFile().delete());
            }
        }
    }

    /**
     * The player's own keys and a run on the real server: {@code :bind say ...} then {@code X}
     * binds it and {@code X} says it; {@code J} runs south down the corridor (the sign at its end
     * comes with no other key) until {@code J} again; and the binding, kept under {@code
     * XDG_CONFIG_HOME}, is the name's again when it logs in anew (a new character of that name:
     * the server saves none without experience).
     */
    @Test
    void aBoundKeyAndARunAndTheBindingBackAtTheNextLogin() throws Exception {
        java.nio.file.Path config = java.nio.file.Files.createTempDirectory("cf-config");
        String name = CrossfirePlayer.newName();
        String client = "env XDG_CONFIG_HOME=" + config + " OHOL_CROSSFIRE_PASSWORD=" + CrossfirePlayer.PASSWORD
                + " java -jar '" + LiveClient.jar() + "' crossfire --no-message-log --host " + server.host()
                + " --port " + server.port() + " --name " + name;
        open(100, 30);
        try {
            type(client);
            created();
            keys(":");
            type("bind say quick hello");
            until("the key asked for", s -> s.contains("Press the key to bind"));
            keys("X");
            until("the binding said", s -> s.contains("X now sends: say quick hello"));
            keys("X");
            until("the server's echo", s -> s.contains("You say: quick hello"));
            keys("J");
            until("the run down the corridor", s -> s.contains("Running south") && s.contains("To begin choosing"));
            keys("J");
            until("the run stopped", s -> s.contains("? for keys"));
            keys("Q");
            until("the shell again", s -> s.contains("bash-") && !s.contains("? for keys"));
            java.nio.file.Path keys =
                    config.resolve("ohol-tui/crossfire/" + server.host() + "-" + server.port() + "/" + name + ".keys");
            assertTrue(java.nio.file.Files.readString(keys).contains("X say quick hello"), keys.toString());

            Tmux.run("tmux", "-L", session, "send-keys", "-t", session, "clear", "Enter");
            type(client);
            // the server keeps no character without experience ('You don't deserve to save yet'),
            // so it is made anew under the same name: the file is the name's
            created();
            until("a new screen", s -> !s.contains("quick hello"));
            keys("X");
            until("the binding read at login", s -> s.contains("You say: quick hello"));
            keys("Q");
        } finally {
            new ProcessBuilder("tmux", "-L", session, "kill-server").start();
            try (var files = java.nio.file.Files.walk(config)) {
                files.sorted(java.util.Comparator.reverseOrder())
                        .forEach(f -> f.toFile().delete());
            }
        }
    }

    /**
     * The skills list on the real server at 80x24: {@code S} lists the new dwarf's smithery with
     * its level and experience in the pack's place, Enter readies it (the server says so) and
     * {@code M} with no magic map yet says how to get one.
     */
    @Test
    void theSkillsListShowsTheServersSkillAndEnterReadiesIt() throws Exception {
        open(80, 24);
        try {
            type("env OHOL_CROSSFIRE_PASSWORD=" + CrossfirePlayer.PASSWORD + " java -jar '" + LiveClient.jar()
                    + "' crossfire --login query --no-message-log --no-remember --host " + server.host() + " --port "
                    + server.port() + " --name " + CrossfirePlayer.newName());
            created();
            keys("S");
            until(
                    "smithery at level 1 in the list",
                    s -> s.contains("Skills:") && s.matches("(?s).*smithery +L1 0xp.*"));
            keys("Enter");
            until("the server's word", s -> s.contains("Readied skill: smithery."));
            keys("Escape");
            until("the list put away", s -> s.contains("? for keys")); // else Escape and M read as Alt-M
            keys("M");
            until("no magic map yet", s -> s.contains("No magic map yet"));
            keys("Q");
        } finally {
            new ProcessBuilder("tmux", "-L", session, "kill-server").start();
        }
    }

    /** The new character's rolled stats and first outlook kept, as the player would. */
    private void created() throws Exception {
        until("the rolled stats", s -> s.contains("y reroll  n keep"));
        keys("n");
        until("the outlooks", s -> s.contains("d take this one"));
        keys("d");
        until("the character in the world", s -> s.contains("? for keys"));
    }

    private void keys(String key) throws Exception {
        Tmux.run("tmux", "-L", session, "send-keys", "-t", session, key);
    }

    /** Whether the first {@code @} in the map's corner of the screen is at {@code column}, {@code row}. */
    private static boolean playerAt(String screen, int column, int row) {
        String[] rows = screen.split("\n", -1);
        for (int r = 0; r < Math.min(25, rows.length); r++) {
            int c = rows[r].indexOf('@');
            if (c >= 0 && c < 25) {
                return r == row && c == column;
            }
        }
        return false;
    }

    private void open(int columns, int rows) throws Exception {
        assumeTrue(Tmux.installed(), "tmux is not installed: apt-get install tmux");
        Tmux.run(
                "tmux",
                "-L",
                session,
                "new-session",
                "-d",
                "-s",
                session,
                "-x",
                String.valueOf(columns),
                "-y",
                String.valueOf(rows),
                "bash",
                "--norc",
                "--noprofile");
    }

    private void type(String line) throws Exception {
        Tmux.run("tmux", "-L", session, "send-keys", "-t", session, "-l", line);
        Tmux.run("tmux", "-L", session, "send-keys", "-t", session, "Enter");
    }

    private String until(String what, Predicate<String> condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(40);
        while (true) {
            String screen = Tmux.run("tmux", "-L", session, "capture-pane", "-p", "-t", session);
            if (condition.test(screen)) {
                return screen;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what + ":\n" + screen);
            }
            TimeUnit.MILLISECONDS.sleep(100); // polling a separate process: there is nothing to wait on
        }
    }
}
