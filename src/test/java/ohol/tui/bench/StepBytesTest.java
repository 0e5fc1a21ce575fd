package ohol.tui.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StepBytesTest {
    @Test
    void edgeScrollSendsFewerBytesThanACentredMapWhileWalking() {
        long[] centred = StepBytes.walk(false, 30);
        long[] edge = StepBytes.walk(true, 30);
        assertTrue(StepBytes.mean(centred) > 0 && StepBytes.mean(edge) > 0);
        assertTrue(StepBytes.mean(edge) < StepBytes.mean(centred),
                "edge-scroll " + StepBytes.mean(edge) + " vs centred " + StepBytes.mean(centred));
    }
}
