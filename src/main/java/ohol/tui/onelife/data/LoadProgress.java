package ohol.tui.onelife.data;

/**
 * Told how far a load has come, so that a slow first load can show a bar. Calls come one at a
 * time with {@code done} rising to {@code total}, but not always from the caller's thread.
 */
@FunctionalInterface
public interface LoadProgress {
    LoadProgress NONE = (done, total) -> {};

    /** {@code done} of {@code total} files read. */
    void update(int done, int total);
}
