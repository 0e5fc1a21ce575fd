package ohol.tui.onelife.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Fields read a line in place; they must read exactly what splitting and parsing each field would. */
class FieldsTest {
    @Test
    void fieldsAreCutAtRunsOfSpacesAfterStrippingTheLine() {
        Fields f = new Fields("  \t12   -7 +3\tx  0.50 \r");
        assertEquals(4, f.remaining());
        assertEquals(12, f.integer());
        assertEquals(-7, f.integer());
        assertTrue(f.nextIs("+3\tx") && !f.nextIs("+3"), "a tab inside a field belongs to it");
        assertEquals("+3\tx", f.text());
        assertEquals(0.5, f.decimal());
        assertFalse(f.hasMore());
        f.end();
        assertEquals(0, new Fields("   ").remaining());
    }

    @Test
    void restKeepsTheLineAsWritten() {
        Fields f = new Fields("11/0 HELLO  THERE   WORLD  ");
        assertEquals(List.of(11, 0), f.joinedIntegers('/', 2));
        assertEquals("HELLO  THERE   WORLD", f.rest());
        assertFalse(f.hasMore());
        assertEquals("", f.rest());
    }

    @Test
    void badFieldsThrowTheParseError() {
        assertThrows(MalformedLineException.class, () -> new Fields("2147483648").integer());
        assertThrows(MalformedLineException.class, () -> new Fields("12x").integer());
        assertThrows(MalformedLineException.class, () -> new Fields("").integer());
        assertThrows(MalformedLineException.class, () -> new Fields("NaN").decimal());
        assertThrows(MalformedLineException.class, () -> new Fields("1e400").decimal());
        assertThrows(MalformedLineException.class, () -> new Fields("1 2").end());
        for (String bad : List.of("3/", "/3", "3//4", "3/4/5", "3", "a/4", "3/4x")) {
            assertThrows(MalformedLineException.class, () -> new Fields(bad).joinedIntegers('/', 2), bad);
        }
        assertEquals(List.of(3, 160), new Fields("3/160 rest").joinedIntegers('/', 2));
        assertEquals(
                List.of(12, -2147483648, 5, 2147483647),
                new Fields("000000000012 -2147483648 +5 2147483647").integers());
        assertEquals(List.of(-1, 2, 3), new Fields("-1_2_3").joinedIntegers('_', 3));
    }

    @Test
    void objectsAreReadInPlace() {
        Fields f = new Fields("33 292,31,32:40:41 0 5,");
        assertEquals(GameObject.of(33), f.object());
        GameObject basket = f.object();
        assertEquals(292, basket.id());
        assertEquals(
                List.of(
                        new GameObject.ContainedObject(31, List.of()),
                        new GameObject.ContainedObject(32, List.of(40, 41))),
                basket.contained());
        assertEquals(GameObject.NOTHING, f.object());
        assertThrows(MalformedLineException.class, f::object, "an empty contained id");
        for (String bad : List.of("1:2", "x", "1,,2", "1,2::3", "1,2:", "")) {
            assertThrows(MalformedLineException.class, () -> GameObject.parse(bad), bad);
            assertThrows(MalformedLineException.class, () -> new Fields(bad).object(), bad);
        }
        Fields ids = new Fields("-12 007 2147483647 -2147483648 +5 33x");
        assertEquals(
                List.of(GameObject.of(-12), GameObject.of(7), GameObject.of(Integer.MAX_VALUE)),
                List.of(ids.object(), ids.object(), ids.object()));
        assertEquals(List.of(GameObject.of(Integer.MIN_VALUE), GameObject.of(5)), List.of(ids.object(), ids.object()));
        assertThrows(MalformedLineException.class, ids::object);
        assertThrows(MalformedLineException.class, () -> new Fields("2147483648").object());
    }

    @Test
    void decimalsReadAsDoubleParseDoubleReadsThem() {
        SplittableRandom random = new SplittableRandom(437);
        String[] odd = {
            "0",
            "-0.00",
            "+1.5",
            ".5",
            "5.",
            "1e3",
            "0x1p3",
            "1.5d",
            "00000000000000000001.25",
            "9007199254740993",
            "123456789012345.6",
            "-",
            ".",
            "",
            "1.2.3",
            "1e",
            "Infinity",
            "--1"
        };
        for (String s : odd) {
            assertSame(s);
        }
        for (int i = 0; i < 20_000; i++) {
            double d = (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(12));
            assertSame(String.format(Locale.ROOT, "%." + random.nextInt(8) + "f", d));
        }
    }

    private static void assertSame(String s) {
        double expected;
        try {
            expected = Double.parseDouble(s);
            if (Double.isInfinite(expected)) {
                expected = Double.NaN;
            }
        } catch (NumberFormatException e) {
            expected = Double.NaN;
        }
        double got = Decimals.parse(
                ("x" + s + "y").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1), 1, s.length() + 1);
        assertEquals(Double.doubleToLongBits(expected), Double.doubleToLongBits(got), "'" + s + "'");
        if (s.isEmpty()) {
            return;
        }
        Fields f = new Fields(s + " 7"); // a field read in place, as the lines of messages are
        if (Double.isNaN(expected)) {
            assertThrows(MalformedLineException.class, f::decimal, s);
        } else {
            assertEquals(Double.doubleToLongBits(expected), Double.doubleToLongBits(f.decimal()), "field '" + s + "'");
            assertEquals(7, f.integer());
        }
    }
}
