#!/bin/sh
# The gateway's figures in one run, on the installed command beside its alternatives:
#   - key-to-screen p50/p95/p99 with 1 and with PLAYERS walking players, quiet and while one
#     hostile connection floods (one SSH connection asking for FLOOD_CHANNELS players, each sending
#     walking keys as fast as ssh writes them), for each way of starting the gateway:
#       installed   COMMAND serve (the launcher's own options for serve)
#       best        java -Xmx1g -jar JAR serve (no launcher: Java's defaults, C2 and G1)
#       client-jvm  COMMAND serve with the terminal client's options (what the launcher gave
#                   serve before: -Xms8m -Xmx64m -XX:+UseSerialGC -XX:TieredStopAtLevel=1)
#   - bytes on the SSH wire per edge-scroll step, installed;
#   - memory per added player, installed, against OpenSSH's sshd with a ForceCommand that starts
#     one `COMMAND practice` per login (only as root with /usr/sbin/sshd: apt-get install
#     openssh-server);
#   - what CYCLES connect/disconnect cycles leave behind (threads, files, memory), installed.
# Each line is prefixed with what was started; the first lines say the date, the machine and its
# load. Nobody starves (--food-seconds 600) and everyone comes from 127.0.0.1 (--max-per-address
# and --max-unauthenticated-per-address, or ten logins at once would wait on one another).
#
#   sh src/test/sh/gateway-figures.sh [COMMAND [DATA]]
#     COMMAND  the installed launcher (default: ohol-tui on PATH; from a build: target/ohol-tui)
#     DATA     the game's data folder (default: ../shared/ohol-data)
#   PLAYERS=50 WALK_SECONDS=30 CYCLES=1000 FLOOD_CHANNELS=100 FLOOD_AGAIN=5 ROUNDS=1
#   ONLY="installed best client-jvm"
#   SKIP="quiet flood step memory openssh cycles"   (any of them)
# Needs python3, ssh, ssh-keygen, ss (iproute2), and jcmd for the cycles (a JDK's).
# Takes about 20 minutes with everything.
set -eu
here=$(cd -P -- "$(dirname -- "$0")" && pwd -P)
command=${1:-$(command -v ohol-tui || true)}
data=${2:-$here/../../../shared/ohol-data}
[ -n "$command" ] && [ -x "$command" ] || { echo "usage: $0 [COMMAND [DATA]] (no ohol-tui on PATH)" >&2; exit 2; }
[ -d "$data/objects" ] || { echo "$data: no game data (objects/)" >&2; exit 2; }
players=${PLAYERS:-50}
seconds=${WALK_SECONDS:-30}
cycles=${CYCLES:-1000}
flood_channels=${FLOOD_CHANNELS:-100}
rounds=${ROUNDS:-1}
only=${ONLY:-installed best client-jvm}
skip=${SKIP:-}
load="python3 $here/gateway-load.py"
work=$(mktemp -d "${TMPDIR:-/tmp}/ohol-gateway-figures.XXXXXX")
gateway=
trap 'stop_gateway; rm -rf "$work"' EXIT INT TERM

skipped() { case " $skip " in *" $1 "*) return 0 ;; esac; return 1; }

# the jar and the Java the launcher would run (a package's own Java first)
resolved=$(readlink -f -- "$command")
dir=$(dirname -- "$resolved")
for jar in "$dir/ohol-tui.jar" "$dir/../lib/ohol-tui.jar" "$dir/../lib/ohol-tui/app/ohol-tui.jar"; do
    [ -f "$jar" ] && break
done
java=$dir/../lib/ohol-tui/runtime/bin/java
[ -x "$java" ] || java=${JAVA_HOME:+$JAVA_HOME/bin/java}
[ -n "$java" ] && [ -x "$java" ] || java=$(command -v java)

ssh-keygen -q -t ed25519 -N '' -f "$work/key"
export SSH_KEY="$work/key"

free_port() {
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

await_port() {
    i=0
    until ss -ltnH "( sport = :$1 )" | grep -q .; do
        i=$((i + 1))
        [ "$i" -lt 600 ] || { echo "nothing listens on $1: see $work/gateway.log" >&2; exit 1; }
        sleep 0.1
    done
}

# start_gateway HOW: the gateway started HOW, its pid in $gateway and its port in $port
start_gateway() {
    port=$(free_port)
    set -- serve --ssh-port "$port" --practice --eves --food-seconds 600 --max-sessions 200 \
        --max-per-address 200 --max-unauthenticated 200 --max-unauthenticated-per-address 200 \
        --data "$data" --state-dir "$work/state-$port"
    case $how in
        installed) "$command" "$@" >"$work/gateway.log" 2>&1 & ;;
        best) "$java" -Xmx1g -jar "$jar" "$@" >"$work/gateway.log" 2>&1 & ;;
        client-jvm)
            OHOL_TUI_SERVE_JAVA_OPTS="-Xms8m -Xmx64m -XX:+UseSerialGC -XX:TieredStopAtLevel=1" \
                "$command" "$@" >"$work/gateway.log" 2>&1 & ;;
    esac
    gateway=$!
    await_port "$port"
}

stop_gateway() {
    [ -n "$gateway" ] || return 0
    kill "$gateway" 2>/dev/null || true
    wait "$gateway" 2>/dev/null || true
    gateway=
}

echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine: $(nproc) cores, $(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -1)," \
    "$(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo)"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "command: $command ($("$command" --version 2>/dev/null | head -1)); java: $("$java" -version 2>&1 | head -1)"

# Quiet and flooded each on a gateway of their own, freshly started, so that both measure the
# same world (a second wave of players on one gateway meets the first wave's graves and babies).
for how in $only; do
    r=0
    while [ "$r" -lt "$rounds" ]; do
        r=$((r + 1))
        if ! skipped quiet; then
            start_gateway
            $load latency "$port" 1 "$seconds" | sed "s/^/$how: quiet: /"
            $load latency "$port" "$players" "$seconds" | sed "s/^/$how: quiet: /"
            stop_gateway
        fi
        if ! skipped flood; then
            # the flood starts once the players are in, so that they are born as the quiet ones were
            start_gateway
            $load latency "$port" 1 "$seconds" "$flood_channels" | sed "s/^/$how: flooded: /"
            $load latency "$port" "$players" "$seconds" "$flood_channels" | sed "s/^/$how: flooded: /"
            echo "$how: flooded: the gateway's log: $(grep -c 'more input than a player types' "$work/gateway.log" || true)" \
                "sessions ended for their input"
            stop_gateway
        fi
    done
    if [ "$how" = installed ]; then
        for part in step memory cycles; do
            skipped $part && continue
            start_gateway
            case $part in
                step) $load step "$port" 40 | sed "s/^/$how: /" ;;
                memory) $load memory "$port" "$players" "$gateway" | sed "s/^/$how: memory: /" ;;
                cycles) $load cycles "$port" "$cycles" "$gateway" | sed "s/^/$how: /" ;;
            esac
            stop_gateway
        done
    fi
done

if ! skipped openssh && ! skipped memory; then
    if [ "$(id -u)" = 0 ] && [ -x /usr/sbin/sshd ]; then
        port=$(free_port)
        ssh-keygen -q -t ed25519 -N '' -f "$work/host"
        cp "$work/key.pub" "$work/authorized"
        cat >"$work/sshd_config" <<EOF
Port $port
ListenAddress 127.0.0.1
HostKey $work/host
AuthorizedKeysFile $work/authorized
PasswordAuthentication no
UsePAM no
PidFile $work/sshd.pid
StrictModes no
ForceCommand $resolved practice --eves --food-seconds 600 --data $(readlink -f -- "$data")
EOF
        mkdir -p /run/sshd
        /usr/sbin/sshd -f "$work/sshd_config"
        await_port "$port"
        SSH_USER=root $load memory "$port" "$players" "$(cat "$work/sshd.pid")" | sed "s/^/openssh+ForceCommand: memory: /"
        kill "$(cat "$work/sshd.pid")" 2>/dev/null || true
    else
        echo "openssh+ForceCommand: skipped (needs root and /usr/sbin/sshd: apt-get install openssh-server)"
    fi
fi
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
