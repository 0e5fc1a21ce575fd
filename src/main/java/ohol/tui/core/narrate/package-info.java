/**
 * What every game's narrated mode shares: the typed line ({@code LineEditor} on a terminal, plain
 * lines from a pipe, read on a thread of their own by {@code NarratedInput}), the pace a listener
 * can follow ({@code Pace}, {@code Said}), text made ready to be heard ({@code Spoken}) and the
 * history and summaries of a narration ({@code Narration}). A game brings only its front-end and
 * its words.
 */
package ohol.tui.core.narrate;
