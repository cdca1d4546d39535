#!/usr/bin/env bash
# Runs a test as on a CPU without FEATURE: under QEMU's user-mode emulator as CPU_MODEL where this
# CPU has FEATURE, natively where it has not (this CPU is then the kind the test asks for, and an
# emulation of it would only be slower). The emulated run is told the kernels to expect and gets
# the VARIABLE=VALUE settings given before --.
#   run-as-cpu.sh QEMU CPU_MODEL FEATURE EXPECTED_KERNELS [VARIABLE=VALUE...] -- PROGRAM [ARGUMENTS...]
set -euo pipefail
qemu=$1 model=$2 feature=$3 expected=$4
shift 4
settings=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do
    settings+=("$1")
    shift
done
shift # --
if grep -qw -- "$feature" /proc/cpuinfo 2>/dev/null; then
    # QEMU names each of the model's features its translator lacks (none of them vector ones).
    exec env ATTENTION_EXPECT_KERNELS="$expected" "${settings[@]}" "$qemu" -cpu "$model" "$@" \
        2> >(grep -v "TCG doesn't support requested feature" >&2)
fi
echo "run-as-cpu: this CPU has no $feature itself, so the test runs natively"
exec "$@"
