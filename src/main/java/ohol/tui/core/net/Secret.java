package ohol.tui.core.net;

/** A password or account key: usable, but never printed or logged by accident. */
public final class Secret {
    private final String value;

    public Secret(String value) {
        this.value = value;
    }

    public String reveal() {
        return value;
    }

    public boolean isEmpty() {
        return value.isEmpty();
    }

    @Override
    public String toString() {
        return "<secret>";
    }
}
