#!/bin/sh
# Time from launch to the first frame a player would see: runs COMMAND in a detached tmux
# session (a real terminal), polls the pane until TEXT shows, and prints each run's
# milliseconds and their median. Needs tmux.
#   sh src/test/sh/first-frame.sh 9 'food 18/18' java -jar target/ohol-tui.jar practice
#   sh src/test/sh/first-frame.sh 9 'food 18/18' target/ohol-tui practice --data ../shared/ohol-data
set -eu
runs=$1
text=$2
shift 2
sock=ohol-first-frame-$$
# a session that stays up, so no run pays for starting the tmux server
tmux -L "$sock" new-session -d -s keep -x 100 -y 30 "sleep 3600"
trap 'tmux -L "$sock" kill-server 2>/dev/null || true' EXIT
cmd=""
for a in "$@"; do
    cmd="$cmd '$(printf '%s' "$a" | sed "s/'/'\\\\''/g")'"
done
times=""
i=0
while [ "$i" -lt "$runs" ]; do
    i=$((i + 1))
    start=$(date +%s%N)
    tmux -L "$sock" new-session -d -s "run$i" -x 100 -y 30 "exec $cmd"
    while :; do
        if tmux -L "$sock" capture-pane -p -t "run$i" 2>/dev/null | grep -qF -- "$text"; then
            break
        fi
        # a pause between looks: polling flat out (a tmux and a grep each time) would take a
        # core from the client it measures; 5 ms is below a frame's worth of time
        sleep 0.005
        now=$(date +%s%N)
        if [ $(((now - start) / 1000000)) -gt 30000 ]; then
            echo "no '$text' after 30 s:" >&2
            tmux -L "$sock" capture-pane -p -t "run$i" >&2 || true
            exit 1
        fi
    done
    end=$(date +%s%N)
    ms=$(((end - start) / 1000000))
    echo "run $i: $ms ms"
    times="$times $ms"
    tmux -L "$sock" kill-session -t "run$i"
    sleep 1
done
echo "$times" | tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END {m = NR % 2 ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2; print "median " m " ms over " NR " runs (min " a[1] ", max " a[NR] ")"}'
