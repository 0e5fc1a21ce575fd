/**
 * One record per client command, each with its wire text.
 */
package ohol.tui.onelife.protocol.client;
