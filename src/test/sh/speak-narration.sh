#!/bin/sh
# Speaks a narrated practice session with a real speech synthesizer, to prove its output is plain
# speakable text: plays a practice life with typed commands (practice --narrate), then hands every
# line it printed to espeak-ng (writing the audio to /dev/null), and fails if the synthesizer
# reports any error or writes anything to its standard error, or if a line holds a control
# character.
#
#   apt-get install espeak-ng
#   mvn -B -q package -DskipTests
#   sh src/test/sh/speak-narration.sh [JAR] [DATA]
#
# JAR defaults to target/ohol-tui.jar, DATA to ../shared/ohol-data (the game's data, for names).
set -eu
jar=${1:-target/ohol-tui.jar}
data=${2:-../shared/ohol-data}
command -v espeak-ng >/dev/null || { echo "speak-narration: espeak-ng is not installed" >&2; exit 2; }
out=$(mktemp) && errs=$(mktemp)
trap 'rm -f "$out" "$errs"' EXIT
{
  for line in help status near 'where is food' 'go to food'; do echo "$line"; sleep 2; done
  sleep 3
  for line in 'pick up north' eat status look 'look east' 'find stone' 'how do I make a sharp stone' \
      'what can I do with this' family 'say hello, anyone?' 'go north 2' 'use on west' 'help moving' \
      'history 5' quit; do echo "$line"; sleep 2; done
} | java -jar "$jar" practice --narrate --data "$data" >"$out" 2>/dev/null
lines=$(wc -l <"$out")
[ "$lines" -ge 20 ] || { echo "speak-narration: only $lines lines narrated" >&2; cat "$out" >&2; exit 1; }
if LC_ALL=C grep -n "$(printf '[\001-\010\013-\037\177]')" "$out" >&2; then
  echo "speak-narration: a control character in the narration" >&2; exit 1
fi
n=0
while IFS= read -r line; do
  n=$((n + 1))
  if ! espeak-ng -w /dev/null -- "$line" 2>"$errs" || [ -s "$errs" ]; then
    echo "speak-narration: espeak-ng failed on line $n: $line" >&2; cat "$errs" >&2; exit 1
  fi
done <"$out"
echo "speak-narration: $n lines spoken by $(espeak-ng --version | head -1), no error"
