package ohol.tui.onelife.data;

/**
 * What each step of the transition expansion did, counted as the official loader prints it at
 * start-up ("Auto-generated N transitions based on ..."), so that the two can be compared on the
 * same data.
 */
final class ExpansionCounts {
    int fromFiles;
    int categories;
    int patterns;
    /** By run of the generic-use step, which runs twice; so is {@link #genericAdded}. */
    final int[] genericChanged = new int[2];

    final int[] genericAdded = new int[2];
    int usedGenerated;
    int usedRemoved;
    int variableGenerated;
}
