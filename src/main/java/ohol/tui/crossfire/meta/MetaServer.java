package ohol.tui.crossfire.meta;

/**
 * One server as the metaserver lists it, its texts cleaned and capped: where it listens, how many
 * play there, its version and its own words ({@code text_comment}).
 */
public record MetaServer(String host, int port, int players, String version, String comment) {}
