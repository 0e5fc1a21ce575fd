package ohol.tui.onelife.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.SplittableRandom;
import ohol.tui.Slow;
import org.junit.jupiter.api.Test;

/**
 * {@link Decimals#fixed} writes what {@code String.format(Locale.ROOT, "%.Nf", d)} writes, for
 * every value: the halves Java rounds up from its shortest digits ({@code 1.005} to {@code 1.01},
 * where C gives {@code 1.00}), carries through nines, tiny and huge values, negative zero and a
 * negative that rounds to zero, the values that are not numbers, and a hundred thousand random doubles of
 * every size.
 */
class DecimalsFixedTest {
    private static final int[] PLACES = {0, 1, 2, 3, 6};

    private static void same(double d) {
        for (int places : PLACES) {
            String expected = String.format(Locale.ROOT, "%." + places + "f", d);
            assertEquals(
                    expected,
                    Decimals.fixed(new StringBuilder(), d, places).toString(),
                    () -> "%." + places + "f of " + d);
        }
    }

    @Test
    void roundsAsTheFormatterDoes() {
        double[] hard = {
            0,
            -0.0,
            0.5,
            1.5,
            2.5,
            -0.5,
            0.125,
            1.005,
            2.675,
            9.995,
            99.995,
            0.005,
            0.0005,
            0.0049999,
            -0.001,
            0.45,
            0.05,
            0.95,
            9.5,
            19.5,
            14.42,
            0.30000000000000004,
            1e-7,
            5e-7,
            4.9999e-7,
            1e-320,
            Double.MIN_VALUE,
            1e7,
            1.5e7,
            123456789.125,
            1e15,
            1e15 + 0.5,
            1e16,
            1e20,
            1.7976931348623157e308,
            Double.MAX_VALUE,
            Double.NaN,
            Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY,
            999999.9999999,
            0.9999999,
            59.99,
            59.999,
            3.75,
            60.00,
            0.2,
            0.7
        };
        for (double d : hard) {
            same(d);
            same(-d);
        }
    }

    @Test
    @Slow
    void agreesOnRandomValuesOfEverySize() {
        SplittableRandom random = new SplittableRandom(25);
        for (int i = 0; i < 20_000; i++) {
            same(Double.longBitsToDouble(random.nextLong()));
            same(random.nextDouble() * 100);
            same(random.nextInt(1_000_000) / 1000.0);
            same(random.nextInt(100_000) / 200.0 - 250);
            same(Math.floor(random.nextDouble() * 120));
        }
    }
}
