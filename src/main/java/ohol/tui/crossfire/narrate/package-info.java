/**
 * {@code crossfire --narrate}: Crossfire said in sentences, typed commands in, on the core's
 * narration ({@code ohol.tui.core.narrate}): the front-end ({@code NarratedFront}), what events
 * are said as ({@code Words}) and what the map shows, in words ({@code Sights}).
 */
package ohol.tui.crossfire.narrate;
