/**
 * Finding Crossfire servers: the metaserver's list (metaserver2, as the GTK client reads it) and
 * the servers this client played on last.
 */
package ohol.tui.crossfire.meta;
