package ohol.tui;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A unit test that spends seconds of CPU on purpose: a fuzz over a hundred thousand streams, every
 * way of cutting every capture, a race run for thousands of rounds. {@code mvn -B test -Pfast}
 * leaves these out, as it leaves out the {@link EndToEnd} ones; {@code mvn -B test} runs them.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Tag(Slow.TAG)
public @interface Slow {
    String TAG = "slow";
}
