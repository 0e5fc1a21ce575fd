#!/bin/sh
# Wall time of a command that ends by itself (e.g. --version): RUNS runs, each run's
# milliseconds and their median.
#   sh src/test/sh/run-time.sh 15 java -jar target/ohol-tui.jar --version
#   sh src/test/sh/run-time.sh 15 target/ohol-tui --version
set -eu
runs=$1
shift
times=""
i=0
while [ "$i" -lt "$runs" ]; do
    i=$((i + 1))
    start=$(date +%s%N)
    "$@" >/dev/null
    end=$(date +%s%N)
    ms=$(((end - start) / 1000000))
    echo "run $i: $ms ms"
    times="$times $ms"
done
echo "$times" | tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END {m = NR % 2 ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2; print "median " m " ms over " NR " runs (min " a[1] ", max " a[NR] ")"}'
