/**
 * One Hour One Life's wire format: frames cut at {@code #}, zlib blocks, the registries of
 * messages.
 */
package ohol.tui.onelife.protocol;
