#!/bin/sh
# The install-and-run check: builds the tarball and the .deb (mvn -B -Pdist package), checks what
# each holds, runs every command (src/test/sh/smoke.sh) from the tarball and from the .deb unpacked,
# installs the .deb with apt as the README says, runs the installed `ohol-tui --version` and a
# scripted practice life (headless) past a JAVA_HOME and a java on the PATH that must not be used,
# and every command again from /usr/bin, then removes the package and checks nothing is left.
# Prints each step's seconds and one "N passed, N failed" line; exit 1 when a check failed.
# Root on Debian or Ubuntu (apt-get, dpkg); it installs fakeroot and binutils for the build, tmux
# and openssh-client for the smoke test, and apt fetches the package's few libraries if missing.
#   sh src/test/sh/install-check.sh              build, then check
#   sh src/test/sh/install-check.sh --no-build   check target/dist as it is
set -eu
cd "$(dirname "$0")/../../.."
project=$(pwd)

passed=0
failed=0
check() { # check WHAT COMMAND...: one line per check
    what=$1
    shift
    if "$@" >/dev/null 2>&1; then
        passed=$((passed + 1))
        echo "ok:   $what"
    else
        failed=$((failed + 1))
        echo "FAIL: $what"
    fi
}
millis() { date +%s%3N; }
took() { echo "time: $1 $(($(millis) - $2)) ms"; }

if [ "$(id -u)" != 0 ]; then
    echo "install-check: run as root (it installs and removes the .deb with apt)" >&2
    exit 2
fi
if [ "$(dpkg-query -W -f='${db:Status-Status}' ohol-tui 2>/dev/null)" = installed ]; then
    echo "install-check: ohol-tui is installed already; apt-get remove ohol-tui first" >&2
    exit 2
fi

if [ "${1:-}" != --no-build ]; then
    # what jpackage (dpkg-deb, fakeroot) and jlink (objcopy) run
    if ! command -v fakeroot >/dev/null 2>&1 || ! command -v objcopy >/dev/null 2>&1; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fakeroot binutils >/dev/null
    fi
    start=$(millis)
    mvn -B -q -Pdist package -DskipTests
    took "mvn -B -q -Pdist package -DskipTests" "$start"
fi

if ! command -v tmux >/dev/null 2>&1 || ! command -v ssh >/dev/null 2>&1; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux openssh-client >/dev/null
fi

deb=$(ls "$project"/target/dist/ohol-tui_*.deb)
tarball=$(ls "$project"/target/dist/ohol-tui-*.tar.gz)
echo "size: $(basename "$deb") $(stat -c %s "$deb") bytes"
echo "size: $(basename "$tarball") $(stat -c %s "$tarball") bytes"

work=$(mktemp -d /tmp/ohol-install-check.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/home"
# a JAVA_HOME that is not there and a java on the PATH that only fails: the package's own
# runtime must do
mkdir -p "$work/wrong"
printf '#!/bin/sh\necho "not the package'"'"'s java" >&2\nexit 9\n' >"$work/wrong/java"
chmod 755 "$work/wrong/java"

# --- what the packages hold ---------------------------------------------------------------
dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's|^\./|/|' > "$work/deb.list"
for f in /usr/bin/ohol-tui /usr/lib/ohol-tui/app/ohol-tui.jar /usr/lib/ohol-tui/runtime/bin/java \
    /usr/lib/ohol-tui/runtime/lib/server/classes.jsa /usr/lib/ohol-tui/share/doc/NOTICE \
    /usr/lib/ohol-tui/share/bash-completion/completions/ohol-tui /usr/share/doc/ohol-tui/copyright \
    /usr/lib/ohol-tui/share/doc/licenses/jline/LICENSE.txt /usr/lib/ohol-tui/share/doc/licenses/sshd-core/NOTICE; do
    check "the .deb holds $f" grep -qx "$f" "$work/deb.list"
done
check "the .deb's copyright file is the project's (DEP-5)" sh -c \
    "dpkg-deb --fsys-tarfile '$deb' | tar xO ./usr/share/doc/ohol-tui/copyright | cmp -s - '$project/src/main/dist/deb/copyright'"
tar tzf "$tarball" | sed 's|^[^/]*/||' > "$work/tar.list"
for f in bin/ohol-tui lib/ohol-tui.jar README.md LICENSE NOTICE share/bash-completion/completions/ohol-tui \
    licenses/jline/LICENSE.txt licenses/sshd-core/NOTICE; do
    check "the tarball holds $f" grep -qx "$f" "$work/tar.list"
done
for f in usr/lib/ohol-tui/share/man/man1/ohol-tui.1 usr/lib/ohol-tui/share/zsh/vendor-completions/_ohol-tui; do
    grep -qx "/$f" "$work/deb.list" || echo "note: the .deb has no /$f (its build made none)"
done

# smoke LABEL LAUNCHER [ENV...]: every command, on the Java that launcher picks
smoke() {
    label=$1
    launcher=$2
    shift 2
    start=$(millis)
    if env "$@" sh "$project/src/test/sh/smoke.sh" "$launcher" >"$work/smoke.log" 2>&1; then
        passed=$((passed + 1))
        echo "ok:   every command from $label ($(tail -n 1 "$work/smoke.log"))"
    else
        failed=$((failed + 1))
        echo "FAIL: every command from $label:"
        sed 's/^/      /' "$work/smoke.log"
    fi
    took "smoke.sh $label" "$start"
}

# --- the .deb unpacked, on its own Java -----------------------------------------------------
mkdir -p "$work/unpacked"
dpkg-deb -x "$deb" "$work/unpacked"
smoke "the unpacked .deb" "$work/unpacked/usr/bin/ohol-tui" PATH="$work/wrong:$PATH" JAVA_HOME=/nonexistent

# --- install, as the README says -----------------------------------------------------------
start=$(millis)
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >"$work/apt.log" 2>&1 || cat "$work/apt.log"
took "apt-get install ./$(basename "$deb")" "$start"
check "ohol-tui is on the PATH in /usr/bin" test "$(command -v ohol-tui)" = /usr/bin/ohol-tui

run() { env -i HOME="$work/home" PATH="$work/wrong:/usr/bin:/bin" LANG=C.UTF-8 JAVA_HOME=/nonexistent "$@"; }
run /usr/bin/ohol-tui --version >"$work/version" 2>&1 || true
cat "$work/version"
check "the installed ohol-tui --version runs on its own Java" grep -q 'in /usr/lib/ohol-tui/runtime' "$work/version"

# a practice life, scripted: say a line, walk, quit
printf 'say HELLO\nmove 1 0\nwait 1\nquit\n' >"$work/script"
status=0
run /usr/bin/ohol-tui practice --headless <"$work/script" >"$work/practice.json" 2>"$work/practice.err" || status=$?
tail -n 3 "$work/practice.json"
cat "$work/practice.err"
check "the installed practice --headless exits 0" test "$status" = 0
check "the practice life began" grep -q '"event":"life_began"' "$work/practice.json"
check "the practice life said HELLO" grep -q '"event":"said".*HELLO' "$work/practice.json"
check "the launcher wrote its archive in the user's cache" sh -c "ls '$work/home/.cache/ohol-tui' | grep -q '^ohol-tui-java'"
check "and nothing in /usr/lib/ohol-tui/app" test -z "$(ls /usr/lib/ohol-tui/app | grep -v -e '^ohol-tui.jar$' -e '^ohol-tui.cfg$')"

smoke /usr/bin/ohol-tui /usr/bin/ohol-tui PATH="$work/wrong:/usr/bin:/bin" JAVA_HOME=/nonexistent

for f in man/man1/ohol-tui.1 bash-completion/completions/ohol-tui zsh/vendor-completions/_ohol-tui; do
    if [ -f "/usr/lib/ohol-tui/share/$f" ]; then
        check "/usr/share/$f links to the package's file" test -f "/usr/share/$f" -a -h "/usr/share/$f"
    fi
done

# --- remove ------------------------------------------------------------------------------
start=$(millis)
DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq ohol-tui >"$work/apt.log" 2>&1 || cat "$work/apt.log"
took "apt-get remove ohol-tui" "$start"
check "ohol-tui is gone from the PATH" test ! -e /usr/bin/ohol-tui
check "/usr/lib/ohol-tui is gone" test ! -e /usr/lib/ohol-tui
check "its links are gone" test ! -h /usr/share/bash-completion/completions/ohol-tui
dpkg --purge ohol-tui >/dev/null 2>&1 || true # remove leaves dpkg's record of the package behind

# --- the tarball, with the Java on the PATH ------------------------------------------------
if command -v java >/dev/null 2>&1; then
    tar xzf "$tarball" -C "$work"
    launcher=$(ls "$work"/ohol-tui-*/bin/ohol-tui)
    ln -s "$launcher" "$work/ohol"
    check "the tarball's bin/ohol-tui runs through a link" sh "$work/ohol" --version
    check "the tarball's practice --headless exits 0" sh -c "'$work/ohol' practice --headless < '$work/script'"
    smoke "the tarball" "$work/ohol"
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
