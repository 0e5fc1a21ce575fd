package ohol.tui.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.OptionalInt;
import ohol.tui.onelife.data.DataDirectory;

/** The version of a game data folder ({@code dataVersionNumber.txt}), when it says. */
final class DataVersion {
    private DataVersion() {}

    /** The folder's version; empty without a folder, a file, or a number in it. */
    static OptionalInt of(Path dataDir) {
        if (dataDir == null) {
            return OptionalInt.empty();
        }
        try {
            return new DataDirectory(dataDir).dataVersion();
        } catch (IOException | RuntimeException e) {
            return OptionalInt.empty(); // reading the data will say what is wrong with the folder
        }
    }
}
