package ohol.tui.onelife.protocol;

/** Where a {@link FrameDecoder} delivers what it reads. */
public interface FrameSink {
    void frame(Frame frame);

    /**
     * Something in the stream was wrong but could be stepped over (a compressed block that did not
     * inflate to its stated size, say); the stream continues after it.
     */
    void problem(String description);
}
