/**
 * One Hour One Life's wire eras: today's wire (codec and heartbeat for the core's connection) and
 * the 2016 and 2015 protocols, their messages rewritten as today's and today's commands into
 * their verbs; what each era has.
 */
package ohol.tui.onelife.dialect;
