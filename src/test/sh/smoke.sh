#!/bin/sh
# The smoke test: every command of a built ohol-tui, run once as a user would, on the Java it will
# run on: --version, --help, a scripted practice life (headless, recorded), its replay, decode of a
# capture, crossfire --help, narrated mode and the screen on a real terminal (tmux), and `serve`
# with one login by OpenSSH's ssh. It catches what the unit tests cannot: a runtime that lacks a
# module a library loads, a launcher that starts the wrong Java. One line per check, then "N
# passed, N failed" and the seconds it took; exit 1 when a check failed.
#   sh src/test/sh/smoke.sh LAUNCHER
# LAUNCHER is the ohol-tui to try: target/ohol-tui (the Java in JAVA_HOME, else on the PATH),
# a tarball's bin/ohol-tui, /usr/bin/ohol-tui, or an unpacked .deb's usr/bin/ohol-tui (its own
# Java). The runtime the .deb carries, without building the .deb (what CI runs, about a minute):
#   mvn -B -q package -DskipTests
#   bash src/main/dist/runtime.sh "$JAVA_HOME" target/ohol-tui.jar target/runtime
#   JAVA_HOME=target/runtime sh src/test/sh/smoke.sh target/ohol-tui
# Needs tmux, ssh and ssh-keygen (apt-get install tmux openssh-client); run from the checkout
# (it decodes one of src/test/resources/captures). Each run has a home of its own in /tmp.
set -eu
[ $# = 1 ] || { echo "usage: sh src/test/sh/smoke.sh LAUNCHER" >&2; exit 2; }
case $1 in
    /*) ohol=$1 ;;
    *) ohol=$(pwd)/$1 ;;
esac
cd "$(dirname "$0")/../../.."
for tool in tmux ssh ssh-keygen; do
    command -v "$tool" >/dev/null 2>&1 || { echo "smoke: needs $tool (apt-get install tmux openssh-client)" >&2; exit 2; }
done

passed=0
failed=0
began=$(date +%s)
work=$(mktemp -d /tmp/ohol-smoke.XXXXXX)
sock=$work/tmux.sock
serve=
finish() {
    [ -z "$serve" ] || kill "$serve" 2>/dev/null || true
    tmux -S "$sock" kill-server 2>/dev/null || true
    rm -rf "$work"
}
trap finish EXIT
mkdir -p "$work/home"

# check WHAT COMMAND...: one line; on a failure, the end of what the step left in $work/said
check() {
    what=$1
    shift
    if "$@" >/dev/null 2>&1; then
        passed=$((passed + 1))
        echo "ok:   $what"
    else
        failed=$((failed + 1))
        echo "FAIL: $what"
        [ ! -s "$work/said" ] || grep -v '^[[:space:]]*$' "$work/said" | tail -n 15 | sed 's/^/      /'
    fi
}
# the client with a home of its own and no XDG folders but that home's
run() {
    env -u XDG_CONFIG_HOME -u XDG_STATE_HOME -u XDG_CACHE_HOME -u XDG_DATA_HOME HOME="$work/home" \
        LANG=C.UTF-8 "$@"
}
said() { grep -q -- "$1" "$work/said"; }
no_internal_error() { ! grep -q 'internal error\|Exception\|Error:' "$work/said"; }

# --- without a terminal ----------------------------------------------------------------
status=0
run "$ohol" --version >"$work/said" 2>&1 || status=$?
echo "      $(grep '^Java:' "$work/said" || echo 'no Java line')"
check "--version exits 0 and names the Java" sh -c "[ $status = 0 ] && grep -q '^Java: ' '$work/said'"

status=0
run "$ohol" --help >"$work/said" 2>&1 || status=$?
check "--help exits 0 and lists serve" sh -c "[ $status = 0 ] && grep -q ' serve ' '$work/said'"

printf 'say HELLO\nmove 1 0\nwait 1\nquit\n' >"$work/script"
status=0
run "$ohol" practice --headless --record "$work/life.rec" <"$work/script" >"$work/said" 2>&1 || status=$?
check "practice --headless --record exits 0" test "$status" = 0
check "a practice life began" said '"event":"life_began"'
check "and said HELLO" said '"event":"said".*HELLO'
check "the recording was written" test -s "$work/life.rec"

status=0
run "$ohol" replay --headless "$work/life.rec" >"$work/said" 2>&1 || status=$?
check "replay --headless of that recording exits 0" test "$status" = 0
check "the replay has the life and HELLO" sh -c "grep -q '\"event\":\"life_began\"' '$work/said' && grep -q HELLO '$work/said'"

status=0
run "$ohol" decode src/test/resources/captures/walk.cap >"$work/said" 2>&1 || status=$?
check "decode of a capture exits 0 and prints JSON lines" sh -c "[ $status = 0 ] && head -n 1 '$work/said' | grep -q '^{'"

status=0
run "$ohol" crossfire --help >"$work/said" 2>&1 || status=$?
check "crossfire --help exits 0" sh -c "[ $status = 0 ] && grep -q 'Usage: ohol-tui crossfire' '$work/said'"

# --- on a terminal: tmux ---------------------------------------------------------------
# term NAME COMMAND: COMMAND in a 100x30 terminal of its own; its status lands in $work/NAME.status
term() {
    tmux -S "$sock" new-session -d -s "$1" -x 100 -y 30 \
        "$2 2>'$work/$1.err'; echo \$? >'$work/$1.status'; sleep 600"
}
pane() { tmux -S "$sock" capture-pane -p -t "$1" >"$work/said" 2>&1 || true; }
# await NAME TEXT: until the terminal shows TEXT, for at most a minute; not once the command ended
await() {
    i=0
    while [ $i -lt 600 ]; do
        pane "$1"
        grep -qF -- "$2" "$work/said" && return 0
        [ ! -s "$work/$1.status" ] || break
        sleep 0.1
        i=$((i + 1))
    done
    cat "$work/$1.err" >>"$work/said" 2>/dev/null || true
    return 1
}
# ended NAME: until the command in NAME has ended (at most a minute); its status is $ended
ended() {
    i=0
    while [ ! -s "$work/$1.status" ] && [ $i -lt 600 ]; do
        sleep 0.1
        i=$((i + 1))
    done
    pane "$1"
    cat "$work/$1.err" >>"$work/said" 2>/dev/null || true
    ended=$(cat "$work/$1.status" 2>/dev/null || echo none)
}
keys() { tmux -S "$sock" send-keys -t "$@" || true; }
client="env -u XDG_CONFIG_HOME -u XDG_STATE_HOME -u XDG_CACHE_HOME -u XDG_DATA_HOME HOME='$work/home' LANG=C.UTF-8 '$ohol'"

term narrate "$client practice --narrate"
check "practice --narrate on a terminal: a life begins" await narrate "A life begins."
keys narrate -l "say HI"
keys narrate Enter
check "it reads a typed command" await narrate "You say: HI"
keys narrate -l quit
keys narrate Enter
ended narrate
check "and ends with status 0 on quit" test "$ended" = 0
check "saying no internal error" no_internal_error

term screen "$client practice"
check "practice draws the screen on a terminal" await screen "q quit"
keys screen q
check "q asks" await screen "Really quit? (y/n)"
keys screen y
ended screen
check "and y ends it with status 0" test "$ended" = 0
check "saying no internal error" no_internal_error

# --- serve, and one login by ssh -------------------------------------------------------
ssh-keygen -q -t ed25519 -N '' -C smoke -f "$work/key"
# not through run(): $! must be the client's pid (env and the launcher exec it), not a subshell's.
# The log is made first: the job opens it only once it runs, and the loop below may read it sooner.
: >"$work/serve.log"
env -u XDG_CONFIG_HOME -u XDG_STATE_HOME -u XDG_CACHE_HOME -u XDG_DATA_HOME HOME="$work/home" LANG=C.UTF-8 \
    "$ohol" serve --ssh-port 0 --practice --state-dir "$work/gateway" >"$work/serve.log" 2>&1 &
serve=$!
port=
i=0
while [ -z "$port" ] && [ $i -lt 600 ] && kill -0 "$serve" 2>/dev/null; do
    port=$(sed -n 's/.* listening on 127\.0\.0\.1:\([0-9]*\) .*/\1/p' "$work/serve.log")
    [ -n "$port" ] || sleep 0.1
    i=$((i + 1))
done
cp "$work/serve.log" "$work/said"
check "serve --practice listens" test -n "$port"
if [ -n "$port" ]; then
    term ssh "ssh -tt -F /dev/null -p $port -i '$work/key' -o IdentitiesOnly=yes -o BatchMode=yes \
-o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR player@127.0.0.1"
    check "an ssh login gets the screen" await ssh "q quit"
    keys ssh q
    await ssh "Really quit? (y/n)" || true
    keys ssh y
    ended ssh
    check "and leaves with status 0" test "$ended" = 0
    cp "$work/serve.log" "$work/said"
    check "the gateway logged the key and the player's end" \
        sh -c "grep -q 'authenticated .* key SHA256:' '$work/said' && grep -q 'player 1 .* ended' '$work/said'"
fi
kill -TERM "$serve" 2>/dev/null || true
status=0
wait "$serve" || status=$?
serve=
cp "$work/serve.log" "$work/said"
check "serve stops on SIGTERM with status 0" test "$status" = 0
check "saying no internal error" no_internal_error

echo "$passed passed, $failed failed, $(($(date +%s) - began)) s"
[ "$failed" = 0 ]
