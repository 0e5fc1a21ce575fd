package ohol.tui.onelife.gateway;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;

/**
 * The PROXY protocol header (HAProxy's, versions 1 and 2) a TCP balancer puts before the SSH
 * bytes: who the client really is. Read from the first bytes of a connection; a header that is
 * not whole yet asks for more, one that is malformed or longer than the protocol allows is
 * refused. {@code UNKNOWN} (v1) and {@code LOCAL} (v2, the balancer's own health check) name no
 * client: the connection's own address (the balancer's) stands, and is counted and logged as any.
 */
final class ProxyHeader {
    /** v1: "PROXY" ... CRLF, 107 bytes at most (the protocol's own bound). */
    static final int V1_MAX = 107;
    /** v2: 16 bytes, then addresses and TLVs; more than this is not a balancer's header. */
    static final int V2_MAX = 16 + 512;

    private static final byte[] V1 = "PROXY ".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] V2 = {0x0D, 0x0A, 0x0D, 0x0A, 0x00, 0x0D, 0x0A, 0x51, 0x55, 0x49, 0x54, 0x0A};

    /** What the first bytes say. */
    sealed interface Reading {}

    /** Not enough bytes yet. */
    record More() implements Reading {}

    /**
     * A whole header of {@code length} bytes; the client it names, if any; if none, {@code none}
     * says which header it was ({@code PROXY UNKNOWN}, {@code PROXY LOCAL}, ...).
     */
    record Read(int length, Optional<InetSocketAddress> client, String none) implements Reading {
        Read(int length, InetSocketAddress client) {
            this(length, Optional.of(client), "");
        }

        Read(int length, String none) {
            this(length, Optional.empty(), none);
        }
    }

    /** Not a PROXY header, or a broken one: the connection must go. */
    static final class Malformed extends Exception {
        private static final long serialVersionUID = 1L;

        Malformed(String why) {
            super(why);
        }
    }

    private ProxyHeader() {}

    /** Reads {@code length} bytes of {@code bytes} from {@code offset}. */
    static Reading read(byte[] bytes, int offset, int length) throws Malformed {
        if (startsWith(bytes, offset, length, V2)) {
            return v2(bytes, offset, length);
        }
        if (startsWith(bytes, offset, length, V1)) {
            return v1(bytes, offset, length);
        }
        int n = Math.min(length, Math.max(V1.length, V2.length));
        boolean couldBe = prefixOf(bytes, offset, n, V1) || prefixOf(bytes, offset, n, V2);
        if (couldBe) {
            return new More();
        }
        throw new Malformed("no PROXY header");
    }

    private static Reading v1(byte[] bytes, int offset, int length) throws Malformed {
        int end = -1;
        for (int i = 0; i + 1 < Math.min(length, V1_MAX); i++) {
            if (bytes[offset + i] == '\r' && bytes[offset + i + 1] == '\n') {
                end = i;
                break;
            }
        }
        if (end < 0) {
            if (length >= V1_MAX) {
                throw new Malformed("a PROXY v1 line longer than " + V1_MAX + " bytes");
            }
            return new More();
        }
        String[] words = new String(bytes, offset, end, StandardCharsets.US_ASCII).split(" ");
        if (words.length >= 2 && words[1].equals("UNKNOWN")) {
            return new Read(end + 2, "PROXY UNKNOWN");
        }
        if (words.length != 6 || !(words[1].equals("TCP4") || words[1].equals("TCP6"))) {
            throw new Malformed("a PROXY v1 line that is not TCP4/TCP6 with two addresses and ports");
        }
        InetAddress address = literal(words[2], words[1].equals("TCP4") ? 4 : 16);
        return new Read(end + 2, new InetSocketAddress(address, port(words[4])));
    }

    private static Reading v2(byte[] bytes, int offset, int length) throws Malformed {
        if (length < 16) {
            return new More();
        }
        int versionCommand = bytes[offset + 12] & 0xFF;
        int family = bytes[offset + 13] & 0xFF;
        int size = ((bytes[offset + 14] & 0xFF) << 8) | (bytes[offset + 15] & 0xFF);
        if (versionCommand >> 4 != 2) {
            throw new Malformed("a PROXY v2 header of another version");
        }
        if (16 + size > V2_MAX) {
            throw new Malformed("a PROXY v2 header longer than " + V2_MAX + " bytes");
        }
        if (length < 16 + size) {
            return new More();
        }
        int total = 16 + size;
        int command = versionCommand & 0x0F;
        if (command == 0) {
            return new Read(total, "PROXY LOCAL"); // the balancer itself
        }
        if (command != 1) {
            throw new Malformed("a PROXY v2 header with an unknown command");
        }
        int addressBytes =
                switch (family >> 4) {
                    case 1 -> 4; // IPv4
                    case 2 -> 16; // IPv6
                    default -> 0; // UNSPEC or a socket path: no client address
                };
        if (addressBytes == 0) {
            return new Read(total, "PROXY v2 without an IP address");
        }
        if (size < 2 * addressBytes + 4) {
            throw new Malformed("a PROXY v2 header too short for its addresses");
        }
        int at = offset + 16;
        byte[] source = Arrays.copyOfRange(bytes, at, at + addressBytes);
        int portAt = at + 2 * addressBytes;
        int port = ((bytes[portAt] & 0xFF) << 8) | (bytes[portAt + 1] & 0xFF);
        try {
            return new Read(total, new InetSocketAddress(InetAddress.getByAddress(source), port));
        } catch (UnknownHostException e) {
            throw new Malformed("a PROXY v2 address of a wrong length");
        }
    }

    /** An address written as digits (never looked up by name). */
    private static InetAddress literal(String text, int bytes) throws Malformed {
        boolean digits =
                bytes == 4 ? text.matches("[0-9]{1,3}(\\.[0-9]{1,3}){3}") : text.matches("[0-9a-fA-F:.]{2,45}");
        if (!digits) {
            throw new Malformed("a PROXY v1 address that is not an IPv" + (bytes == 4 ? 4 : 6) + " literal");
        }
        try {
            InetAddress a = InetAddress.getByName(text); // a literal: no name is looked up
            if (a.getAddress().length != bytes) {
                throw new Malformed("a PROXY v1 address of the other family");
            }
            return a;
        } catch (UnknownHostException e) {
            throw new Malformed("a PROXY v1 address that cannot be read");
        }
    }

    private static int port(String text) throws Malformed {
        if (!text.matches("[0-9]{1,5}") || Integer.parseInt(text) > 65535) {
            throw new Malformed("a PROXY v1 port that is not a port");
        }
        return Integer.parseInt(text);
    }

    private static boolean startsWith(byte[] bytes, int offset, int length, byte[] prefix) {
        return length >= prefix.length && prefixOf(bytes, offset, prefix.length, prefix);
    }

    /** Whether the first {@code n} bytes agree with {@code prefix}'s first {@code n}. */
    private static boolean prefixOf(byte[] bytes, int offset, int n, byte[] prefix) {
        for (int i = 0; i < Math.min(n, prefix.length); i++) {
            if (bytes[offset + i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
