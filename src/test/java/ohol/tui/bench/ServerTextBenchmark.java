package ohol.tui.bench;

import java.util.concurrent.TimeUnit;
import ohol.tui.core.text.ServerText;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Cleaning server text: a real speech (plain ASCII, the common case), the same speech laced with
 * escape sequences and bidi controls, and a megabyte of hostile text cut to the speech cap.
 * Run: {@code mvn -B -Pbench test-compile exec:exec -Dbench=ServerText}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ServerTextBenchmark {
    private final String plain = "OUTSIDER NAMELESS PERSON IS MY NEW FOLLOWER *visitor 38500 *map 3 0";
    private final String hostile =
            "\u001b]0;PWNED\u0007OUTSIDER \u202eNAMELESS\u202c \u009b31mPERSON\u200b IS MY NEW FOLLOWER";
    private final String megabyte = "HELLO \u202eTHERE \u001b]0;PWNED\u0007".repeat(40_000);

    @Benchmark
    public String plainSpeech() {
        return ServerText.clean(plain, ServerText.MAX_SPEECH);
    }

    @Benchmark
    public String hostileSpeech() {
        return ServerText.clean(hostile, ServerText.MAX_SPEECH);
    }

    @Benchmark
    public String megabyteSpeech() {
        return ServerText.clean(megabyte, ServerText.MAX_SPEECH);
    }
}
