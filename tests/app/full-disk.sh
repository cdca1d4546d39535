#!/bin/sh
# The campaign's full disk, for real: a 64 KiB tmpfs is filled, then the commands write onto an
# existing file there. Each must exit 2 with one sentence and leave the old file byte for byte.
# Needs root to mount; elsewhere (or where mounting is not allowed) it says so and is skipped.
# Usage: full-disk.sh PROGRAM
set -u
program=$1
skip=77
[ "$(id -u)" = 0 ] || { echo "skipped: mounting a small file system needs root"; exit $skip; }
disk=$(mktemp -d /tmp/attention-full-disk.XXXXXX)
cleanup() { umount "$disk" 2>/dev/null; rmdir "$disk"; }
trap cleanup EXIT
mount -t tmpfs -o size=64k tmpfs "$disk" 2>/dev/null || { echo "skipped: this system does not allow mounting a tmpfs here"; exit $skip; }
case_file=$(dirname "$0")/../data/golden/seed_softmax_example.json
printf '{"old": "contents"}\n' > "$disk/out.json"
printf 'old,contents\n' > "$disk/out.csv"
cp "$disk/out.json" "$disk/expected.json"
cp "$disk/out.csv" "$disk/expected.csv"
head -c 200000 /dev/zero > "$disk/filler" 2>/dev/null # fills what is left
failed=0
check() { # NAME OUTPUT EXPECTED EXIT STDERR
    if [ "$4" != 2 ]; then echo "FAIL $1: exit $4, not 2"; failed=1; fi
    if ! cmp -s "$2" "$3"; then echo "FAIL $1: the old file changed"; failed=1; fi
    if [ "$(printf '%s\n' "$5" | grep -c .)" != 1 ]; then echo "FAIL $1: not one sentence: $5"; failed=1; fi
    echo "$1: exit $4, old file kept: $5"
}
err=$("$program" compute "$case_file" -o "$disk/out.json" 2>&1 >/dev/null); code=$?
check "compute -o onto a full disk" "$disk/out.json" "$disk/expected.json" $code "$err"
err=$(QT_QPA_PLATFORM=offscreen "$program" export -o "$disk/out.csv" 2>&1 >/dev/null); code=$?
check "export -o onto a full disk" "$disk/out.csv" "$disk/expected.csv" $code "$err"
[ -z "$(ls "$disk" | grep -v -e '^out\.' -e '^expected\.' -e '^filler$')" ] || { echo "FAIL: temporary files left: $(ls "$disk")"; failed=1; }
exit $failed
