#!/bin/sh
# Usage: run-on-x-screen.sh WIDTHxHEIGHT COMMAND [ARGS...]
# Runs COMMAND on its own Xvfb screen of that size with openbox managing its windows, as a
# desktop would: full screen, maximising and window geometry need a window manager.
size=$1
shift
exec xvfb-run -a -s "-screen 0 ${size}x24 -nolisten tcp" sh -c '
    openbox --sm-disable >/dev/null 2>&1 &
    wm=$!
    "$@"
    status=$?
    kill $wm 2>/dev/null
    exit $status' run-on-x-screen "$@"
