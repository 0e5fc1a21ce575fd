/**
 * The program itself: its commands (picocli), settings, the config file, secrets, the reflector
 * and game folder, recordings' names, the man page and completion; the one place that picks a
 * game and a front-end and puts them together. Nothing else in the program uses this package.
 */
package ohol.tui.app;
