/**
 * The one cleaning of outside text before any terminal or stream sees it, and quoting for
 * messages.
 */
package ohol.tui.core.text;
