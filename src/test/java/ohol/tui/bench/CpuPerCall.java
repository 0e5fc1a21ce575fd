package ohol.tui.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * The CPU time this thread spends per call of the render and world benchmarks' methods, where
 * JMH measures wall time: on a machine whose cores other work takes away, wall-clock scores swing
 * twofold from run to run, the CPU a call uses much less. Every method is warmed up first, then each
 * is timed in batches; the median batch is printed, in microseconds per call. Run:
 *
 * <pre>
 * mvn -B -q test-compile exec:java -Dexec.mainClass=ohol.tui.bench.CpuPerCall -Dexec.classpathScope=test -Dexec.args=10
 * </pre>
 */
public final class CpuPerCall {
    private static final int BATCH = 50;

    private CpuPerCall() {}

    public static void main(String[] args) throws Exception {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 10;
        Map<String, Callable<Object>> calls = new LinkedHashMap<>();
        for (String people : new String[] {"nine", "fifty"}) {
            RenderBenchmark r = new RenderBenchmark();
            r.size = "80x24";
            r.people = people;
            r.setUp();
            calls.put("composeFrame " + people, r::composeFrame);
            calls.put("composeFrameWithSidebar " + people, r::composeFrameWithSidebar);
            calls.put("frameSentToTheTerminal " + people, r::frameSentToTheTerminal);
        }
        WorldApplyBenchmark w = new WorldApplyBenchmark();
        w.setUp();
        calls.put("applyCrowdStep", w::applyCrowdStep);
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        for (Callable<Object> call : calls.values()) { // all warmed before any is timed: the code they share too
            long until = System.nanoTime() + (long) (seconds * 0.4e9);
            while (System.nanoTime() < until) {
                call.call();
            }
        }
        for (Map.Entry<String, Callable<Object>> e : calls.entrySet()) {
            double[] batches = new double[4096];
            int n = 0;
            long until = System.nanoTime() + (long) (seconds * 0.6e9);
            while (System.nanoTime() < until && n < batches.length) {
                long cpu = bean.getCurrentThreadCpuTime();
                for (int i = 0; i < BATCH; i++) {
                    e.getValue().call();
                }
                batches[n++] = (bean.getCurrentThreadCpuTime() - cpu) / 1e3 / BATCH;
            }
            double[] done = Arrays.copyOf(batches, n);
            Arrays.sort(done);
            System.out.printf(
                    Locale.ROOT, "%-32s %9.1f us/call CPU (median of %d batches)%n", e.getKey(), done[n / 2], n);
        }
    }
}
