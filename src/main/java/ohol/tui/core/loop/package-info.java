/**
 * The one loop under every front-end of every game: {@code SessionLoop}, the {@code FrontEnd} and
 * {@code Game} interfaces, the {@code Mailbox} other threads post to, {@code Macros} and the
 * process's {@code ExitCode}.
 */
package ohol.tui.core.loop;
