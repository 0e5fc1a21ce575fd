#!/bin/sh
# Start time of the installed client against `java -jar`: installs target/dist's .deb (build it
# with `mvn -B -Pdist package -DskipTests`), then times `--version` (RUNS runs each) and the
# practice world's first frame in tmux (RUNS runs each; two runs first make the launchers'
# class-data archives) for java -jar target/ohol-tui.jar, the target/ohol-tui launcher and the installed
# /usr/bin/ohol-tui, and removes the package. Root, Debian or Ubuntu, tmux.
#   sh src/test/sh/installed-start.sh 11
set -eu
cd "$(dirname "$0")/../../.."
runs=${1:-11}
here=src/test/sh
deb=$(ls "$(pwd)"/target/dist/ohol-tui_*.deb)
if [ "$(dpkg-query -W -f='${db:Status-Status}' ohol-tui 2>/dev/null)" = installed ]; then
    echo "installed-start: ohol-tui is installed already; apt-get remove ohol-tui first" >&2
    exit 2
fi
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >/dev/null 2>&1
trap 'DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq ohol-tui >/dev/null 2>&1' EXIT
# each its own fresh archive, made by the warm-up runs
home=$(mktemp -d /tmp/ohol-installed-start.XXXXXX)
export XDG_CACHE_HOME=$home/cache
rm -f target/ohol-tui-java*.jsa*

# two practice runs make each launcher's archive (Java 17 writes it at exit, keeps it at the next start)
for name in "target/ohol-tui" "/usr/bin/ohol-tui"; do
    # shellcheck disable=SC2086 # the name is the command and its words
    sh $here/first-frame.sh 2 'food 18/18' $name practice >/dev/null
done
echo "archives: $(ls target/ohol-tui-java*.jsa* "$XDG_CACHE_HOME"/ohol-tui/ohol-tui-java*.jsa* 2>/dev/null | tr '\n' ' ')"
for name in "java -jar target/ohol-tui.jar" "target/ohol-tui" "/usr/bin/ohol-tui"; do
    echo "== $name --version"
    # shellcheck disable=SC2086
    sh $here/run-time.sh "$runs" $name --version | tail -n 1
done
for name in "java -jar target/ohol-tui.jar" "target/ohol-tui" "/usr/bin/ohol-tui"; do
    echo "== $name practice, first frame"
    # shellcheck disable=SC2086
    sh $here/first-frame.sh "$runs" 'food 18/18' $name practice | tail -n 1
done
rm -rf "$home"
