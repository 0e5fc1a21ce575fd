package ohol.tui.crossfire.meta;

/**
 * A metaserver2 answer's entry in the format the GTK client's {@code metaserver2_writer} reads:
 * every key it knows, the values made up.
 */
public final class MetaAnswers {
    private MetaAnswers() {}

    public static String entry(String host, String port, String players, String version, String comment) {
        return "START_SERVER_DATA\n"
                + "hostname=" + host + "\n"
                + "port=" + port + "\n"
                + "html_comment=<b>" + comment + "</b>\n"
                + "text_comment=" + comment + "\n"
                + "archbase=Standard\nmapbase=Standard\ncodebase=Standard\nflags=\n"
                + "num_players=" + players + "\n"
                + "in_bytes=123456\nout_bytes=654321\nuptime=86400\n"
                + "version=" + version + "\n"
                + "sc_version=1029\ncs_version=1023\nlast_update=1700000000\n"
                + "END_SERVER_DATA\n";
    }
}
