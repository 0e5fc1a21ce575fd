package ohol.tui.onelife.gateway;

import ohol.tui.core.net.Secret;

/** Who a player is on the game's servers: their email and account key (never shown or logged). */
public record Account(String email, Secret key) {}
