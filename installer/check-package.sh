#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 RentDeck contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# installer/check-package.sh BUILD — builds the packages of a configured, built tree and checks what a user gets:
# the .deb's dependencies and contents, `rentdeck-cli --version` and the GUI (offscreen, one screenshot) run from
# the files `dpkg -x` unpacked, the desktop entry and metainfo validators, and the tarball's contents.
# Needs dpkg-dev (dpkg-shlibdeps), desktop-file-utils and appstream-util. bootstrap.sh test runs it.
set -euo pipefail

build=$(cd "${1:?usage: $0 BUILD-DIR}" && pwd)
id=org.rentdeck.RentDeck
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rd-package.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
fail() {
    echo "check-package: $*" >&2
    exit 1
}

rm -f "$build"/rentdeck_*.deb "$build"/rentdeck-*.tar.gz
cmake --build "$build" --target package >"$tmp/cpack.log" 2>&1 || {
    cat "$tmp/cpack.log" >&2
    fail "cpack failed"
}
debs=("$build"/rentdeck_*.deb)
tgzs=("$build"/rentdeck-*.tar.gz)
deb=${debs[0]} tgz=${tgzs[0]}
if [ ! -f "$deb" ] || [ ! -f "$tgz" ]; then
    fail "cpack made no .deb or no .tar.gz in $build"
fi
echo "$(basename "$deb"): $(du -h "$deb" | cut -f1); $(basename "$tgz"): $(du -h "$tgz" | cut -f1)"

# Dependencies: from dpkg-shlibdeps, plus what is run or loaded rather than linked.
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for want in libqt6core6 libqt6widgets6 libqt6charts6 libqt6sql6 libssh-4 libqt6keychain libvterm \
    libqt6sql6-sqlite libqt6sql6-psql qt6-qpa-plugins rsync openssh-client; do
    grep -q "\b$want" <<<"$depends" || fail "Depends lacks $want"
done
[ "$(dpkg-deb -f "$deb" Recommends)" = openssh-server ] || fail "Recommends is not openssh-server"

# Contents: the four executables and the desktop files; no tests, benches or mock server.
dpkg-deb -c "$deb" >"$tmp/contents"
root=$tmp/root
dpkg -x "$deb" "$root"
binaries=$(find "$root/usr/bin" -mindepth 1 -printf '%f\n' | sort | tr '\n' ' ')
[ "$binaries" = "rentdeck rentdeck-cli rentdeck-gpusim rentdeck-sandbox-poweroff " ] ||
    fail "unexpected /usr/bin: $binaries"
for size in 16 24 32 48 64 128 256 512; do
    [ -s "$root/usr/share/icons/hicolor/${size}x${size}/apps/$id.png" ] || fail "no ${size}px icon"
done
for file in icons/hicolor/scalable/apps/$id.svg applications/$id.desktop metainfo/$id.metainfo.xml \
    doc/rentdeck/copyright doc/rentdeck/changelog.gz; do
    [ -s "$root/usr/share/$file" ] || fail "no /usr/share/$file"
done
if ldd "$root"/usr/bin/* | grep -q 'not found'; then
    ldd "$root"/usr/bin/* >&2
    fail "an installed executable misses a library"
fi
if readelf -d "$root"/usr/bin/* | grep -E 'R(UN)?PATH' | grep -qF "$build"; then
    fail "an installed executable keeps the build tree's RPATH"
fi

desktop-file-validate "$root/usr/share/applications/$id.desktop" || fail "desktop-file-validate"
appstream-util validate-relax --nonet "$root/usr/share/metainfo/$id.metainfo.xml" || fail "appstream-util"

# Run the installed programs, with their data in the temporary folder.
export HOME=$tmp/home RENTDECK_HOME=$tmp/home/rentdeck XDG_RUNTIME_DIR=$tmp/run
mkdir -p "$HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
version=$("$root/usr/bin/rentdeck-cli" --version)
echo "installed rentdeck-cli --version: $version"
grep -q "$(dpkg-deb -f "$deb" Version)" <<<"$version" || fail "rentdeck-cli --version says '$version'"
QT_QPA_PLATFORM=offscreen timeout 60 "$root/usr/bin/rentdeck" --screenshot "$tmp/window.png" \
    >"$tmp/gui.log" 2>&1 || {
    cat "$tmp/gui.log" >&2
    fail "the installed GUI failed to start"
}
[ -s "$tmp/window.png" ] || fail "the installed GUI saved no screenshot"
echo "installed rentdeck (offscreen): window screenshot $(du -h "$tmp/window.png" | cut -f1)"

tgz_binaries=$(tar -tzf "$tgz" | sed -n 's#^[^/]*/bin/\(..*\)$#\1#p' | sort | tr '\n' ' ')
[ "$tgz_binaries" = "$binaries" ] || fail "unexpected bin/ in the tarball: $tgz_binaries"
echo "packages OK"
