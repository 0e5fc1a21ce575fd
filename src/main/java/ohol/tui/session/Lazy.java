package ohol.tui.session;

import java.util.function.Supplier;

/** A value made the first time it is asked for, then kept. Confined to one thread. */
final class Lazy<T> implements Supplier<T> {
    private Supplier<T> maker;
    private T value;

    Lazy(Supplier<T> maker) {
        this.maker = maker;
    }

    @Override
    public T get() {
        if (maker != null) {
            value = maker.get();
            maker = null;
        }
        return value;
    }
}
