package ohol.tui.onelife.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.FrameDecoder;
import ohol.tui.onelife.protocol.FrameEncoder;
import org.junit.jupiter.api.Test;

/**
 * Every tag in the registry has wire samples (from the protocol text or the captures, in the form
 * the server writes them), and each sample survives decode, {@code toFrame}, encode, decode.
 */
class ServerMessagesRoundTripTest {
    private static final Map<String, List<String>> FIXTURES = MessageSamples.BY_TAG;

    private static byte[] wire(String sample) {
        return MessageSamples.wire(sample);
    }

    @Test
    void everyRegisteredTagHasAFixtureAndEveryFixtureIsRegistered() {
        var missing = new TreeSet<>(ServerMessages.standard().tags());
        missing.removeAll(FIXTURES.keySet());
        assertTrue(missing.isEmpty(), "no round-trip fixture for " + missing);
        var unregistered = new TreeSet<>(FIXTURES.keySet());
        unregistered.removeAll(ServerMessages.standard().tags());
        assertTrue(unregistered.isEmpty(), "fixtures for tags the registry does not know: " + unregistered);
    }

    @Test
    void everyFixtureSurvivesDecodeEncodeDecode() {
        for (var entry : FIXTURES.entrySet()) {
            for (String sample : entry.getValue()) {
                List<String> problems = new ArrayList<>();
                List<Frame> frames = FrameDecoder.decodeAll(wire(sample), problems);
                assertEquals(1, frames.size(), sample);
                ServerMessage decoded = ServerMessages.standard()
                        .decode(frames.get(0), problems::add)
                        .orElseThrow();
                assertTrue(problems.isEmpty(), sample + ": " + problems);
                assertEquals(entry.getKey(), decoded.tag(), sample);
                assertFalse(decoded instanceof Unknown, sample);

                Frame encoded = decoded.toFrame();
                assertEquals(frames.get(0), encoded, "toFrame must give what the server sent: " + sample);
                assertEquals(List.of(decoded), Wire.decode(FrameEncoder.encode(encoded), problems), sample);
                if (!encoded.tag().equals("MC")) {
                    assertEquals(
                            List.of(decoded), Wire.decode(FrameEncoder.encodeCompressed(encoded), problems), sample);
                }
                assertTrue(problems.isEmpty(), sample + ": " + problems);
            }
        }
    }

    @Test
    void everyRecordDispatchesToItsOwnHandlerOverload() {
        for (List<String> samples : FIXTURES.values()) {
            ServerMessage message =
                    Wire.decode(wire(samples.get(0)), new ArrayList<>()).get(0);
            List<Class<?>> called = new ArrayList<>();
            var handler = (ServerMessageHandler) Proxy.newProxyInstance(
                    getClass().getClassLoader(), new Class<?>[] {ServerMessageHandler.class}, (proxy, method, args) -> {
                        called.add(method.getParameterTypes()[0]);
                        return null;
                    });
            message.dispatch(handler);
            assertEquals(List.of(message.getClass()), called, message.tag());
        }
    }

    @Test
    void decodesPlayerUpdateWithContainedObjects() {
        var pu = assertInstanceOf(
                PlayerUpdate.class,
                Wire.decode(wire(FIXTURES.get("PU").get(0)), new ArrayList<>()).get(0));
        var holder = assertInstanceOf(PlayerState.class, pu.players().get(1));
        assertEquals(292, holder.held().id());
        assertEquals(
                List.of(33, 34),
                holder.held().contained().stream().map(c -> c.id()).toList());
        assertEquals(List.of(35), holder.held().contained().get(1).subContained());
        assertEquals(
                List.of(33, 33),
                holder.clothing().backpack().contained().stream()
                        .map(c -> c.id())
                        .toList());
    }
}
