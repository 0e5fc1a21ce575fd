package ohol.tui.real;

import java.nio.file.Path;

/** The game data each real server plays with, in the shared folder beside the checkout. */
final class Data {
    private Data() {}

    private static Path shared() {
        return Path.of(System.getProperty("shared.dir", "../shared")).toAbsolutePath();
    }

    /** Today's data (version 437). */
    static String today() {
        return shared().resolve("ohol-data").toString();
    }

    /** The data an old era's server was built with ({@code 2016}: OneLifeData2; {@code 2015}: six objects). */
    static String era(String era) {
        return shared().resolve("servers").resolve(era).resolve("data").toString();
    }
}
