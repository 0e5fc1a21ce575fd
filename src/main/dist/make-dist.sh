#!/usr/bin/env bash
# Builds target/dist/ (run by `mvn -B -Pdist package`, after the jar, the launcher and the
# completion are made):
#   ohol-tui-VERSION.tar.gz      bin/ohol-tui (the launcher), lib/ohol-tui.jar, share/man,
#                                share/bash-completion, share/zsh, README.md, LICENSE, NOTICE,
#                                licenses/ (the bundled libraries' own licence files)
#   ohol-tui_VERSION-1_ARCH.deb  made by jpackage around a jlink runtime; installs in /usr
# usage: make-dist.sh JDK_HOME PROJECT_DIR TARGET_DIR VERSION
# The .deb needs dpkg-deb and fakeroot (jpackage runs them) and objcopy (jlink strips the
# runtime with it): apt-get install dpkg fakeroot binutils. DPKG_DEB_COMPRESSOR_TYPE=gzip
# packs it in seconds instead of minutes, and larger.
set -euo pipefail

jdk=$1
project=$2
target=$3
version=$4
dist=$target/dist
work=$target/dist-work

say() { echo "dist: $*"; }

for tool in jdeps jlink jpackage; do
    if [ ! -x "$jdk/bin/$tool" ]; then
        say "$jdk has no bin/$tool: build with a full JDK 17 or later (not a JRE)" >&2
        exit 1
    fi
done
missing=()
for tool in dpkg-deb fakeroot objcopy; do
    command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
    say "the .deb needs ${missing[*]}: apt-get install dpkg fakeroot binutils" >&2
    exit 1
fi

rm -rf "$dist" "$work"
mkdir -p "$dist" "$work"

# What the package phase made from the command model (the man page, the completion); absent is fine.
man=$target/man/ohol-tui.1
bash_completion=$target/completion/ohol-tui
[ -f "$bash_completion" ] || bash_completion=$target/ohol-tui.completion
zsh_completion=
for f in "$target"/completion/_*; do
    [ -f "$f" ] && zsh_completion=$f && break
done

# --- the tarball -------------------------------------------------------------------------
name=ohol-tui-$version
tree=$work/$name
mkdir -p "$tree/bin" "$tree/lib"
install -m 755 "$target/ohol-tui" "$tree/bin/ohol-tui"
install -m 644 "$target/ohol-tui.jar" "$tree/lib/ohol-tui.jar"
if [ -f "$man" ]; then
    install -D -m 644 "$man" "$tree/share/man/man1/ohol-tui.1"
fi
if [ -f "$bash_completion" ]; then
    install -D -m 644 "$bash_completion" "$tree/share/bash-completion/completions/ohol-tui"
fi
if [ -n "$zsh_completion" ]; then
    install -D -m 644 "$zsh_completion" "$tree/share/zsh/site-functions/_ohol-tui"
fi
install -m 644 "$project/README.md" "$project/LICENSE" "$project/NOTICE" "$tree/"
cp -R "$project/src/main/licenses" "$tree/licenses"
tar --owner=0 --group=0 --numeric-owner --sort=name -C "$work" -czf "$dist/$name.tar.gz" "$name"
say "$dist/$name.tar.gz"

# --- the runtime: only the modules the shipped jar needs (runtime.sh says how) -------------
bash "$(dirname "$0")/runtime.sh" "$jdk" "$target/ohol-tui.jar" "$work/runtime" | sed 's/^/dist: /'

# --- the .deb ----------------------------------------------------------------------------
mkdir -p "$work/input"
cp "$target/ohol-tui.jar" "$work/input/"
"$jdk/bin/jpackage" --type app-image --dest "$work/image" --name ohol-tui --app-version "$version" \
    --input "$work/input" --main-jar ohol-tui.jar --main-class ohol.tui.app.Main \
    --runtime-image "$work/runtime"
image=$work/image/ohol-tui
# The launcher instead of jpackage's: the same heap, archive and object cache as everywhere else.
rm -f "$image/lib/libapplauncher.so"
install -m 755 "$target/ohol-tui" "$image/bin/ohol-tui"
# jpackage installs only bin/ and lib/: the rest goes under /usr/lib/ohol-tui/share, and the
# package's scripts link it where man and the shells look.
if [ -f "$man" ]; then
    install -D -m 644 "$man" "$image/lib/share/man/man1/ohol-tui.1"
fi
if [ -f "$bash_completion" ]; then
    install -D -m 644 "$bash_completion" "$image/lib/share/bash-completion/completions/ohol-tui"
fi
if [ -n "$zsh_completion" ]; then
    install -D -m 644 "$zsh_completion" "$image/lib/share/zsh/vendor-completions/_ohol-tui"
fi
install -D -m 644 "$project/README.md" "$image/lib/share/doc/README.md"
install -m 644 "$project/NOTICE" "$image/lib/share/doc/NOTICE"
cp -R "$project/src/main/licenses" "$image/lib/share/doc/licenses"
"$jdk/bin/jpackage" --type deb --dest "$dist" --app-image "$image" --name ohol-tui \
    --app-version "$version" --install-dir /usr --linux-package-name ohol-tui \
    --description "A terminal client for One Hour One Life" --vendor ohol-tui \
    --linux-deb-maintainer ohol-tui@invalid --linux-app-category games \
    --license-file "$project/LICENSE" --resource-dir "$project/src/main/dist/deb"
for deb in "$dist"/ohol-tui_*.deb; do
    say "$deb"
done
rm -rf "$work"
