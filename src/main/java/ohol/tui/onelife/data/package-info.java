/**
 * The game's object definitions, read from a folder laid out like a game install or a
 * OneLifeData7 checkout ({@code objects/*.txt}, {@code categories/}, {@code transitions/}).
 *
 * <p>{@link ohol.tui.onelife.data.ObjectLoader} reads the files and {@link ohol.tui.onelife.data.DummyGenerator}
 * adds the objects the official loader invents at start-up (partly used objects and numbered
 * variants), so that every id a server sends resolves in the resulting
 * {@link ohol.tui.onelife.data.ObjectCatalog}. Without data the client uses {@link
 * ohol.tui.onelife.data.ObjectCatalog#empty()} and shows ids.
 *
 * <p>{@link ohol.tui.onelife.data.TransitionBook} holds what happens when one object is used on another,
 * with the transitions the official loader generates at start-up (category members, patterns,
 * use dummies, last uses, variants) already in it, so that it answers with the ids a server sends.
 *
 * <p>Everything here is an immutable value or a stateless reader; there is no static mutable
 * state. Public methods never return {@code null}: absent values are {@code Optional}s.
 */
package ohol.tui.onelife.data;
