#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 RentDeck contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# One entry point for a fresh Debian 12 machine:
#   installer/bootstrap.sh run   install what is missing, build, open RentDeck (sandbox provider, no account)
#   installer/bootstrap.sh test  install what is missing; build the programs (release, no tests), build the packages
#                                and check them (installer/check-package.sh); build everything with AddressSanitizer
#                                + UndefinedBehaviorSanitizer and run the whole suite in it (LeakSanitizer on); then
#                                a core-only clang build of the libFuzzer targets, each run for FUZZ_SECONDS,
#                                default 10 (installer/fuzz-ci.sh)
# Each stage builds only what it runs, nothing twice: the suite runs once, in the build where it finds the most. The
# log prints the seconds since the start at every stage.
set -euo pipefail

mode=${1:-run}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="$root/build"
jobs=$(nproc 2>/dev/null || echo 2)

packages=(
    build-essential cmake ninja-build pkg-config git
    qt6-base-dev qt6-charts-dev libqt6opengl6-dev libqt6sql6-sqlite libqt6sql6-psql qt6-l10n-tools qt6-tools-dev
    libssh-dev libssl-dev qtkeychain-qt6-dev libvterm-dev libgl-dev lld
    openssh-client openssh-server rsync python3 procps htop shellcheck openssl dbus-daemon
    xvfb xauth fonts-noto-cjk
    dpkg-dev desktop-file-utils appstream-util
)

# Only the test suite needs these: a real PostgreSQL server for the team ledger's tests (each test starts its own in a
# temporary folder; the package's own cluster is not used) and a real SMTP server for e-mail alerts.
test_packages=(postgresql python3-aiosmtpd)

started_at=$(date +%s)
log() { printf '\033[1m==> [%ss] %s\033[0m\n' "$(( $(date +%s) - started_at ))" "$*" >&2; }

install_missing() {
    if [ "$mode" = test ]; then
        "$root/installer/install-missing.sh" "${packages[@]}" "${test_packages[@]}"
    else
        "$root/installer/install-missing.sh" "${packages[@]}"
    fi
}

configure_and_build() {
    local dir=$1; shift
    log "configuring $dir $*"
    # Unity batches of 8 files per library: Qt's inline code is generated once per batch instead of once per file.
    cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRD_UNITY_BUILD=ON "$@" >/dev/null
    log "building $dir"
    cmake --build "$dir" -j "$jobs"
}

# Password-auth tests log in as a throwaway local user with a random password (root only, as in CI).
password_user=rdpwtest
create_password_user() {
    [ "$(id -u)" -eq 0 ] || { log "not root: password-auth tests will be skipped"; return 0; }
    id "$password_user" >/dev/null 2>&1 || useradd --create-home --shell /bin/sh "$password_user"
    RD_TEST_SSH_PASSWORD="Rd$(od -An -tx1 -N12 /dev/urandom | tr -d ' \n')"
    printf '%s:%s\n' "$password_user" "$RD_TEST_SSH_PASSWORD" | chpasswd
    export RD_TEST_SSH_PASSWORD_USER=$password_user RD_TEST_SSH_PASSWORD
}

# Lambda Cloud's instances log in as "ubuntu" (its API names no user): the first-contact test needs that user here.
# Created only when missing, and then removed again at the end; an existing one is left alone.
lambda_user=ubuntu
created_lambda_user=
create_lambda_user() {
    [ "$(id -u)" -eq 0 ] || return 0
    id "$lambda_user" >/dev/null 2>&1 && return 0
    useradd --create-home --shell /bin/sh "$lambda_user" && created_lambda_user=yes
    usermod -p '*' "$lambda_user" # no password, but not locked: sshd (UsePAM no) refuses locked accounts outright
}

# Tests start their own sshd instances; make sure none outlives the run, and remove the test users.
cleanup() {
    pkill -f "$build.*sshd_config|rd-test-.*sshd_config" 2>/dev/null || true
    if [ "$(id -u)" -eq 0 ] && id "$password_user" >/dev/null 2>&1; then
        pkill -u "$password_user" 2>/dev/null || true
        userdel --remove "$password_user" 2>/dev/null || true
    fi
    if [ -n "$created_lambda_user" ]; then
        pkill -u "$lambda_user" 2>/dev/null || true
        userdel --remove "$lambda_user" 2>/dev/null || true
    fi
}

install_missing
case "$mode" in
run)
    # Tests too: the mock provider servers and the benchmarks the README shows live there.
    configure_and_build "$build" -DRD_BUILD_TESTS=ON -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g -DNDEBUG"
    log "starting RentDeck (sandbox provider; data in ${RENTDECK_HOME:-the app-data folder})"
    exec "$build/bin/rentdeck" "${@:2}"
    ;;
test)
    trap cleanup EXIT
    create_password_user
    create_lambda_user
    # What users get: the programs as released, packaged and run from the packages. The packages are stripped
    # (CPACK_STRIP_FILES), so no debug information is made only to be thrown away.
    configure_and_build "$build" -DRD_WARNINGS_AS_ERRORS=ON -DRD_BUILD_TESTS=OFF \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG"
    log "packages: .deb and .tar.gz, installed programs run from dpkg -x"
    "$root/installer/check-package.sh" "$build"
    # -O1 -g1: half the build time of RelWithDebInfo under ASan, still line numbers in every report. The benchmarks
    # are built (so they cannot rot), not run.
    configure_and_build "$build-sanitize" -DRD_WARNINGS_AS_ERRORS=ON -DRD_SANITIZE=ON \
        -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1"
    # One test more than cores: most of them wait on sshd, rsync, PostgreSQL or a timer much of the time.
    log "full suite under AddressSanitizer + UndefinedBehaviorSanitizer + LeakSanitizer"
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=0 \
        LSAN_OPTIONS="suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0" \
        UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        ctest --test-dir "$build-sanitize" --output-on-failure -LE live -j "$((jobs + 1))"
    # Every core layer and adapter again, without widgets and with a second compiler: only the fuzz targets.
    log "core-only clang build (RD_BUILD_UI=OFF) of the fuzz targets, then bounded fuzzing"
    FUZZ_SECONDS=${FUZZ_SECONDS:-10} "$root/installer/fuzz-ci.sh"
    log "done"
    ;;
*)
    echo "usage: $0 run|test" >&2
    exit 2
    ;;
esac
