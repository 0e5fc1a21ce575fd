/**
 * Logging in to a One Hour One Life server: the session's login steps, the login gate, the HMAC-
 * SHA1 of the account key.
 */
package ohol.tui.onelife.net;
