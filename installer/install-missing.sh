#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 RentDeck contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# installer/install-missing.sh PACKAGE...   installs the Debian packages among PACKAGE that are not installed yet
# (as root, or through sudo); does nothing when all are there. Shared by bootstrap.sh and fuzz-ci.sh.
set -euo pipefail

missing=()
for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
printf '\033[1m==> installing: %s\033[0m\n' "${missing[*]}" >&2
sudo=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "Need root or sudo to install: ${missing[*]}" >&2; exit 1; }
    sudo=(sudo)
fi
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
