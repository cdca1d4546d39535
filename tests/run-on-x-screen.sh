#!/bin/sh
# Usage: run-on-x-screen.sh WIDTHxHEIGHT COMMAND [ARGS...]
# Runs COMMAND on its own Xvfb screen of that size with openbox managing its windows, as a
# desktop would: full screen, maximising and window geometry need a window manager.
# COMMAND starts once openbox has announced itself on the root window (up to 20 s): a window
# shown while the manager was still starting was sometimes never exposed (seen on a loaded
# 2-core CI machine).
size=$1
shift
exec xvfb-run -a -s "-screen 0 ${size}x24 -nolisten tcp" sh -c '
    openbox --sm-disable >/dev/null 2>&1 &
    wm=$!
    tries=0
    while [ $tries -lt 200 ] && ! xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id"; do
        tries=$((tries + 1))
        sleep 0.1
    done
    "$@"
    status=$?
    kill $wm 2>/dev/null
    exit $status' run-on-x-screen "$@"
