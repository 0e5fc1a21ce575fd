package ohol.tui.app;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;

/** The real command line run in the test's process, {@code practice} reading {@code script} as its standard input. */
record PracticeRun(int code, List<String> out, String err) {
    static PracticeRun of(String script, String... args) {
        return ofEnvironment(Map.of(), script, args);
    }

    /** With {@code environment} as the process's. */
    static PracticeRun ofEnvironment(Map<String, String> environment, String script, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> cls) throws Exception {
                if (cls == PracticeCommand.class) {
                    return cls.cast(new PracticeCommand(
                            environment, new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8))));
                }
                return CommandLine.defaultFactory().create(cls);
            }
        };
        var cmd = Main.commandLine(factory);
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        int code = cmd.execute(args);
        return new PracticeRun(code, out.toString().lines().toList(), err.toString());
    }
}
