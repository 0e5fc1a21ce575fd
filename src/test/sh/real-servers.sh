#!/usr/bin/env bash
# Starts the real game servers on free loopback ports for the real-server suite
# (src/test/java/ohol/tui/real), and stops them by the pids it started.
#
#   sh src/test/sh/real-servers.sh run CMD...   start them, run CMD with OHOL_REAL_SERVERS set, stop them
#   sh src/test/sh/real-servers.sh start DIR    start them; DIR/servers.properties says where each listens
#   sh src/test/sh/real-servers.sh stop DIR     stop what `start DIR` started
#
# The One Hour One Life servers (today's, 2016, 2015) come ready built from ../shared/servers
# (its ohol-server.sh lays a fresh world for each); Crossfire is Debian's crossfire-server, which
# ../shared/tools/crossfire-server.sh installs with apt-get (as root) and runs. A server that cannot
# be had is left out of servers.properties with one line saying why, and its tests skip saying so.
# SHARED (default: ../shared beside the checkout) names another shared folder.
set -euo pipefail
HERE=$(cd "$(dirname "$0")/../../.." && pwd)
SHARED=${SHARED:-$HERE/../shared}
say() { echo "[real-servers] $*"; }

free_port() { # a port nothing listens on, from a random start
  local p=$((20000 + RANDOM % 20000))
  while ss -ltnH "sport = :$p" | grep -q . || grep -qx "$p" "$1/ports-taken" 2>/dev/null; do
    p=$((p + 1))
  done
  echo "$p" >> "$1/ports-taken"
  echo "$p"
}

start() {
  local dir=$1
  mkdir -p "$dir"; chmod 755 "$dir"; dir=$(cd "$dir" && pwd)
  : > "$dir/servers.properties"; : > "$dir/ports-taken"
  if [ ! -x "$SHARED/servers/ohol-server.sh" ]; then
    say "no $SHARED/servers/ohol-server.sh: the One Hour One Life servers are skipped (give SHARED=DIR)"
  else
    # a private copy of the servers' folder: shared/ may be read-only, and the 2015 build has no
    # settings/ folder, where ohol-server.sh writes the port (its server reads settings/port.ini)
    local copy=$dir/shared
    rm -rf "$copy"; mkdir -p "$copy"
    cp -r "$SHARED/servers" "$copy/servers"; chmod -R u+w "$copy/servers"
    mkdir -p "$copy/servers/2015/settings"
    ln -sfn "$(cd "$SHARED/ohol-data" && pwd)" "$copy/ohol-data"
    ln -sfn "$(cd "$SHARED/tools" && pwd)" "$copy/tools"
    local era port
    for era in current 2016 2015; do
      port=$(free_port "$dir")
      if OHOL_SERVERS_ROOT=$dir/runs "$copy/servers/ohol-server.sh" "$era" "$port" start; then
        echo "$era=127.0.0.1:$port" >> "$dir/servers.properties"
      else
        say "the $era server did not start: its tests are skipped"
      fi
    done
  fi
  if [ ! -x "$SHARED/tools/crossfire-server.sh" ]; then
    say "no $SHARED/tools/crossfire-server.sh: the Crossfire server is skipped"
  elif [ "$(id -u)" != 0 ] && [ ! -x /usr/sbin/crossfire-server ]; then
    say "Crossfire's server is not installed and only root may install it: its tests are skipped"
  else
    local port; port=$(free_port "$dir")
    if PORT=$port CF_ROOT=$dir/crossfire "$SHARED/tools/crossfire-server.sh" start; then
      echo "crossfire=127.0.0.1:$port" >> "$dir/servers.properties"
      echo "$port" > "$dir/crossfire.port"
      start_crossfire_dm "$dir"
    else
      say "the Crossfire server did not start: its tests are skipped"
    fi
  fi
  say "listening: $(tr '\n' ' ' < "$dir/servers.properties")"
}

# A second Crossfire server where anyone may be the Dungeon Master (its own copy of the packaged
# configuration, whose dm_file says *:*:*, and its own variable data): a magic map needs a spell a
# new character cannot cast (CrossfireMagicMapIT). Only as root, as the server runs as games.
start_crossfire_dm() {
  local dir=$1 port root p i
  if [ "$(id -u)" != 0 ] || [ ! -d /etc/crossfire ] || [ ! -x "$SHARED/tools/bind-loopback.sh" ]; then
    say "no Dungeon Master's Crossfire server (needs root): the magic map's check is skipped"
    return 0
  fi
  port=$(free_port "$dir")
  root=$dir/crossfire-dm
  mkdir -p "$root"
  cp -a /etc/crossfire "$root/etc" && echo '*:*:*' >> "$root/etc/dm_file"
  cp -a /var/games/crossfire "$root/var"
  chown -R games:games "$root"
  (cd "$root" && runuser -u games -- env LD_PRELOAD="$("$SHARED/tools/bind-loopback.sh")" setsid nohup \
    /usr/sbin/crossfire-server -p "$port" -conf "$root/etc" -local "$root/var" -tmpdir "$root/var/temp.maps" \
    -log "$root/server.log" > "$root/stdout.log" 2>&1 < /dev/null &)
  for i in $(seq 120); do
    p=$(pgrep -n -u games -f "crossfire-server -p $port -conf" || true)
    [ -n "$p" ] && ss -ltnH "sport = :$port" | grep -q . && break
    sleep 0.5
  done
  if [ -n "${p:-}" ] && ss -ltnH "sport = :$port" | grep -q .; then
    echo "$p" > "$root/server.pid"
    echo "crossfire-dm=127.0.0.1:$port" >> "$dir/servers.properties"
  else
    say "the Dungeon Master's Crossfire server did not start: the magic map's check is skipped"
  fi
}

stop() {
  local dir; dir=$(cd "$1" && pwd)
  [ -f "$dir/servers.properties" ] || return 0
  local era addr
  while IFS='=' read -r era addr; do
    case $era in
      crossfire) PORT=${addr##*:} CF_ROOT=$dir/crossfire "$SHARED/tools/crossfire-server.sh" stop || true ;;
      crossfire-dm) [ -f "$dir/crossfire-dm/server.pid" ] && kill "$(cat "$dir/crossfire-dm/server.pid")" 2>/dev/null || true ;;
      *) OHOL_SERVERS_ROOT=$dir/runs "$dir/shared/servers/ohol-server.sh" "$era" "${addr##*:}" stop || true ;;
    esac
  done < "$dir/servers.properties"
}

case ${1:-} in
  start) start "${2:?usage: real-servers.sh start DIR}" ;;
  stop) stop "${2:?usage: real-servers.sh stop DIR}" ;;
  run)
    shift
    [ $# -gt 0 ] || { echo "usage: real-servers.sh run CMD..." >&2; exit 2; }
    DIR=$(mktemp -d "${TMPDIR:-/tmp}/real-servers.XXXXXX")
    trap 'stop "$DIR"' EXIT
    start "$DIR"
    OHOL_REAL_SERVERS=$DIR/servers.properties "$@"
    ;;
  *) echo "usage: real-servers.sh run CMD... | start DIR | stop DIR" >&2; exit 2 ;;
esac
