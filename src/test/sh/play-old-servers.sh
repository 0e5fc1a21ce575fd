#!/bin/sh
# Plays the 2016 and 2015 servers live with the headless client, as the transcripts in
# src/test/resources/dialects were recorded, and checks what it hears:
#   2016: a wrong password refused; an Eve logs in, gets the map, walks, picks up the Rock at
#         -3,0, drops it, speaks; a second client is born as her baby and she picks it up.
#   2015: the map at connect, a walk, a GRAB, a use, a drop; a second player seen.
# Needs both servers running on loopback with FRESH worlds (their map.db removed), built from
# the commits src/test/resources/dialects/README.md names: 2016 on port ${PORT16:-18100}
# (password testPassword), 2015 on ${PORT15:-18101}. Usage: sh src/test/sh/play-old-servers.sh
set -eu
JAR=${JAR:-target/ohol-tui.jar}
P16=${PORT16:-18100}; P15=${PORT15:-18101}
OUT=$(mktemp -d "${TMPDIR:-/tmp}/play-old-servers.XXXXXX")
fail=0
check() { # file pattern what
  if grep -q -- "$2" "$1"; then echo "ok   $3"; else echo "FAIL $3 (see $1)"; fail=1; fi
}
play() { # port email key password script out
  printf "$5" | OHOL_SERVER_PASSWORD=$4 OHOL_ACCOUNT_KEY=$3 java -jar "$JAR" play --headless \
    --host 127.0.0.1 --port "$1" --email "$2" > "$6.json" 2> "$6.err" || echo "exit $?" >> "$6.err"
}

play "$P16" refused@example.com AAAABBBBCCCCDDDDEEEE wrongPassword 'quit\n' "$OUT/refused"
check "$OUT/refused.err" "rejected the login" "2016: a wrong password is refused"

play "$P16" mother@example.com AAAABBBBCCCCDDDDEEEE testPassword \
  'move -2 0\nwait 1\nuse -1 0\nwait 1\ndrop 0 1\nwait 1\nsay HELLO BABY\nwait 6\nmove 1 0\nwait 1\nbaby -1 0\nwait 1\nsay GOT YOU\nwait 3\nquit\n' \
  "$OUT/mother" &
MOTHER=$!
sleep 7
play "$P16" baby@example.com ZZZZYYYYXXXXWWWW testPassword 'wait 6\nsay M\nwait 2\nquit\n' "$OUT/baby"
wait $MOTHER
M=$OUT/mother.json
check "$M" '"tag":"ACCEPTED"' "2016: login"
check "$M" '"tag":"MC"' "2016: map"
check "$M" '"event":"done","action":"move -2 0"' "2016: walk"
check "$M" '"event":"done","action":"use -1 0"' "2016: pick up"
check "$M" '"event":"done","action":"drop 0 1"' "2016: drop"
check "$M" '"text":"HELLO BABY"' "2016: say"
check "$M" '"event":"picked_up"' "2016: the mother picks up her baby"
check "$OUT/baby.json" '"event":"picked_up"' "2016: the baby is picked up"

play "$P15" first@example.com KEY "" \
  'move -1 0\nwait 1\nuse -1 0\nwait 1\nuse 1 0\nwait 1\nuse 1 0\nwait 1\ndrop 0 1\nwait 6\nquit\n' "$OUT/first" &
FIRST=$!
sleep 7
play "$P15" second@example.com KEY "" 'move 1 0\nwait 2\nquit\n' "$OUT/second"
wait $FIRST
F=$OUT/first.json
check "$F" '"tag":"MC"' "2015: map at connect"
check "$F" '"event":"done","action":"move -1 0"' "2015: walk"
check "$F" '"event":"done","action":"use -1 0"' "2015: grab"
check "$F" '"event":"done","action":"drop 0 1"' "2015: drop"
check "$F" '"playerId":1,' "2015: a second player seen"
echo "transcripts of this run: $OUT"
exit $fail
