#!/bin/sh
# What a crafted recording 46 days long (a practice life with a frame every 20 s) costs the screen
# replay under a 64 MB heap: the checkpoints kept, the heap used after a full collection, and seeks
# to the middle. Run from the checkout, with ../shared beside it:
#   sh src/test/sh/long-replay-figures.sh
set -e
mvn -B -o -q test-compile
mvn -B -o -q dependency:build-classpath -Dmdep.outputFile=target/figures-cp.txt -Dmdep.includeScope=test
cp="target/test-classes:target/classes:$(cat target/figures-cp.txt)"
java -cp "$cp" ohol.tui.app.LongLife target/46-days.ohrec
exec java -Xmx64m -cp "$cp" ohol.tui.onelife.replay.LongReplayFigures target/46-days.ohrec
