package ohol.tui;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test that plays end to end: over a real socket (a practice server, a scripted or replayed
 * one, an SSH gateway), in a child process, or letting real time pass. {@code mvn -B test -Pfast}
 * leaves these out; {@code mvn -B test} and {@code verify} run them all. The tag's name lives
 * here and in the pom's {@code fast} profile only.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Tag(EndToEnd.TAG)
public @interface EndToEnd {
    String TAG = "e2e";
}
