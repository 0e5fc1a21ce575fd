package ohol.tui.app;

import picocli.CommandLine.Option;

/** The practice world's options. */
final class PracticeOptions {
    @Option(
            names = "--seed",
            paramLabel = "N",
            defaultValue = "437",
            description = "The world's seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(
            names = "--food-seconds",
            paramLabel = "SECONDS",
            defaultValue = "20",
            description = "Seconds a food pip lasts (default: ${DEFAULT-VALUE}).")
    int foodSeconds;

    @Option(
            names = "--year-seconds",
            paramLabel = "SECONDS",
            defaultValue = "60",
            description =
                    "Seconds a year of life lasts; old age comes at 60 (default: ${DEFAULT-VALUE}, as on the real server).")
    int yearSeconds;

    @Option(
            names = "--eves",
            description = "Every newcomer is born an Eve of 14, never a baby (by default a newcomer is a woman's"
                    + " baby when one can bear it, as on the real server).")
    boolean eves;
}
