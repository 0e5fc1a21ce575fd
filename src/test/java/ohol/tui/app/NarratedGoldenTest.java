package ohol.tui.app;

import ohol.tui.Golden;
import org.junit.jupiter.api.Test;

/**
 * A practice life played through the narrated front-end by typed sentences (recorded by {@link
 * NarratedRecordingTest}) says the same sentences every run, compared whole with the golden
 * transcript {@code golden/narrate/practice-life.txt}: each typed line ({@code > ...}), then what
 * was said.
 */
class NarratedGoldenTest {
    @Test
    void aPracticeLifeTypedInSentencesIsNarratedAsTheGoldenSays() {
        String said = String.join("\n", NarratedReplay.replay(Transcript.read("narrated-practice-life"))) + "\n";
        Golden.assertMatches("narrate/practice-life", said);
    }
}
