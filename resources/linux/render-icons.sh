#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 RentDeck contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Renders the app icon's PNGs (hicolor sizes), the Windows .ico and the macOS .icns from the SVGs. The results are
# committed, so building needs none of this; run it again after changing an SVG. Needs rsvg-convert (librsvg2-bin)
# and python3.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
icons=$here/icons
id=org.rentdeck.RentDeck
full=$icons/hicolor/scalable/apps/$id.svg
small=$icons/$id-small.svg # edges on the 16 px grid, fewer details

for size in 16 24 32 48 64 128 256 512; do
    source=$full
    [ "$size" -le 24 ] && source=$small
    mkdir -p "$icons/hicolor/${size}x${size}/apps"
    rsvg-convert -w "$size" -h "$size" "$source" -o "$icons/hicolor/${size}x${size}/apps/$id.png"
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rsvg-convert -w 1024 -h 1024 "$full" -o "$tmp/1024.png"

# ICO and ICNS both accept PNG images as entries; the containers are a few header bytes.
python3 - "$icons/hicolor" "$tmp/1024.png" "$root/installer/windows/rentdeck.ico" "$root/installer/macos/RentDeck.icns" <<'PY'
import struct, sys
hicolor, big, ico_path, icns_path = sys.argv[1:]
def png(size):
    path = big if size == 1024 else f"{hicolor}/{size}x{size}/apps/org.rentdeck.RentDeck.png"
    with open(path, "rb") as f:
        return f.read()

sizes = [16, 24, 32, 48, 64, 128, 256]
entries, blobs, offset = b"", b"", 6 + 16 * len(sizes)
for s in sizes:
    data = png(s)
    entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data), offset)
    blobs += data
    offset += len(data)
with open(ico_path, "wb") as f:
    f.write(struct.pack("<HHH", 0, 1, len(sizes)) + entries + blobs)

chunks = b""
for kind, s in [(b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
                (b"ic10", 1024)]:
    data = png(s)
    chunks += kind + struct.pack(">I", 8 + len(data)) + data
with open(icns_path, "wb") as f:
    f.write(b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks)
PY
echo "rendered $icons/hicolor, installer/windows/rentdeck.ico, installer/macos/RentDeck.icns"
