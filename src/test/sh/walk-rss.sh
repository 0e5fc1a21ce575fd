#!/bin/sh
# Resident memory of the screen client while it walks: runs COMMAND (a practice world) in a
# detached 100x30 tmux session, walks east and back with send-keys for MINUTES, and prints
# the process's RSS (and CPU seconds used) every 30 s. Needs tmux.
#   sh src/test/sh/walk-rss.sh 5 java -jar target/ohol-tui.jar practice
#   sh src/test/sh/walk-rss.sh 5 target/ohol-tui practice --data ../shared/ohol-data
set -eu
minutes=$1
shift
sock=ohol-walk-rss-$$
cmd=""
for a in "$@"; do
    cmd="$cmd '$(printf '%s' "$a" | sed "s/'/'\\\\''/g")'"
done
tmux -L "$sock" new-session -d -s walk -x 100 -y 30 "exec $cmd"
trap 'tmux -L "$sock" kill-server 2>/dev/null || true' EXIT
pid=$(tmux -L "$sock" list-panes -t walk -F '#{pane_pid}')
i=0
while ! tmux -L "$sock" capture-pane -p -t walk | grep -q 'food'; do
    i=$((i + 1))
    [ "$i" -lt 300 ] || { echo "the client did not start" >&2; exit 1; }
    sleep 0.1
done
start=$(date +%s)
end=$((start + minutes * 60))
next=$start
step=0
while [ "$(date +%s)" -lt "$end" ]; do
    now=$(date +%s)
    if [ "$now" -ge "$next" ]; then
        printf '%4d s  rss %6d KiB  cpu %4d s\n' $((now - start)) $(ps -o rss=,times= -p "$pid")
        next=$((next + 30))
    fi
    # ten tiles east, ten back: the map scrolls and the status line changes every step
    if [ $((step / 10 % 2)) -eq 0 ]; then key=l; else key=h; fi
    tmux -L "$sock" send-keys -t walk "$key"
    step=$((step + 1))
    sleep 0.3
done
printf '%4d s  rss %6d KiB  cpu %4d s (end)\n' $(($(date +%s) - start)) $(ps -o rss=,times= -p "$pid")
tmux -L "$sock" capture-pane -p -t walk | tail -2
