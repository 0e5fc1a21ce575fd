/**
 * The embedded practice server, exactly as strict as the real server for every rule it models.
 */
package ohol.tui.onelife.practice;
