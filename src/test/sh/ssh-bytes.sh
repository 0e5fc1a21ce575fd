#!/bin/sh
# Bytes on the SSH wire for each step of a walk, in centred and in edge-scroll mode, and while
# standing still. Runs SSH-COMMAND (an ssh -tt that starts the client in a practice world on the
# far side) in a detached 80x24 tmux session, records the SSH connection with tcpdump on PORT,
# then: stands still IDLE seconds, walks STEPS steps (east for the first half, back west for the
# second, a key every 0.6 s), presses z (edge scroll) and waits for its notice to pass, walks
# again, and stands still again. Prints, per step and per idle second, the bytes the server sent
# (SSH payload, and IP bytes counting the TCP/IP headers) and the IP bytes both ways (the keys
# and the acknowledgements included). Needs tmux, tcpdump and the right to capture (root).
# Loopback: run an sshd on 127.0.0.1:2222 with key login, then
#   sh src/test/sh/ssh-bytes.sh 30 2222 ssh -tt -p 2222 root@127.0.0.1 'cd /path/to/ohol-tui && exec target/ohol-tui practice'
# IDLE=30 by default; FIRST_KEYS=o hides the list of what is near first (in edge-scroll mode its
# distances catch up at a page turn, when we stop, or every 5 s); the capture and marks stay in $TMPDIR/ohol-ssh-bytes.PID/.
set -eu
steps=$1
port=$2
shift 2
idle=${IDLE:-30}
dir=${TMPDIR:-/tmp}/ohol-ssh-bytes.$$
mkdir -p "$dir"
sock=ohol-ssh-bytes-$$
cmd=""
for a in "$@"; do
    cmd="$cmd '$(printf '%s' "$a" | sed "s/'/'\\\\''/g")'"
done

tcpdump -i lo -nn -s 128 -w "$dir/wire.pcap" "tcp port $port" 2>"$dir/tcpdump.err" &
tpid=$!
trap 'tmux -L "$sock" kill-server 2>/dev/null || true; kill "$tpid" 2>/dev/null || true' EXIT
sleep 1
tmux -L "$sock" new-session -d -s ssh -x 80 -y 24 "exec $cmd"
i=0
while ! tmux -L "$sock" capture-pane -p -t ssh | grep -q 'food'; do
    i=$((i + 1))
    [ "$i" -lt 300 ] || { echo "the client did not start" >&2; tmux -L "$sock" capture-pane -p -t ssh >&2; exit 1; }
    sleep 0.1
done
sleep 3
# FIRST_KEYS: keys pressed once before measuring, e.g. FIRST_KEYS=o to hide the list of what is near
for key in ${FIRST_KEYS:-}; do
    tmux -L "$sock" send-keys -t ssh "$key"
    sleep 1
done
mark() {
    echo "$1 $(date +%s.%N)" >>"$dir/marks"
}
where() {
    tmux -L "$sock" capture-pane -p -t ssh | grep -o 'at -*[0-9]*,-*[0-9]*' | head -1
}
walk() {
    s=0
    while [ "$s" -lt "$steps" ]; do
        if [ "$s" -lt $((steps / 2)) ]; then key=l; else key=h; fi
        mark "$1"
        tmux -L "$sock" send-keys -t ssh "$key"
        s=$((s + 1))
        sleep 0.6
        [ "$s" -ne $((steps / 2)) ] || echo "$1: after $s steps $(where)"
    done
    mark end
    echo "$1: after $s steps $(where)"
}
stand() {
    mark "$1"
    sleep "$idle"
    mark end
}
stand idle-centred
walk centred
tmux -L "$sock" send-keys -t ssh z
sleep 6
walk edge-scroll
sleep 2
stand idle-edge-scroll
tmux -L "$sock" send-keys -t ssh q
sleep 0.5
tmux -L "$sock" send-keys -t ssh y
sleep 1
tmux -L "$sock" kill-server 2>/dev/null || true
sleep 1
kill "$tpid"
wait "$tpid" || true

# per packet: time, direction (down = from the server port), IP bytes (frame less its 14-byte
# link header), TCP payload bytes (the SSH stream)
tcpdump -r "$dir/wire.pcap" -tt -nn -e 2>/dev/null | awk -v port="$port" '
    { n = split($0, f, ", length "); frame = f[2] + 0; payload = f[n] + 0
      down = index($0, "." port " >") ? 1 : 0
      print $1, down ? "down" : "up", frame - 14, payload }' >"$dir/packets"
awk '
    FNR == NR { label[NR] = $1; at[NR] = $2; marks = NR; next }
    { for (m = 1; m < marks; m++) if ($1 >= at[m] && $1 < at[m + 1]) {
          if ($2 == "down") { dp[m] += $4; di[m] += $3 } ; all[m] += $3; break } }
    END {
      for (m = 1; m < marks; m++) {
          if (label[m] == "end") continue
          if (label[m] ~ /^idle/) {
              t = at[m + 1] - at[m]
              printf "%-17s %6.1f B/s down payload, %6.1f B/s down IP, %6.1f B/s both ways IP (over %.0f s)\n",
                  label[m], dp[m] / t, di[m] / t, all[m] / t, t
          } else {
              print label[m], dp[m] + 0, di[m] + 0, all[m] + 0 > "/dev/stderr"
          }
      }
    }' "$dir/marks" "$dir/packets" 2>"$dir/steps"
for mode in centred edge-scroll; do
    for col in 2 3 4; do
        grep "^$mode " "$dir/steps" | cut -d' ' -f"$col" | sort -n | awk -v mode="$mode" -v col="$col" '
            { a[NR] = $1; sum += $1 }
            END { m = NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2
                  what = col == 2 ? "down payload" : col == 3 ? "down IP" : "both ways IP"
                  printf "%-11s per step %-12s median %6d  mean %7.1f  min %6d  max %6d  (%d steps)\n",
                      mode, what, m, sum / NR, a[1], a[NR], NR }'
    done
done
echo "capture and marks: $dir"
