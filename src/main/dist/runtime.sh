#!/usr/bin/env bash
# Makes the Java runtime the .deb carries: jlink with the modules the shipped jar needs, its
# native files stripped (strip, from binutils).
# usage: runtime.sh JDK_HOME JAR OUTPUT_DIR
# Run by make-dist.sh, and alone (a few seconds) for src/test/sh/smoke.sh to try every command on
# it: JAVA_HOME=OUTPUT_DIR target/ohol-tui ...
set -euo pipefail

jdk=$1
jar=$2
out=$3

# The modules are what jdeps finds in the shaded jar: the client's classes and every library's
# (JLine, MINA SSHD and BouncyCastle use java.logging; SSHD java.management, java.rmi and
# java.security.jgss), so a library that starts using a module brings it. Read from the client's
# classes alone, they missed java.logging, and narrated mode and `serve` stopped at their start.
#
# Left out of the reading, the classes below: each is a path the client never takes and would
# bring large modules (java.desktop alone is 15 MB). src/test/sh/smoke.sh runs every command on
# the runtime to prove the rest is enough.
#   Lanterna's Swing and AWT terminal, and TextColor's toColor() for it (java.desktop)
#   Gson's java.sql adapters, which Gson uses only when java.sql is there (java.sql)
#   the Error Prone annotations Gson carries, read by compilers only (java.compiler)
#   JLine's console engine and its `ttop` command: narrated mode uses the line reader alone
#   BouncyCastle's certificate stores read over LDAP (java.naming, java.sql): the gateway's keys
#   are no certificates
skip='com\.googlecode\.lanterna\.terminal\.swing\.'
skip+='|com\.googlecode\.lanterna\.TextColor(\$.*)?$'
skip+='|com\.google\.gson\.internal\.sql\.'
skip+='|com\.google\.errorprone\.'
skip+='|org\.jline\.console\.impl\.ConsoleEngineImpl'
skip+='|org\.jline\.builtins\.TTop'
skip+='|org\.bouncycastle\.x509\.util\.LDAPStoreHelper'
skip+='|org\.bouncycastle\.jce\.provider\.(X509LDAPCertStoreSpi|CrlCache)'
modules=$("$jdk/bin/jdeps" --multi-release 17 --ignore-missing-deps --print-module-deps \
    -include "(?!$skip).*" "$jar")
# Reached by reflection, which jdeps cannot see: jdk.unsupported (sun.misc.Signal: the hangup and
# the window's size), jdk.crypto.ec (the SunEC provider: an https reflector, and the gateway's
# ECDSA host key and curve25519 and NIST key exchanges)
modules=$modules,jdk.unsupported,jdk.crypto.ec
echo "runtime modules: $modules"

rm -rf "$out"
"$jdk/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
    --compress=2 --output "$out"
# The JDK's native files keep their symbol tables (jlink's --strip-debug drops only the debug
# sections): stripped as Debian strips its packages' (dh_strip), 4 MB less
while IFS= read -r -d '' f; do
    if [ "$(od -An -N4 -tx1 "$f" | tr -d ' ')" = 7f454c46 ]; then
        mode=$(stat -c %a "$f")
        chmod u+w "$f"
        strip --strip-unneeded --remove-section=.comment --remove-section=.note "$f"
        chmod "$mode" "$f"
    fi
done < <(find "$out" -type f -print0)
# the runtime's own class-data archive: without it Java makes no archive of the client's classes
"$out/bin/java" -Xshare:dump >/dev/null
echo "runtime size: $(du -sk "$out" | cut -f1) KiB"
