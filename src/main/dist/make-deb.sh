#!/usr/bin/env bash
# Makes OUT_DIR/ohol-tui_VERSION-REVISION_ARCH.deb with dpkg-deb from a staged tree (run by
# make-dist.sh); every file it installs is in it, and no maintainer script makes any:
#   /usr/bin/ohol-tui                          the launcher (src/main/dist/ohol-tui)
#   /usr/lib/ohol-tui/app/ohol-tui.jar         where the launcher looks for it, beside
#   /usr/lib/ohol-tui/runtime/                 the package's own Java (runtime.sh)
#   /usr/lib/systemd/system/ohol-tui-gateway.service   installed, not enabled
#   /usr/share/man/man1/ohol-tui.1.gz, /usr/share/bash-completion/completions/ohol-tui
#   /usr/share/doc/ohol-tui/                   copyright, changelog.gz (CHANGELOG.md),
#                                              changelog.Debian.gz, README.md.gz, manual/, NOTICE.gz, licenses/
#   /usr/share/lintian/overrides/ohol-tui      the warnings kept, each with its reason
# Depends is what dpkg-shlibdeps reads from the runtime's ELF files: the C library the building
# machine's JDK was linked against (Debian 12: libc6 >= 2.34), so apt refuses an older system.
# Section net, the launcher in /usr/bin and a section-1 manual: besides the game client, the
# package holds a server (`serve`, and its systemd unit), which policy keeps out of /usr/games.
# The maintainer (control and changelog): DEBFULLNAME and DEBEMAIL, as dch reads them, else the
# checkout's git user.name and user.email.
# usage: make-deb.sh PROJECT_DIR TARGET_DIR VERSION REVISION RUNTIME_DIR OUT_DIR
set -euo pipefail

project=$1
target=$2
version=$3
revision=$4
runtime=$5
out=$6
deb=$project/src/main/dist/deb

say() { echo "dist: $*"; }

name=${DEBFULLNAME:-$(git -C "$project" config user.name || true)}
email=${DEBEMAIL:-$(git -C "$project" config user.email || true)}
if [ -z "$name" ] || [ -z "$email" ]; then
    say "the .deb needs a maintainer: set DEBFULLNAME and DEBEMAIL (or git's user.name and user.email)" >&2
    exit 1
fi
maintainer="$name <$email>"
man=$target/man/ohol-tui.1
completion=$target/completion/ohol-tui
for f in "$man" "$completion"; do
    [ -f "$f" ] || { say "no $f: mvn package makes it" >&2; exit 1; }
done

build=$(mktemp -d "$target/deb-build.XXXXXX")
trap 'rm -rf "$build"' EXIT
root=$build/debian/ohol-tui
docs=$root/usr/share/doc/ohol-tui

install -D -m 755 "$target/ohol-tui" "$root/usr/bin/ohol-tui"
install -D -m 644 "$target/ohol-tui.jar" "$root/usr/lib/ohol-tui/app/ohol-tui.jar"
cp -R "$runtime" "$root/usr/lib/ohol-tui/runtime"
install -D -m 644 "$deb/ohol-tui-gateway.service" "$root/usr/lib/systemd/system/ohol-tui-gateway.service"
install -D -m 644 "$man" "$root/usr/share/man/man1/ohol-tui.1"
install -D -m 644 "$completion" "$root/usr/share/bash-completion/completions/ohol-tui"
install -D -m 644 "$deb/lintian-overrides" "$root/usr/share/lintian/overrides/ohol-tui"
install -D -m 644 "$deb/copyright" "$docs/copyright"
install -m 644 "$project/CHANGELOG.md" "$docs/changelog"
install -m 644 "$project/README.md" "$project/NOTICE" "$docs/"
install -D -m 644 "$project"/docs/manual/*.md -t "$docs/manual"
cp -R "$project/src/main/licenses" "$docs/licenses"

# Debian's own changelog: one entry per package version, dated as the commit it was built from
when=${SOURCE_DATE_EPOCH:-$(git -C "$project" log -1 --format=%ct 2>/dev/null || date +%s)}
commit=$(git -C "$project" rev-parse --short HEAD 2>/dev/null || echo unknown)
cat >"$docs/changelog.Debian" <<EOF
ohol-tui ($version-$revision) unstable; urgency=medium

  * Package of ohol-tui $version (commit $commit), built with its own Java
    runtime; the program's changes are in changelog.gz.

 -- $maintainer  $(LC_ALL=C date -u -R -d "@$when")
EOF
# as dh_compress: the manual, the changelogs and documents over 4 KiB, but never copyright
gzip -9n "$root/usr/share/man/man1/ohol-tui.1" "$docs/changelog" "$docs/changelog.Debian"
find "$docs" -type f -size +4k ! -name copyright ! -name '*.gz' -exec gzip -9n {} +

chmod -R u=rwX,go=rX "$root"
mkdir -p "$root/DEBIAN"
install -m 755 "$deb/postinst" "$deb/prerm" "$deb/postrm" "$root/DEBIAN/"

printf 'Source: ohol-tui\n\nPackage: ohol-tui\nArchitecture: any\n' >"$build/debian/control"
elves=()
while IFS= read -r -d '' f; do
    if [ "$(od -An -N4 -tx1 "$f" | tr -d ' ')" = 7f454c46 ]; then
        elves+=("$f")
    fi
done < <(find "$root/usr/lib/ohol-tui/runtime" -type f -print0)
depends=$(cd "$build" && dpkg-shlibdeps -O --ignore-missing-info \
    -l"$root/usr/lib/ohol-tui/runtime/lib" -l"$root/usr/lib/ohol-tui/runtime/lib/server" \
    "${elves[@]}" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { say "dpkg-shlibdeps found no dependencies" >&2; exit 1; }

arch=$(dpkg --print-architecture)
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s/@VERSION@/$version-$revision/" -e "s/@ARCH@/$arch/" -e "s/@SIZE@/$size/" \
    -e "s|@MAINTAINER@|$maintainer|" -e "s/@DEPENDS@/$depends/" "$deb/control" >"$root/DEBIAN/control"
(cd "$root" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

package=$out/ohol-tui_$version-${revision}_$arch.deb
dpkg-deb --root-owner-group --build "$root" "$package" >/dev/null
say "$package ($depends)"
