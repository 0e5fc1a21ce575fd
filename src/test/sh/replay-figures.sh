#!/bin/sh
# What replay on the screen costs on an hour-long recording (the captures over and over at their
# own pace): the pass that keeps the checkpoints, seeks forward and back beside the same seeks
# played from the start, and the CPU of playing the hour at 64x into a 100x30 screen. Run from
# the checkout, with ../shared beside it:
#   sh src/test/sh/replay-figures.sh
set -e
mvn -B -o -q test-compile
mvn -B -o -q dependency:build-classpath -Dmdep.outputFile=target/figures-cp.txt -Dmdep.includeScope=test
exec java -cp "target/test-classes:target/classes:$(cat target/figures-cp.txt)" ohol.tui.onelife.replay.ReplayFigures
