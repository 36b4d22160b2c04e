#!/bin/sh
# SPDX-FileCopyrightText: 2026 RentDeck contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# RentDeck job supervisor: runs one user command on a rented instance, detached from any SSH session, so that it
# survives the terminal and the laptop going away, and leaves a record RentDeck reads on its next visit. POSIX sh;
# needs date, sleep, kill, find (GNU -printf for checkpoints), cp or ln for checkpoint snapshots.
#
#   start META WORK BEAT [OFF]  detach a supervisor (setsid + nohup) for the job in META; prints its pid
#   run META WORK BEAT [OFF]    the supervisor itself, in the foreground
#   status META CKPT          what RentDeck reads: key=value lines, then one "entry" line per file below CKPT
#   stop META                 ask the supervisor to end the command (TERM to the command's process group)
#   stage CKPT NAME           snapshot CKPT/NAME into CKPT/.rentdeck-pull/NAME (hard links, else a copy)
#   unstage CKPT              remove CKPT/.rentdeck-pull
#   handled META              RentDeck took over the end (outputs pulled): no power-off
#   log META LINES            the last LINES lines of the job's log
#   follow META LINES         the same, then what it appends until the supervisor ends (GNU tail --pid)
#
# META is the job's folder (RentDeck makes it: WORK/.rentdeck-jobs/ID) and holds command.sh, the command as RentDeck
# quoted it. The supervisor runs it with sh in WORK, its output appended to META/log, and writes into META:
#   supervisor.pid  this supervisor         pid          the command (leader of its own process group)
#   started         epoch s of the start    heartbeat    epoch s, rewritten every BEAT seconds while it runs
#   exit            the command's status    ended        epoch s of the end
#   stop-requested  epoch s of `stop`, when the user ended it
#   poweroff        epoch s when the supervisor powered the machine off (see OFF)
# OFF > 0: the job asked to stop its machine when it is done, and RentDeck may be away (the laptop closed). OFF
# seconds after the command ended the supervisor powers the machine off (stop, never destroy: the disk and the outputs
# on it stay) unless RentDeck has written META/handled meanwhile (it pulled the outputs and acts itself). A command
# that was stopped with `stop` is left alone.
# It holds no credential: no API key, no password, no private key. Every path arrives as an argument and is
# always quoted; names in the checkpoint listing are data, never evaluated.

set -u

have() { command -v "$1" >/dev/null 2>&1; }
now() { date +%s; }

# write FILE VALUE: atomically, so a reader never sees half a value.
write() {
    printf '%s\n' "$2" >"$1.tmp" && mv -f "$1.tmp" "$1"
}

cmd_start() {
    meta=$1 work=$2 beat=$3 off=${4:-0}
    script=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
    rm -f "$meta/supervisor.pid"
    if have setsid; then
        setsid nohup sh "$script" run "$meta" "$work" "$beat" "$off" </dev/null >>"$meta/supervisor.err" 2>&1 &
    else
        nohup sh "$script" run "$meta" "$work" "$beat" "$off" </dev/null >>"$meta/supervisor.err" 2>&1 &
    fi
    tries=0
    while [ ! -s "$meta/pid" ] && [ ! -s "$meta/exit" ] && [ "$tries" -lt 100 ]; do
        sleep 0.1 2>/dev/null || sleep 1
        tries=$((tries + 1))
    done
    if [ ! -s "$meta/supervisor.pid" ]; then
        echo "the supervisor did not start; its errors:" >&2
        tail -n 20 "$meta/supervisor.err" >&2 2>/dev/null
        exit 1
    fi
    cat "$meta/supervisor.pid"
}

# TERM to the command's whole group; without setsid, to the command and its direct children.
on_stop() {
    write "$meta/stop-requested" "$(now)"
    kill -s TERM -- "-$child" 2>/dev/null || {
        kill -TERM "$child" 2>/dev/null
        have pkill && pkill -TERM -P "$child" 2>/dev/null
    }
}

cmd_run() {
    meta=$1 work=$2 beat=$3 off=${4:-0}
    cd "$meta" || exit 1
    rm -f exit ended stop-requested pid handled poweroff
    write supervisor.pid "$$"
    write started "$(now)"
    write heartbeat "$(now)"
    (
        trap 'exit 0' TERM
        while :; do
            sleep "$beat"
            write "$meta/heartbeat" "$(now)"
        done
    ) &
    beater=$!
    if ! cd "$work"; then
        echo "rentdeck-job: the working folder $work is missing" >>"$meta/log"
        write "$meta/exit" 127
        write "$meta/ended" "$(now)"
        kill "$beater" 2>/dev/null
        exit 0
    fi
    # Its own session and process group, so that stop reaches whatever the command started (sh's job control
    # needs a terminal, which nobody has here).
    if have setsid; then
        setsid sh "$meta/command.sh" </dev/null >>"$meta/log" 2>&1 &
    else
        sh "$meta/command.sh" </dev/null >>"$meta/log" 2>&1 &
    fi
    child=$!
    write "$meta/pid" "$child"
    trap 'on_stop' TERM INT HUP
    while :; do
        wait "$child"
        status=$?
        kill -0 "$child" 2>/dev/null || break # otherwise a trap interrupted the wait: the command still runs
    done
    write "$meta/exit" "$status"
    write "$meta/ended" "$(now)"
    kill "$beater" 2>/dev/null
    if [ "$off" -gt 0 ] 2>/dev/null && [ ! -e "$meta/stop-requested" ]; then
        trap - TERM INT HUP
        sleep "$off"
        [ -e "$meta/handled" ] || power_off
    fi
}

# Stops the machine as the watchdog does: shutdown, else poweroff, through sudo -n when not root.
power_off() {
    write "$meta/poweroff" "$(now)"
    echo "rentdeck-job: the job ended and nobody took over within ${off}s: powering the machine off" >>"$meta/log"
    for command in "shutdown -h now" "poweroff"; do
        if [ "$(id -u)" -eq 0 ]; then
            sh -c "$command" >>"$meta/log" 2>&1 && return 0
        elif have sudo; then
            # shellcheck disable=SC2024 # the log is the job's own file: written as this user, on purpose
            sudo -n sh -c "$command" >>"$meta/log" 2>&1 && return 0
        fi
    done
    echo "rentdeck-job: could not power the machine off" >>"$meta/log"
}

cmd_status() {
    meta=$1 ckpt=$2
    echo "now=$(now)"
    if [ ! -d "$meta" ]; then
        echo "meta=0"
        return 0
    fi
    echo "meta=1"
    for name in started heartbeat exit ended pid stop-requested poweroff; do
        [ -s "$meta/$name" ] && printf '%s=%s\n' "$name" "$(head -c 32 "$meta/$name" | tr -cd '0-9-')"
    done
    alive=0
    if [ -s "$meta/supervisor.pid" ]; then
        spid=$(head -c 32 "$meta/supervisor.pid" | tr -cd '0-9')
        [ -n "$spid" ] && kill -0 "$spid" 2>/dev/null && alive=1
    fi
    echo "supervisor=$alive"
    if [ -n "$ckpt" ] && [ -d "$ckpt" ]; then
        echo "checkpoints=1"
        # Every file and folder below the checkpoint folder: mtime, type, path. RentDeck picks the newest complete
        # top-level entry. Bounded: a checkpoint folder holds checkpoints, not datasets.
        find "$ckpt" -mindepth 1 -maxdepth 4 -printf 'entry\t%T@\t%y\t%P\n' 2>/dev/null | head -n 20000
    else
        echo "checkpoints=0"
    fi
}

cmd_stop() {
    meta=$1
    [ -s "$meta/supervisor.pid" ] || { echo "the job has no supervisor" >&2; exit 1; }
    spid=$(head -c 32 "$meta/supervisor.pid" | tr -cd '0-9')
    if [ -s "$meta/exit" ]; then
        echo "the job had already ended"
        return 0
    fi
    kill -TERM "$spid" 2>/dev/null || { echo "the supervisor is not running" >&2; exit 1; }
}

cmd_stage() {
    ckpt=$1 name=$2
    case $name in
    */* | . | .. | .* | '') echo "not a checkpoint name: $name" >&2; exit 2 ;;
    esac
    [ -e "$ckpt/$name" ] || { echo "no checkpoint $name in $ckpt" >&2; exit 1; }
    stage=$ckpt/.rentdeck-pull
    rm -rf "$stage"
    mkdir -p "$stage" || exit 1
    # Hard links are instant and hold the bytes still even when the trainer renames a newer one into place;
    # across file systems (or without cp -l) it is a real copy.
    cp -al "$ckpt/$name" "$stage/" 2>/dev/null || { rm -rf "$stage" && mkdir -p "$stage" && cp -a "$ckpt/$name" "$stage/"; } || exit 1
    echo "$stage"
}

cmd_handled() {
    write "$1/handled" "$(now)"
}

cmd_unstage() {
    rm -rf "$1/.rentdeck-pull"
}

cmd_log() {
    [ -f "$1/log" ] || { echo "the job has no log yet" >&2; exit 1; }
    tail -n "$2" "$1/log"
}

cmd_follow() {
    [ -f "$1/log" ] || { echo "the job has no log yet" >&2; exit 1; }
    spid=$(head -c 32 "$1/supervisor.pid" 2>/dev/null | tr -cd '0-9')
    if [ -n "$spid" ] && [ ! -s "$1/exit" ] && kill -0 "$spid" 2>/dev/null; then
        tail -n "$2" -F --pid="$spid" "$1/log" 2>/dev/null || tail -n "$2" "$1/log"
    else
        tail -n "$2" "$1/log"
    fi
}

action=${1:-}
[ $# -gt 0 ] && shift
case $action in
start) cmd_start "$@" ;;
run) cmd_run "$@" ;;
status) cmd_status "$@" ;;
stop) cmd_stop "$@" ;;
stage) cmd_stage "$@" ;;
unstage) cmd_unstage "$@" ;;
log) cmd_log "$@" ;;
handled) cmd_handled "$@" ;;
follow) cmd_follow "$@" ;;
*)
    echo "usage: rentdeck-job.sh start|run|status|stop|stage|unstage|handled|log|follow ..." >&2
    exit 2
    ;;
esac
