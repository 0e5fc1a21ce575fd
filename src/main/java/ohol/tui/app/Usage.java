package ohol.tui.app;

import java.io.PrintWriter;
import java.util.Locale;
import ohol.tui.core.loop.ExitCode;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * A mistake on the command line (an unknown option or command, a bad number, a missing value):
 * one line saying what, and where the help is; status 2. Never the whole usage text: it would
 * push the line that matters off the screen.
 */
final class Usage {
    private Usage() {}

    static int mistake(ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        PrintWriter err = cmd.getErr();
        err.println("ohol-tui: " + what(e) + " (try '" + cmd.getCommandSpec().qualifiedName() + " --help')");
        err.flush();
        return ExitCode.USER_ERROR.status();
    }

    private static String what(ParameterException e) {
        if (e instanceof UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String first = u.getUnmatched().get(0);
            boolean commands = !e.getCommandLine().getSubcommands().isEmpty();
            if (first.startsWith("-")) {
                return "unknown option '" + first + "'";
            }
            return commands ? "unknown command '" + first + "'" : "unexpected argument '" + first + "'";
        }
        String message =
                String.valueOf(e.getMessage()).lines().findFirst().orElse("").strip();
        if (message.endsWith(".")) {
            message = message.substring(0, message.length() - 1);
        }
        return message.isEmpty() ? message : message.substring(0, 1).toLowerCase(Locale.ROOT) + message.substring(1);
    }
}
