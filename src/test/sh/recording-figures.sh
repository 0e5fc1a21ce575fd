#!/bin/sh
# What recording and replay cost, on the captured sessions: the CPU a recording adds to reading
# the server's bytes, the file's size beside the bytes the server sent, and how fast an hour-long
# recording replays headless. Run from the checkout, with ../shared beside it:
#   sh src/test/sh/recording-figures.sh
set -e
mvn -B -o -q test-compile
mvn -B -o -q dependency:build-classpath -Dmdep.outputFile=target/figures-cp.txt -Dmdep.includeScope=test
exec java -cp "target/test-classes:target/classes:$(cat target/figures-cp.txt)" ohol.tui.onelife.replay.RecordingFigures
