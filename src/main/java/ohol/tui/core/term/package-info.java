/**
 * Terminal plumbing shared by every screen: the frame buffer, one write per refresh, colours and
 * widths, the process's own terminal and its modes, the key thread and SIGHUP.
 */
package ohol.tui.core.term;
