package ohol.tui.onelife.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The PROXY header as a balancer writes it, whole, cut short, or hostile. */
class ProxyHeaderTest {
    private static ProxyHeader.Reading read(String text) throws ProxyHeader.Malformed {
        byte[] b = text.getBytes(StandardCharsets.US_ASCII);
        return ProxyHeader.read(b, 0, b.length);
    }

    @Test
    void aV1LineNamesTheClientAndItsLengthIsConsumed() throws Exception {
        String line = "PROXY TCP6 2001:db8::7 ::1 40000 22\r\n";
        var read = assertInstanceOf(ProxyHeader.Read.class, read(line + "SSH-2.0-x\r\n"));
        assertEquals(line.length(), read.length());
        assertEquals(
                "2001:db8:0:0:0:0:0:7", read.client().orElseThrow().getAddress().getHostAddress());
        assertEquals(40000, read.client().orElseThrow().getPort());
        assertEquals(
                Optional.empty(),
                assertInstanceOf(ProxyHeader.Read.class, read("PROXY UNKNOWN\r\n"))
                        .client());
    }

    @Test
    void aHeaderCutShortAsksForMore() throws Exception {
        assertInstanceOf(ProxyHeader.More.class, read("PRO"));
        assertInstanceOf(ProxyHeader.More.class, read("PROXY TCP4 203.0.113.7 127.0"));
        assertInstanceOf(ProxyHeader.More.class, read("\r\n\r\n\u0000\r\nQU"));
    }

    @Test
    void whatIsNotAHeaderOrBreaksItsBoundsIsRefused() {
        assertThrows(ProxyHeader.Malformed.class, () -> read("SSH-2.0-OpenSSH_9.6\r\n"));
        assertThrows(ProxyHeader.Malformed.class, () -> read("PROXY TCP4 " + "1".repeat(200)));
        assertThrows(ProxyHeader.Malformed.class, () -> read("PROXY TCP4 example.org 127.0.0.1 1 22\r\n"));
        assertThrows(ProxyHeader.Malformed.class, () -> read("PROXY TCP4 203.0.113.7 127.0.0.1 99999 22\r\n"));
        assertThrows(ProxyHeader.Malformed.class, () -> read("PROXY TCP4 ::1 127.0.0.1 1 22\r\n"));
        byte[] v2 = {0x0D, 0x0A, 0x0D, 0x0A, 0x00, 0x0D, 0x0A, 0x51, 0x55, 0x49, 0x54, 0x0A, 0x21, 0x11, (byte) 0xFF, 0
        };
        assertThrows(ProxyHeader.Malformed.class, () -> ProxyHeader.read(v2, 0, v2.length), "64 KiB announced");
    }
}
