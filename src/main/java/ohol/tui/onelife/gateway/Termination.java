package ohol.tui.onelife.gateway;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

/**
 * SIGTERM and SIGINT handed to the gateway instead of ending the JVM at once, so that it can tell
 * every player and close their connections before it exits with status 0. Reached through
 * {@code sun.misc.Signal} by reflection, as {@code core.term.Hangup} does (naming it is a compiler
 * warning this build treats as an error); where signals cannot be caught, nothing is installed
 * and the JVM's own shutdown ends the process.
 */
public final class Termination {
    private Termination() {}

    /** Runs {@code onSignal} (on the JVM's signal thread; it should only hand the news on) at SIGTERM or SIGINT. */
    public static void install(Runnable onSignal) {
        for (String name : new String[] {"TERM", "INT"}) {
            try {
                Class<?> signalClass = Class.forName("sun.misc.Signal");
                Class<?> handlerClass = Class.forName("sun.misc.SignalHandler");
                Object signal = signalClass.getConstructor(String.class).newInstance(name);
                Method handle = signalClass.getMethod("handle", signalClass, handlerClass);
                Object handler = Proxy.newProxyInstance(
                        Termination.class.getClassLoader(), new Class<?>[] {handlerClass}, (proxy, method, args) -> {
                            switch (method.getName()) {
                                case "handle":
                                    onSignal.run();
                                    return null;
                                case "equals":
                                    return proxy == args[0];
                                case "hashCode":
                                    return System.identityHashCode(proxy);
                                default:
                                    return "gateway termination handler";
                            }
                        });
                handle.invoke(null, signal, handler);
            } catch (InvocationTargetException e) {
                // this signal is the JVM's own here (-Xrs): its shutdown ends the process
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                // no sun.misc.Signal: the same
            }
        }
    }
}
