package ohol.tui.app;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine;

/** {@code ohol-tui ARGS} run as {@code main} runs it, in the test's process, with this environment and standard input. */
record CliRun(int code, String out, String err) {
    static CliRun of(Map<String, String> environment, String stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> cls) throws Exception {
                var in = new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8));
                if (cls == PlayCommand.class) {
                    return cls.cast(new PlayCommand(environment, Optional.empty(), in));
                }
                if (cls == PracticeCommand.class) {
                    return cls.cast(new PracticeCommand(environment, in));
                }
                if (cls == CrossfireCommand.class) {
                    return cls.cast(new CrossfireCommand(environment, Optional.empty(), in));
                }
                if (cls == ConfigCommand.class) {
                    return cls.cast(new ConfigCommand(environment));
                }
                return CommandLine.defaultFactory().create(cls);
            }
        };
        int code = Main.run(args, environment, factory, new PrintWriter(out), new PrintWriter(err));
        return new CliRun(code, out.toString(), err.toString());
    }

    static CliRun of(String... args) {
        return of(Map.of(), "", args);
    }
}
