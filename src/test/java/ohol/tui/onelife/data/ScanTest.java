package ohol.tui.onelife.data;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Numbers read as sscanf reads them: the whole ones without a string, the others by Double.parseDouble. */
class ScanTest {
    private static void sameAsParse(String text, String number) {
        double read = Scan.leadingDecimal(text, 0, text.length(), Double.NaN);
        assertEquals(
                Double.doubleToRawLongBits(Double.parseDouble(number)),
                Double.doubleToRawLongBits(read),
                text + " read as " + read);
    }

    @Test
    void decimalsReadExactlyAsJavaParsesThem() {
        for (String n : new String[] {
            "1.000000",
            "0.000000",
            "-0.000000",
            "0.250000",
            "12",
            "+3.0",
            ".5",
            ".0",
            "1.",
            "-7.000100",
            "123456789012345.000",
            "1234567890123456.0",
            "99999999999999999999.0",
            "1e3",
            "1.5E-2",
            "0.1"
        }) {
            sameAsParse(n, n);
        }
        sameAsParse("  7.000#rest", "7.000");
        sameAsParse("1e,2", "1");
        sameAsParse("2.50x", "2.50");
    }

    @Test
    void noNumberKeepsTheDefault() {
        assertEquals(4.5, Scan.leadingDecimal("abc", 0, 3, 4.5));
        assertEquals(4.5, Scan.leadingDecimal("-", 0, 1, 4.5));
        assertEquals(4.5, Scan.leadingDecimal(".", 0, 1, 4.5));
        assertEquals(4.5, Scan.leadingDecimal("", 0, 0, 4.5));
    }
}
