#!/bin/sh
# SPDX-FileCopyrightText: 2026 RentDeck contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# RentDeck watchdog: the guard that outlives the app. It runs on the rented instance, detached from
# any SSH session, and powers the instance off at a deadline or after a stretch of idleness, whether
# or not RentDeck is running. POSIX sh; needs date, sleep, kill, and nvidia-smi for the idle rule.
#
#   start CONFIG    detach a watchdog (setsid + nohup) that replaces any running one; prints its pid
#   run CONFIG      the watchdog loop itself, in the foreground
#   stop CONFIG     end the running watchdog and remove its pid file (the log stays)
#   status CONFIG   print the running watchdog's pid; exit status 1 when none runs
#
# It holds no credential of the user's accounts: no API key, no password, no private key. (A provider
# that injects a per-instance key which can only stop this instance could be used through
# poweroff_command; no provider is wired that way yet.)
#
# CONFIG holds key=value lines (no quoting: the value is the rest of the line; '#' starts a comment
# line). Relative paths are relative to the folder of CONFIG. Unknown keys are ignored.
#   deadline=EPOCH          act once this UTC epoch second has passed (0: no deadline)
#   idle_percent=N          idle rule: every GPU below N % utilization (-1: no idle rule) ...
#   idle_seconds=S          ... for S seconds, with no interactive SSH session (sshd ...@pts) and no
#                           transfer (rsync --server, sftp-server) running
#   action=poweroff|warn    warn: while RentDeck's heartbeat is fresh, idleness is only logged
#                           (idle-warn); once it is stale (nobody is watching) the watchdog acts.
#                           The deadline always acts.
#   interval=S              seconds between checks (default 30)
#   heartbeat_file=PATH     RentDeck writes the epoch seconds into it while the user watches
#   heartbeat_max_age=S     a heartbeat older than this is stale (default 180)
#   log=PATH                the event log RentDeck reads on reconnect (default watchdog.log)
#   pid_file=PATH           default watchdog.pid; only one watchdog runs per pid file
#   poweroff_command=CMD    may repeat; tried in order through sh -c. Default: shutdown -h now, then
#                           poweroff (then both through sudo -n when not root)
#   settle_seconds=S        after a command succeeded, wait this long for the power-off before trying
#                           the next command (default 60)
#   retry_seconds=S         after every command failed, try again this much later (default 300)
#   allow_kill_init=0|1     last resort `kill -TERM 1`. Only safe in a container whose PID 1 is the
#                           workload's own init (tini, dumb-init, a shell): the container then exits.
#                           Never on a VM: systemd re-executes itself on SIGTERM instead of powering
#                           off. Refused when PID 1 is systemd/init, and always in the sandbox.
#
# Log: one line per event, "ISO-8601-UTC EVENT DETAIL" (EVENT has no spaces). Events: start, replace,
# stop, deadline, idle, idle-warn, gpu-unknown, poweroff, poweroff-failed, poweroff-ineffective.
#
# In a RentDeck sandbox instance (RENTDECK_SANDBOX_INSTANCE is set: the "instance" is a set of
# processes on the user's own computer) a power-off command may only come from the instance's own
# bin folder (the one holding rd-session), where poweroff and shutdown stop the sandbox instance; the
# user's computer is never powered off.

LC_ALL=C
export LC_ALL
umask 077

NL='
'
SLEEP_PID=''
POWERING_OFF=''

have() { command -v "$1" >/dev/null 2>&1; }

is_uint() {
    case $1 in
    '' | *[!0-9]*) return 1 ;;
    esac
    return 0
}

now() { date +%s; }

iso_now() { date -u +%Y-%m-%dT%H:%M:%SZ; }

iso_of() {
    date -u -d "@$1" +%Y-%m-%dT%H:%M:%SZ 2>/dev/null || date -u -r "$1" +%Y-%m-%dT%H:%M:%SZ 2>/dev/null || echo "@$1"
}

log_event() {
    detail=$(printf '%s' "$2" | tr '\n\r\t' '   ')
    printf '%s %s %s\n' "$(iso_now)" "$1" "$detail" >>"$LOG"
}

# Sleeps in the background so a TERM ends the wait at once (a trap waits for a foreground command).
pause() {
    sleep "$1" &
    SLEEP_PID=$!
    wait "$SLEEP_PID"
    SLEEP_PID=''
}

short_pause() {
    sleep 0.2 2>/dev/null || sleep 1
}

resolve() {
    case $1 in
    /*) printf '%s' "$1" ;;
    *) printf '%s/%s' "$CONF_DIR" "$1" ;;
    esac
}

load_config() {
    CONF=$1
    case $CONF in
    '') echo "rentdeck-watchdog: no config file given" >&2 && return 1 ;;
    /*) ;;
    *) CONF="$(pwd)/$CONF" ;;
    esac
    CONF_DIR=${CONF%/*}
    [ -n "$CONF_DIR" ] || CONF_DIR=/
    if [ ! -r "$CONF" ]; then
        echo "rentdeck-watchdog: cannot read $CONF" >&2
        return 1
    fi
    DEADLINE=0
    IDLE_PERCENT=-1
    IDLE_SECONDS=0
    ACTION=poweroff
    INTERVAL=30
    HB_FILE=heartbeat
    HB_MAX_AGE=180
    LOG=watchdog.log
    PID_FILE=watchdog.pid
    COMMANDS=''
    SETTLE=60
    RETRY=300
    KILL_INIT=0
    while IFS= read -r line || [ -n "$line" ]; do
        case $line in
        '' | '#'*) continue ;;
        esac
        key=${line%%=*}
        value=${line#*=}
        case $key in
        deadline) DEADLINE=$value ;;
        idle_percent) IDLE_PERCENT=$value ;;
        idle_seconds) IDLE_SECONDS=$value ;;
        action) ACTION=$value ;;
        interval) INTERVAL=$value ;;
        heartbeat_file) HB_FILE=$value ;;
        heartbeat_max_age) HB_MAX_AGE=$value ;;
        log) LOG=$value ;;
        pid_file) PID_FILE=$value ;;
        poweroff_command) [ -n "$value" ] && COMMANDS="$COMMANDS$value$NL" ;;
        settle_seconds) SETTLE=$value ;;
        retry_seconds) RETRY=$value ;;
        allow_kill_init) KILL_INIT=$value ;;
        esac
    done <"$CONF"
    is_uint "$DEADLINE" || DEADLINE=0
    is_uint "$IDLE_PERCENT" || IDLE_PERCENT=-1
    is_uint "$IDLE_SECONDS" || IDLE_SECONDS=0
    is_uint "$INTERVAL" && [ "$INTERVAL" -gt 0 ] || INTERVAL=30
    is_uint "$HB_MAX_AGE" || HB_MAX_AGE=180
    is_uint "$SETTLE" || SETTLE=60
    is_uint "$RETRY" && [ "$RETRY" -gt 0 ] || RETRY=300
    [ "$ACTION" = warn ] || ACTION=poweroff
    HB_FILE=$(resolve "$HB_FILE")
    LOG=$(resolve "$LOG")
    PID_FILE=$(resolve "$PID_FILE")
    if [ -z "$COMMANDS" ]; then
        COMMANDS="shutdown -h now${NL}poweroff${NL}"
        if [ "$(id -u 2>/dev/null)" != 0 ]; then
            COMMANDS="${COMMANDS}sudo -n shutdown -h now${NL}sudo -n poweroff${NL}"
        fi
    fi
    return 0
}

cmdline_of() {
    if [ -r "/proc/$1/cmdline" ]; then
        tr '\000' ' ' <"/proc/$1/cmdline" 2>/dev/null
    elif have ps; then
        ps -p "$1" -o args= 2>/dev/null
    fi
}

# A live watchdog process (not just any process that reused the pid).
is_watchdog() {
    is_uint "$1" && kill -0 "$1" 2>/dev/null || return 1
    case $(cmdline_of "$1") in
    *rentdeck-watchdog*) return 0 ;;
    esac
    return 1
}

lock() {
    tries=0
    until mkdir "$PID_FILE.lock" 2>/dev/null; do
        tries=$((tries + 1))
        if [ "$tries" -gt 50 ]; then
            # A holder that died without unlocking; the lock is only held for a few seconds.
            rm -rf "$PID_FILE.lock"
            tries=0
        fi
        short_pause
    done
}

unlock() { rmdir "$PID_FILE.lock" 2>/dev/null; }

# end_watchdog PID: TERM, then KILL after 5 s.
end_watchdog() {
    kill -TERM "$1" 2>/dev/null
    waited=0
    while is_watchdog "$1" && [ "$waited" -lt 25 ]; do
        short_pause
        waited=$((waited + 1))
    done
    if is_watchdog "$1"; then
        kill -KILL "$1" 2>/dev/null
    fi
}

take_over() {
    lock
    old=$(cat "$PID_FILE" 2>/dev/null)
    if [ "$old" != "$$" ] && is_watchdog "$old"; then
        end_watchdog "$old"
        log_event replace "ended the previous watchdog (pid $old)"
    fi
    printf '%s\n' "$$" >"$PID_FILE.tmp" && mv -f "$PID_FILE.tmp" "$PID_FILE"
    unlock
}

still_owner() {
    [ "$(cat "$PID_FILE" 2>/dev/null)" = "$$" ]
}

on_signal() {
    if [ -n "$SLEEP_PID" ]; then
        kill "$SLEEP_PID" 2>/dev/null
    fi
    if [ -n "$POWERING_OFF" ]; then
        log_event stop "ended by $1 while powering off"
    else
        log_event stop "ended by $1"
    fi
    if still_owner; then
        rm -f "$PID_FILE"
    fi
    exit 0
}

# Seconds since RentDeck's last heartbeat; fails when there is none.
heartbeat_age() {
    [ -f "$HB_FILE" ] || return 1
    t=$(head -n 1 "$HB_FILE" 2>/dev/null)
    if ! is_uint "$t"; then
        t=$(stat -c %Y "$HB_FILE" 2>/dev/null || date -r "$HB_FILE" +%s 2>/dev/null)
        is_uint "$t" || return 1
    fi
    age=$(($(now) - t))
    [ "$age" -ge 0 ] || age=0
    echo "$age"
}

# 0: every GPU is below IDLE_PERCENT (GPU_COUNT set); 1: one is not; 2: unknown (no nvidia-smi, no
# GPU, an unreadable value). Unknown never counts as idle.
gpus_idle() {
    if have timeout; then
        out=$(timeout 20 nvidia-smi --query-gpu=utilization.gpu --format=csv,noheader,nounits 2>/dev/null) || return 2
    else
        out=$(nvidia-smi --query-gpu=utilization.gpu --format=csv,noheader,nounits 2>/dev/null) || return 2
    fi
    GPU_COUNT=0
    busy=''
    set -f
    for value in $out; do
        value=${value%%.*}
        if ! is_uint "$value"; then
            set +f
            return 2
        fi
        GPU_COUNT=$((GPU_COUNT + 1))
        [ "$value" -lt "$IDLE_PERCENT" ] || busy=1
    done
    set +f
    [ "$GPU_COUNT" -gt 0 ] || return 2
    [ -z "$busy" ]
}

# In a sandbox every instance shares the computer's process table: count only this instance's.
ours() {
    [ -n "${RENTDECK_SANDBOX_INSTANCE:-}" ] || return 0
    [ -r "/proc/$1/environ" ] || return 1
    tr '\000' '\n' <"/proc/$1/environ" 2>/dev/null | grep -qxF "RENTDECK_SANDBOX_INSTANCE=$RENTDECK_SANDBOX_INSTANCE"
}

# "PID TTY ARGS" for every process (TTY "?" when unknown).
processes() {
    if have ps && ps -eo pid=,tty=,args= 2>/dev/null; then
        return
    fi
    for d in /proc/[0-9]*; do
        [ -r "$d/cmdline" ] || continue
        tty=$(readlink "$d/fd/0" 2>/dev/null)
        case $tty in
        /dev/pts/*) tty=${tty#/dev/} ;;
        *) tty='?' ;;
        esac
        printf '%s %s %s\n' "${d#/proc/}" "$tty" "$(tr '\000' ' ' <"$d/cmdline" 2>/dev/null)"
    done
}

# Interactive SSH sessions and transfers running now: ACTIVE (a count) and ACTIVITY (words).
# A session is an sshd "user@pts/N" process; in a sandbox, whose sshd rewrites its own environment (its
# title), it is a terminal that a process of this instance runs on.
activity() {
    sessions=0
    transfers=0
    terminals=' '
    list=$(processes)
    while read -r pid tty args; do
        case $args in
        'rsync --server'* | *'/sftp-server'* | 'sftp-server'*)
            ours "$pid" && transfers=$((transfers + 1))
            continue
            ;;
        esac
        if [ -z "${RENTDECK_SANDBOX_INSTANCE:-}" ]; then
            case $args in
            'sshd: '*'@pts/'* | 'sshd-session: '*'@pts/'*) sessions=$((sessions + 1)) ;;
            esac
            continue
        fi
        case $tty in
        pts/*)
            case $args in
            sshd* | *'/sshd'*) continue ;; # its environment is its title now; look at the shell
            esac
            case $terminals in
            *" $tty "*) ;;
            *)
                # One look per terminal: all its processes belong to the same login.
                terminals="$terminals$tty "
                ours "$pid" && sessions=$((sessions + 1))
                ;;
            esac
            ;;
        esac
    done <<EOF
$list
EOF
    if [ -z "${RENTDECK_SANDBOX_INSTANCE:-}" ] && have who; then
        logins=$(who 2>/dev/null | wc -l)
        logins=${logins##* }
        if is_uint "$logins" && [ "$logins" -gt "$sessions" ]; then
            sessions=$logins
        fi
    fi
    ACTIVE=$((sessions + transfers))
    ACTIVITY="$sessions interactive sessions, $transfers transfers"
}

# May this command act? In a sandbox only the instance's own poweroff/shutdown may.
allowed() {
    [ -n "${RENTDECK_SANDBOX_INSTANCE:-}" ] || return 0
    first=${1%% *}
    path=$(command -v "$first" 2>/dev/null) || return 1
    case $path in
    /*) [ -x "${path%/*}/rd-session" ] ;;
    *) return 1 ;;
    esac
}

kill_init() {
    [ "$KILL_INIT" = 1 ] || return 1
    if [ -n "${RENTDECK_SANDBOX_INSTANCE:-}" ]; then
        log_event poweroff-failed "kill -TERM 1 refused: PID 1 of a sandbox is the computer's own init"
        return 1
    fi
    init=$(cat /proc/1/comm 2>/dev/null)
    case $init in
    '' | systemd | init | upstart | launchd | runit | openrc-init | s6-svscan)
        log_event poweroff-failed "kill -TERM 1 refused: PID 1 is ${init:-unknown}, which does not power off on TERM"
        return 1
        ;;
    esac
    log_event poweroff "kill -TERM 1 (PID 1 is $init)"
    kill -TERM 1 2>/dev/null || return 1
    pause "$SETTLE"
    log_event poweroff-ineffective "still running $SETTLE s after kill -TERM 1"
    return 1
}

# Tries each power-off command; returns only when none powered the instance off.
power_off() {
    POWERING_OFF=1
    old_ifs=$IFS
    IFS=$NL
    set -f
    for cmd in $COMMANDS; do
        IFS=$old_ifs
        set +f
        if ! allowed "$cmd"; then
            log_event poweroff-failed "$cmd: refused in a sandbox (not the instance's own command)"
            continue
        fi
        log_event poweroff "$cmd"
        # In the background, so the TERM that comes with a power-off ends this shell at once.
        sh -c "$cmd" </dev/null >"$LOG.out" 2>&1 &
        wait $!
        status=$?
        output=$(head -n 5 "$LOG.out" 2>/dev/null | cut -c 1-200)
        if [ "$status" -ne 0 ]; then
            log_event poweroff-failed "$cmd: exit status $status: $output"
            continue
        fi
        pause "$SETTLE"
        log_event poweroff-ineffective "$cmd: still running $SETTLE s later"
    done
    IFS=$old_ifs
    set +f
    kill_init
    POWERING_OFF=''
}

# act REASON DETAIL: log why, then power off (at most once per retry period).
act() {
    if [ "$(now)" -lt "$NEXT_TRY" ]; then
        return
    fi
    log_event "$1" "$2"
    power_off
    NEXT_TRY=$(($(now) + RETRY))
}

check_idle() {
    gpus_idle
    state=$?
    if [ "$state" -eq 2 ]; then
        if [ -z "$GPU_UNKNOWN" ]; then
            GPU_UNKNOWN=1
            log_event gpu-unknown "nvidia-smi gave no utilization; idle rule paused"
        fi
        IDLE_SINCE=0
        return
    fi
    GPU_UNKNOWN=''
    if [ "$state" -ne 0 ]; then
        IDLE_SINCE=0
        WARNED=''
        return
    fi
    activity
    if [ "$ACTIVE" -gt 0 ]; then
        IDLE_SINCE=0
        WARNED=''
        return
    fi
    t=$(now)
    [ "$IDLE_SINCE" -gt 0 ] || IDLE_SINCE=$t
    idle_for=$((t - IDLE_SINCE))
    [ "$idle_for" -ge "$IDLE_SECONDS" ] || return
    why="all $GPU_COUNT GPUs below $IDLE_PERCENT% for $idle_for s; $ACTIVITY"
    if [ "$ACTION" = warn ] && age=$(heartbeat_age) && [ "$age" -le "$HB_MAX_AGE" ]; then
        if [ -z "$WARNED" ]; then
            WARNED=1
            log_event idle-warn "$why; RentDeck is watching (heartbeat $age s old), not acting"
        fi
        return
    fi
    act idle "$why"
}

run_loop() {
    load_config "$1" || exit 2
    trap 'on_signal TERM' TERM
    trap 'on_signal INT' INT
    trap '' HUP
    take_over
    if [ "$IDLE_PERCENT" -ge 0 ]; then
        rule="below $IDLE_PERCENT% for $IDLE_SECONDS s"
    else
        rule=none
    fi
    if [ "$DEADLINE" -gt 0 ]; then
        until="$(iso_of "$DEADLINE")"
    else
        until=none
    fi
    log_event start "pid $$; deadline $until; idle $rule; action $ACTION; every $INTERVAL s"
    NEXT_TRY=0
    IDLE_SINCE=0
    WARNED=''
    GPU_UNKNOWN=''
    while :; do
        if ! still_owner; then
            log_event stop "pid $$ is no longer the watchdog of $PID_FILE"
            exit 0
        fi
        if [ "$DEADLINE" -gt 0 ] && [ "$(now)" -ge "$DEADLINE" ]; then
            act deadline "deadline $(iso_of "$DEADLINE") passed"
        elif [ "$IDLE_PERCENT" -ge 0 ]; then
            check_idle
        fi
        pause "$INTERVAL"
    done
}

script_path() {
    case $0 in
    /*) printf '%s' "$0" ;;
    */*) printf '%s/%s' "$(pwd)" "$0" ;;
    *) command -v "$0" ;;
    esac
}

start_detached() {
    load_config "$1" || exit 2
    old=$(cat "$PID_FILE" 2>/dev/null)
    script=$(script_path)
    if have setsid; then
        setsid nohup sh "$script" run "$CONF" </dev/null >>"$LOG.err" 2>&1 &
    else
        nohup sh "$script" run "$CONF" </dev/null >>"$LOG.err" 2>&1 &
    fi
    tries=0
    while [ "$tries" -lt 50 ]; do
        pid=$(cat "$PID_FILE" 2>/dev/null)
        if [ "$pid" != "$old" ] && is_watchdog "$pid"; then
            echo "$pid"
            return 0
        fi
        short_pause
        tries=$((tries + 1))
    done
    echo "rentdeck-watchdog: the watchdog did not start; see $LOG.err" >&2
    return 1
}

stop_running() {
    load_config "$1" || exit 2
    lock
    pid=$(cat "$PID_FILE" 2>/dev/null)
    if is_watchdog "$pid"; then
        end_watchdog "$pid"
    fi
    rm -f "$PID_FILE"
    unlock
    return 0
}

show_status() {
    load_config "$1" || exit 2
    pid=$(cat "$PID_FILE" 2>/dev/null)
    if is_watchdog "$pid"; then
        echo "$pid"
        return 0
    fi
    return 1
}

case ${1:-} in
start) start_detached "${2:-}" ;;
run) run_loop "${2:-}" ;;
stop) stop_running "${2:-}" ;;
status) show_status "${2:-}" ;;
*)
    echo "usage: rentdeck-watchdog.sh start|run|stop|status CONFIG" >&2
    exit 2
    ;;
esac
