package ohol.tui.core.term;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The terminal hanging up (SIGHUP: its window closed, the ssh link dropped). Left alone, the JVM
 * would exit at once through its shutdown hooks, leaving the screen half drawn and the connection
 * unclosed. Installed, this hands the hangup to the client instead, so that the screen runner can
 * end the game properly (leave the screen, restore the terminal, close the connection) or, when
 * the player asked for it, go on playing without a screen. SIGINT and SIGTERM are left as they are.
 *
 * <p>Signals are only reachable through {@code sun.misc.Signal}, used here by reflection: naming
 * it in code is a compiler warning ("internal proprietary API") that this build treats as an error.
 *
 * <p>A process started with SIGHUP ignored, as {@code nohup} starts it, cannot catch it: the JVM
 * will not handle a hangup signal that was ignored when it started, and {@code sun.misc.Signal}
 * does not override that ({@link #catching()} is then false). A launcher that wants hangups caught
 * anyway can restore the default before Java starts: {@code env --default-signal=HUP java ...}
 * (GNU coreutils 8.31 and later).
 */
public final class Hangup implements AutoCloseable {
    private static final String SIGNAL = "sun.misc.Signal";
    private static final String HANDLER = "sun.misc.SignalHandler";

    private final AtomicBoolean heard = new AtomicBoolean();
    private final boolean catching;
    private final Restore restore;

    private interface Restore {
        public void run() throws ReflectiveOperationException;
    }

    private Hangup(Runnable onHangup) {
        Restore undo = () -> {};
        boolean caught = false;
        try {
            Class<?> signalClass = Class.forName(SIGNAL);
            Class<?> handlerClass = Class.forName(HANDLER);
            Object hup = signalClass.getConstructor(String.class).newInstance("HUP");
            Method handle = signalClass.getMethod("handle", signalClass, handlerClass);
            Object ignored = handlerClass.getField("SIG_IGN").get(null);
            Object handler = Proxy.newProxyInstance(
                    Hangup.class.getClassLoader(),
                    new Class<?>[] {handlerClass},
                    (proxy, method, args) -> switch (method.getName()) {
                        case "handle" -> {
                            // on the JVM's signal thread: onHangup must only hand the news on
                            if (heard.compareAndSet(false, true)) {
                                onHangup.run();
                            }
                            yield null;
                        }
                        case "equals" -> proxy == args[0];
                        case "hashCode" -> System.identityHashCode(proxy);
                        default -> "hangup handler";
                    });
            Object previous = handle.invoke(null, hup, handler);
            caught = previous != ignored;
            undo = () -> handle.invoke(null, hup, previous);
        } catch (InvocationTargetException e) {
            // no SIGHUP here (Windows), or the JVM keeps it (-Xrs): hangups are not ours to catch
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            // a Java without sun.misc.Signal: the same
        }
        this.catching = caught;
        this.restore = undo;
    }

    /**
     * Catches SIGHUP from now until {@link #close()}: {@code onHangup} runs once, on the JVM's
     * signal thread, when the terminal hangs up; it should only hand the news to the thread that
     * runs the game. Never throws: where hangups cannot be caught, {@link #catching()} says so.
     */
    public static Hangup install(Runnable onHangup) {
        return new Hangup(onHangup);
    }

    /** False when this process cannot catch SIGHUP: started with it ignored (nohup), or no such signal. */
    public boolean catching() {
        return catching;
    }

    /** True once the terminal has hung up. */
    public boolean heard() {
        return heard.get();
    }

    /** Gives SIGHUP back to whoever handled it before. */
    @Override
    public void close() {
        try {
            restore.run();
        } catch (ReflectiveOperationException | RuntimeException e) {
            // leaving: nothing more can be done about it
        }
    }
}
