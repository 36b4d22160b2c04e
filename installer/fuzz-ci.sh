#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 RentDeck contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Bounded fuzzing for CI (tests/fuzz/README.md): installs clang and libFuzzer if missing, builds every libFuzzer
# target with ASan + UBSan in a temporary folder, runs each for FUZZ_SECONDS (default 10) on its seeds plus a
# fresh corpus, and fails when any target crashes, leaks or breaks a parser contract. Crash inputs are copied to
# FUZZ_ARTIFACTS (default ./fuzz-artifacts) before the temporary folder is removed.
#   installer/fuzz-ci.sh                 all targets
#   installer/fuzz-ci.sh FuzzVastAi ...  some targets
# Environment: FUZZ_SECONDS, FUZZ_JOBS (build jobs, and fuzz targets run at once; default nproc), FUZZ_KEEP=1 keeps
# the build folder,
# FUZZ_UNIT_TESTS=1 builds every target of this core-only (RD_BUILD_UI=OFF) clang build and runs the unit tests in
# it before fuzzing: the proof that the core builds without widgets, with a second compiler, under ASan + UBSan.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
seconds=${FUZZ_SECONDS:-10}
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 2)}
artifacts=${FUZZ_ARTIFACTS:-$PWD/fuzz-artifacts}
packages=(clang libclang-rt-dev lld cmake ninja-build pkg-config qt6-base-dev libssh-dev qtkeychain-qt6-dev)

# Executable, entry point (its seeds: tests/fuzz/seeds/<entry point>/ and tests/fuzz/corpora.txt).
targets=(
    FuzzNvidiaSmi:nvidia-smi FuzzCheckProbe:check-probe FuzzCatalogs:catalogs
    FuzzVastAi:vastai FuzzRunPod:runpod FuzzLambda:lambda FuzzAutoDl:autodl
    FuzzRsyncProgress:rsync-progress FuzzSshCommand:ssh-command FuzzRemoteListing:remote-listing
    FuzzMetricStream:metric-stream FuzzWatchdogLog:watchdog-log FuzzApiErrors:api-errors
)

started_at=$(date +%s)
log() { printf '\033[1m==> [%ss] %s\033[0m\n' "$(( $(date +%s) - started_at ))" "$*" >&2; }

install_missing() { "$root/installer/install-missing.sh" "${packages[@]}"; }

work=$(mktemp -d "${TMPDIR:-/tmp}/rentdeck-fuzz.XXXXXX")
cleanup() {
    if [ "${FUZZ_KEEP:-0}" = 1 ]; then
        log "kept $work"
    else
        rm -rf "$work"
    fi
}
trap cleanup EXIT

# Seed folders of one entry point: its own seeds and the fixture folders corpora.txt lists for it.
seed_dirs() {
    local entry=$1
    [ -d "$root/tests/fuzz/seeds/$entry" ] && echo "$root/tests/fuzz/seeds/$entry"
    awk -v entry="$entry" '$1 == entry { for (i = 2; i <= NF; i++) print $i }' "$root/tests/fuzz/corpora.txt" |
        while read -r dir; do echo "$root/$dir"; done
}

install_missing
wanted=("$@")
selected=()
for pair in "${targets[@]}"; do
    if [ ${#wanted[@]} -eq 0 ] || printf '%s\n' "${wanted[@]}" | grep -qx "${pair%%:*}"; then
        selected+=("$pair")
    fi
done
[ ${#selected[@]} -gt 0 ] || { echo "no such fuzz target: ${wanted[*]}" >&2; exit 2; }

log "configuring clang fuzz build in $work/build"
# -O1 -g1, as libFuzzer's own docs build targets: a third quicker to compile than -O2 -g, line numbers kept.
CC=clang CXX=clang++ cmake -S "$root" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DRD_BUILD_UI=OFF -DRD_FUZZ=ON -DRD_UNITY_BUILD=ON \
    -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined" >/dev/null
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export QT_QPA_PLATFORM=offscreen LANG=C.UTF-8
if [ "${FUZZ_UNIT_TESTS:-0}" = 1 ]; then
    log "building everything (core only, clang, ASan + UBSan)"
    cmake --build "$work/build" -j "$jobs"
    log "unit tests of the core-only clang build"
    ctest --test-dir "$work/build" --output-on-failure -L unit -j "$jobs"
else
    log "building ${#selected[@]} fuzz targets"
    cmake --build "$work/build" -j "$jobs" --target "${selected[@]%%:*}"
fi

# One target: its corpus, its seeds, FUZZ_SECONDS; its log is printed when it fails.
fuzz_one() {
    local executable=${1%%:*} entry=${1#*:}
    local corpus="$work/corpus/$entry"
    mkdir -p "$corpus" "$work/crashes/$entry"
    mapfile -t seeds < <(seed_dirs "$entry")
    log "$executable: ${seconds}s on ${seeds[*]#"$root/"}"
    if "$work/build/bin/$executable" "$corpus" "${seeds[@]}" -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -max_len=262144 -print_final_stats=1 -artifact_prefix="$work/crashes/$entry/" \
        >"$work/$executable.log" 2>&1; then
        echo "$executable ok $(grep -E '^stat::(number_of_executed_units|average_exec_per_sec):' \
            "$work/$executable.log" | tr '\n' ' ')" >&2
    else
        tail -n 60 "$work/$executable.log" >&2
        touch "$work/$executable.failed"
    fi
}

# libFuzzer uses one core per target: run FUZZ_JOBS targets side by side.
running=0
for pair in "${selected[@]}"; do
    if [ "$running" -ge "$jobs" ]; then
        wait -n || true
        running=$((running - 1))
    fi
    fuzz_one "$pair" &
    running=$((running + 1))
done
wait
failed=()
for pair in "${selected[@]}"; do
    [ -e "$work/${pair%%:*}.failed" ] && failed+=("${pair%%:*}")
done

if [ ${#failed[@]} -gt 0 ]; then
    mkdir -p "$artifacts"
    cp -r "$work/crashes/." "$artifacts/"
    log "FAILED: ${failed[*]}; crash inputs in $artifacts (add them to tests/data/fuzz-regressions/<target>/)"
    exit 1
fi
log "all ${#selected[@]} fuzz targets ran ${seconds}s each without a crash"
