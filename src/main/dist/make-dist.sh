#!/usr/bin/env bash
# Builds target/dist/, a release (run by `mvn -B -Pdist package`, after the jar, the launcher, the
# man page and the completion are made):
#   ohol-tui-VERSION.tar.gz      a prefix's tree under ohol-tui-VERSION/: bin/ohol-tui (the
#                                launcher), lib/ohol-tui/app/ohol-tui.jar, share/man/man1,
#                                share/bash-completion/completions, share/doc/ohol-tui (README.md, manual/,
#                                CHANGELOG.md, LICENSE, NOTICE, licenses/). Unpacked into ~/.local
#                                (tar --strip-components=1), `ohol-tui`, `man ohol-tui` and the
#                                completion work with no setup: man finds share/man beside a bin
#                                on the PATH, bash-completion looks in ~/.local/share.
#   ohol-tui_VERSION-REV_ARCH.deb  make-deb.sh: the launcher, the jar and a jlink runtime in /usr
#   SHA256SUMS                   of both (sha256sum -c SHA256SUMS)
# usage: make-dist.sh JDK_HOME PROJECT_DIR TARGET_DIR VERSION DEB_REVISION
# The .deb needs dpkg-deb and dpkg-shlibdeps (its Depends) and strip and objcopy (the runtime's
# native files): apt-get install dpkg-dev binutils. DPKG_DEB_COMPRESSOR_TYPE=gzip packs it in
# seconds instead of a minute, and larger.
set -euo pipefail

jdk=$1
project=$2
target=$3
version=$4
revision=$5
dist=$target/dist
work=$target/dist-work
here=$(dirname "$0")

say() { echo "dist: $*"; }

for tool in jdeps jlink; do
    if [ ! -x "$jdk/bin/$tool" ]; then
        say "$jdk has no bin/$tool: build with a full JDK 17 or later (not a JRE)" >&2
        exit 1
    fi
done
missing=()
for tool in dpkg-deb dpkg-shlibdeps strip objcopy; do
    command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
    say "the .deb needs ${missing[*]}: apt-get install dpkg-dev binutils" >&2
    exit 1
fi

rm -rf "$dist" "$work"
mkdir -p "$dist" "$work"

# --- the tarball: the .deb's tree without its Java ----------------------------------------
# The launcher finds the jar in ../lib/ohol-tui/app and, with no runtime beside it, runs the
# Java in JAVA_HOME or on the PATH; its caches go to the user's cache folder, not into lib/.
name=ohol-tui-$version
tree=$work/$name
doc=$tree/share/doc/ohol-tui
install -D -m 755 "$target/ohol-tui" "$tree/bin/ohol-tui"
install -D -m 644 "$target/ohol-tui.jar" "$tree/lib/ohol-tui/app/ohol-tui.jar"
install -D -m 644 "$target/man/ohol-tui.1" "$tree/share/man/man1/ohol-tui.1"
install -D -m 644 "$target/completion/ohol-tui" "$tree/share/bash-completion/completions/ohol-tui"
install -D -m 644 "$project/README.md" "$project/CHANGELOG.md" "$project/LICENSE" "$project/NOTICE" \
    -t "$doc"
install -D -m 644 "$project"/docs/manual/*.md -t "$doc/manual"
cp -R "$project/src/main/licenses" "$doc/licenses"
chmod -R u=rwX,go=rX "$tree"
tar --owner=0 --group=0 --numeric-owner --sort=name -C "$work" -czf "$dist/$name.tar.gz" "$name"
say "$dist/$name.tar.gz"

# --- the runtime: only the modules the shipped jar needs (runtime.sh says how) -------------
bash "$here/runtime.sh" "$jdk" "$target/ohol-tui.jar" "$work/runtime" | sed 's/^/dist: /'

# --- the .deb ----------------------------------------------------------------------------
bash "$here/make-deb.sh" "$project" "$target" "$version" "$revision" "$work/runtime" "$dist"

(cd "$dist" && sha256sum -- *.tar.gz *.deb >SHA256SUMS)
say "$dist/SHA256SUMS"
rm -rf "$work"
