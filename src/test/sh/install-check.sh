#!/bin/sh
# The install-and-run check: builds a release (mvn -B -Pdist package), checks its SHA256SUMS and
# what the tarball and the .deb hold, runs lintian on the .deb (no error, no warning but those its
# overrides give a reason for), runs every command (src/test/sh/smoke.sh) from the .deb unpacked,
# installs the .deb with apt as the README says, runs the installed `ohol-tui --version` and a
# scripted practice life (headless) past a JAVA_HOME and a java on the PATH that must not be used,
# and every command again from /usr/bin; checks dpkg owns the man page, the completion and the
# gateway's systemd unit, and that man and bash-completion find them; removes the package and
# checks nothing is left. Then unpacks the tarball into a home's ~/.local as the README says and
# checks `ohol-tui`, `man ohol-tui` and the completion work there with no setup, and every command.
# Prints each step's seconds and one "N passed, N failed" line; exit 1 when a check failed.
# Root on Debian or Ubuntu (apt-get, dpkg); it installs dpkg-dev and binutils for the build,
# lintian, man-db and bash-completion for the checks, tmux and openssh-client for the smoke test,
# and apt fetches the package's few libraries if missing.
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
    # what make-deb.sh (dpkg-deb, dpkg-shlibdeps) and runtime.sh (strip, objcopy) run
    if ! command -v dpkg-shlibdeps >/dev/null 2>&1 || ! command -v strip >/dev/null 2>&1; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dpkg-dev binutils >/dev/null
    fi
    start=$(millis)
    mvn -B -q -Pdist package -DskipTests
    took "mvn -B -q -Pdist package -DskipTests" "$start"
fi

need=
for tool in tmux:tmux ssh:openssh-client lintian:lintian man:man-db; do
    command -v "${tool%%:*}" >/dev/null 2>&1 || need="$need ${tool#*:}"
done
[ -f /usr/share/bash-completion/bash_completion ] || need="$need bash-completion"
if [ -n "$need" ]; then
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $need >/dev/null
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

# --- what the release holds --------------------------------------------------------------
check "SHA256SUMS holds the tarball's and the .deb's sums, and they match" sh -c \
    "cd '$project/target/dist' && test \$(wc -l < SHA256SUMS) = 2 && sha256sum --quiet -c SHA256SUMS"
dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's|^\./|/|' > "$work/deb.list"
doc=/usr/share/doc/ohol-tui
unit=/usr/lib/systemd/system/ohol-tui-gateway.service
for f in /usr/bin/ohol-tui /usr/lib/ohol-tui/app/ohol-tui.jar /usr/lib/ohol-tui/runtime/bin/java \
    /usr/lib/ohol-tui/runtime/lib/server/classes.jsa /usr/share/man/man1/ohol-tui.1.gz \
    /usr/share/bash-completion/completions/ohol-tui $unit $doc/copyright $doc/changelog.gz \
    $doc/changelog.Debian.gz $doc/NOTICE.gz $doc/licenses/jline/LICENSE.txt $doc/licenses/sshd-core/NOTICE; do
    check "the .deb holds $f" grep -qx "$f" "$work/deb.list"
done
check "the .deb's copyright file is the project's (DEP-5)" sh -c \
    "dpkg-deb --fsys-tarfile '$deb' | tar xO .$doc/copyright | cmp -s - '$project/src/main/dist/deb/copyright'"
check "the .deb's changelog.gz is CHANGELOG.md" sh -c \
    "dpkg-deb --fsys-tarfile '$deb' | tar xO .$doc/changelog.gz | gunzip | cmp -s - '$project/CHANGELOG.md'"
check "the .deb's unit is the project's" sh -c \
    "dpkg-deb --fsys-tarfile '$deb' | tar xO .$unit | cmp -s - '$project/src/main/dist/deb/ohol-tui-gateway.service'"
dpkg-deb -f "$deb" Depends Section > "$work/control"
cat "$work/control"
check "the .deb depends on a C library as new as its runtime needs" grep -Eq 'libc6 \(>= 2\.[0-9]+\)' "$work/control"
start=$(millis)
lintian --fail-on error,warning "$deb" >"$work/lintian.log" 2>&1 && status=0 || status=$?
took "lintian" "$start"
grep -v 'running with root privileges' "$work/lintian.log" || true
check "lintian finds no error and no warning in the .deb" test "$status" = 0
tar tzf "$tarball" | sed 's|^[^/]*/||' > "$work/tar.list"
for f in bin/ohol-tui lib/ohol-tui/app/ohol-tui.jar share/man/man1/ohol-tui.1 \
    share/bash-completion/completions/ohol-tui share/doc/ohol-tui/README.md share/doc/ohol-tui/CHANGELOG.md \
    share/doc/ohol-tui/LICENSE share/doc/ohol-tui/NOTICE share/doc/ohol-tui/licenses/jline/LICENSE.txt \
    share/doc/ohol-tui/licenses/sshd-core/NOTICE; do
    check "the tarball holds $f" grep -qx "$f" "$work/tar.list"
done
check "the tarball holds nothing but bin/, lib/ohol-tui/ and share/ (it unpacks into a prefix)" \
    test -z "$(grep -v -e '^$' -e '^bin/' -e '^lib/$' -e '^lib/ohol-tui/' -e '^share/' "$work/tar.list")"

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

for f in /usr/share/man/man1/ohol-tui.1.gz /usr/share/bash-completion/completions/ohol-tui $unit; do
    check "dpkg owns $f" sh -c "dpkg-query -S '$f' | grep -q '^ohol-tui: '"
done
check "man ohol-tui finds the package's page" test "$(run man -w ohol-tui 2>&1)" = /usr/share/man/man1/ohol-tui.1.gz
check "bash-completion loads the package's completion" run bash -c \
    '. /usr/share/bash-completion/bash_completion && __load_completion ohol-tui && complete -p ohol-tui'
check "the gateway's unit runs the installed command" grep -q '^ExecStart=/usr/bin/ohol-tui serve ' $unit
check "and is not enabled" test -z "$(find /etc/systemd/system -name ohol-tui-gateway.service 2>/dev/null)"
if command -v systemd-analyze >/dev/null 2>&1; then
    check "systemd-analyze verify passes the unit" systemd-analyze verify $unit
fi

# --- remove ------------------------------------------------------------------------------
start=$(millis)
DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq ohol-tui >"$work/apt.log" 2>&1 || cat "$work/apt.log"
took "apt-get remove ohol-tui" "$start"
check "ohol-tui is gone from the PATH" test ! -e /usr/bin/ohol-tui
check "/usr/lib/ohol-tui is gone" test ! -e /usr/lib/ohol-tui
check "its man page, completion and unit are gone" test ! -e /usr/share/man/man1/ohol-tui.1.gz -a \
    ! -e /usr/share/bash-completion/completions/ohol-tui -a ! -e $unit
dpkg --purge ohol-tui >/dev/null 2>&1 || true # remove leaves dpkg's record of the package behind

# --- the tarball, unpacked into ~/.local as the README says, on the Java on the PATH ---------
if command -v java >/dev/null 2>&1; then
    java_dir=$(dirname "$(command -v java)")
    home=$work/tarball-home
    mkdir -p "$home/.local"
    tar xzf "$tarball" -C "$home/.local" --strip-components=1
    # a login's PATH, with ~/.local/bin as Debian's ~/.profile puts it; no MANPATH, no XDG_*
    user() { env -i HOME="$home" PATH="$home/.local/bin:$java_dir:/usr/bin:/bin" LANG=C.UTF-8 "$@"; }
    check "ohol-tui is on the PATH in ~/.local/bin" test "$(user sh -c 'command -v ohol-tui')" = "$home/.local/bin/ohol-tui"
    check "the tarball's ohol-tui --version runs" user ohol-tui --version
    check "the tarball's practice --headless exits 0" user sh -c "ohol-tui practice --headless < '$work/script'"
    check "its caches go to ~/.cache/ohol-tui, not into ~/.local/lib" sh -c \
        "ls '$home/.cache/ohol-tui' | grep -q '^ohol-tui-java' && test \"\$(ls '$home/.local/lib/ohol-tui/app')\" = ohol-tui.jar"
    check "man ohol-tui finds ~/.local/share/man with no MANPATH" \
        test "$(user man -w ohol-tui 2>&1)" = "$home/.local/share/man/man1/ohol-tui.1"
    # bash-completion's own lookup in ~/.local/share, with ~/.local/bin off the PATH
    check "bash-completion loads ~/.local/share's completion" env -i HOME="$home" PATH=/usr/bin:/bin bash -c \
        '. /usr/share/bash-completion/bash_completion && __load_completion ohol-tui && complete -p ohol-tui'
    ln -s "$home/.local/bin/ohol-tui" "$work/ohol"
    smoke "the tarball" "$work/ohol"
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
