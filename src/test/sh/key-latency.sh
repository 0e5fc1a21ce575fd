#!/bin/sh
# Time from a walking key to the MOVE leaving on the game socket: runs COMMAND (a practice
# world, or a game) under strace in a detached 80x24 tmux session, presses KEYS walking keys
# (ten east, ten west, ... one every 0.6 s), and pairs each read() of the key byte on the
# terminal (fd 0) with the first write()/sendto() of a MOVE after it. Prints each latency in
# milliseconds, then the median and the 90th percentile. strace stops the process only at the
# traced calls (--seccomp-bpf), which adds a little to each; needs tmux and strace.
#   sh src/test/sh/key-latency.sh 40 target/ohol-tui practice
#   sh src/test/sh/key-latency.sh 40 java -jar target/ohol-tui.jar practice --data ../shared/ohol-data
# The trace stays in $TMPDIR/ohol-key-latency.PID.strace.
set -eu
keys=$1
shift
trace=${TMPDIR:-/tmp}/ohol-key-latency.$$.strace
sock=ohol-key-latency-$$
cmd=""
for a in "$@"; do
    cmd="$cmd '$(printf '%s' "$a" | sed "s/'/'\\\\''/g")'"
done
tmux -L "$sock" new-session -d -s keys -x 80 -y 24 \
    "exec strace -f --seccomp-bpf -ttt -e trace=read,write,sendto,recvfrom -e signal=none -s 48 -o '$trace' $cmd"
trap 'tmux -L "$sock" kill-server 2>/dev/null || true' EXIT
i=0
while ! tmux -L "$sock" capture-pane -p -t keys | grep -q 'food'; do
    i=$((i + 1))
    [ "$i" -lt 600 ] || { echo "the client did not start" >&2; exit 1; }
    sleep 0.1
done
sleep 3
n=0
while [ "$n" -lt "$keys" ]; do
    if [ $((n / 10 % 2)) -eq 0 ]; then key=l; else key=h; fi
    tmux -L "$sock" send-keys -t keys "$key"
    n=$((n + 1))
    sleep 0.6
done
sleep 1
tmux -L "$sock" kill-server 2>/dev/null || true
sleep 1

# strace -f lines: PID TIME call(...) = N, or split in "call(... <unfinished ...>" and
# "<... call resumed>... = N" when another thread's call came between.
awk '
    { tid = $1; t = $2 }
    /read\(0, +<unfinished/ { pending[tid] = 1; next }
    /read\(0, "[hl]", [0-9]+\) = 1$/ || (pending[tid] && /<\.\.\. read resumed>"[hl]", [0-9]+\) = 1$/) {
        pending[tid] = 0; if (key != "") unpaired++; key = t; next }
    /<\.\.\. read resumed>/ { pending[tid] = 0 }
    /(write|sendto)\([0-9]+, "MOVE / {
        if (key != "") { printf "%.3f\n", (t - key) * 1000; key = "" } }
    END { if (unpaired + 0 > 0) printf "%d keys sent no MOVE\n", unpaired > "/dev/stderr" }
' "$trace" >"$trace.ms"
cat "$trace.ms" | awk '{printf "%s ms\n", $1}'
sort -n "$trace.ms" | awk '{a[NR] = $1} END {
    if (NR == 0) { print "no key was paired with a MOVE"; exit 1 }
    m = NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2
    p = int(NR * 0.9 + 0.999); if (p > NR) p = NR
    printf "median %.2f ms, p90 %.2f ms over %d keys (min %.2f, max %.2f)\n", m, a[p], NR, a[1], a[NR] }'
echo "trace: $trace"
