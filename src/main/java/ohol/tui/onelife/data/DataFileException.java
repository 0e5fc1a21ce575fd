package ohol.tui.onelife.data;

import java.nio.file.Path;

/** A data file that cannot be read as what its folder says it is; names the file and the reason. */
public final class DataFileException extends RuntimeException {
    private final String file;

    public DataFileException(String file, String reason) {
        super(file + ": " + reason);
        this.file = file;
    }

    public DataFileException(Path file, String reason) {
        this(file.toString(), reason);
    }

    /** The file, as the reader named it. */
    public String file() {
        return file;
    }
}
