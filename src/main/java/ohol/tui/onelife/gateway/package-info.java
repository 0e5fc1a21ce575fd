/**
 * The SSH gateway ({@code ohol-tui serve}): an SSH server in the client's own JVM that gives every
 * SSH channel its own screen of the client, its own loop and its own game connection, on game data
 * loaded once and shared by all.
 */
package ohol.tui.onelife.gateway;
