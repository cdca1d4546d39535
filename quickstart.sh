#!/usr/bin/env bash
# Attention Explorer quick start for Debian 12.
#   ./quickstart.sh        install what is missing, build, and open the app on the default lesson
#                          (without a display: write the default alignment heatmap to a PNG)
#   ./quickstart.sh test   the same set-up, then the whole test suite
#   ./quickstart.sh sanitize   the whole test suite again, built with AddressSanitizer and UBSan
#   ./quickstart.sh tsan       the threaded tests, built with ThreadSanitizer
#   ./quickstart.sh package    the same build, then a Debian package in build/package/
# ATTENTION_PRESET=ci ./quickstart.sh test builds with warnings as errors, as CI does.
set -euo pipefail
cd "$(dirname "$0")"
mode=${1:-run}

packages=(build-essential cmake pkg-config qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n libeigen3-dev libqcustomplot-dev libopenblas-dev libsentencepiece-dev zlib1g-dev libbenchmark-dev xvfb xauth openbox x11-utils qemu-user clang-format)
# The package's Depends are read off the binary (dpkg-shlibdeps); .ci/check-package validates
# its metainfo and desktop entry and traces the installed program.
[ "$mode" = package ] && packages+=(dpkg-dev appstream desktop-file-utils strace man-db)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

preset=${ATTENTION_PRESET:-release}
[ "$mode" = sanitize ] && preset=sanitize
[ "$mode" = tsan ] && preset=tsan
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" -j "$(nproc)"

case "$mode" in
run)
    if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
        exec ./build/app/attention-explorer
    fi
    ./build/app/attention-explorer export -o attention-default.png
    echo "There is no display here, so the default lesson's alignment heatmap was written to $(pwd)/attention-default.png instead."
    ;;
test|sanitize|tsan)
    log=$(mktemp)
    status=0
    ctest --preset "$preset" 2>&1 | tee "$log" || status=$?
    passed=$(grep -cE '^ *[0-9]+/[0-9]+ Test +#[0-9]+: .* Passed' "$log" || true)
    failed=$(grep -cE '^ *[0-9]+/[0-9]+ Test +#[0-9]+: .*(Failed|Timeout|Exception|Not Run)' "$log" || true)
    rm -f "$log"
    if [ "$status" -eq 0 ] && [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]; then
        echo "PASS: $passed passed, 0 failed"
    else
        echo "FAIL: $passed passed, $failed failed"
        exit 1
    fi
    ;;
package)
    (cd build && cpack >/dev/null)
    deb=$(ls -t build/package/attention-explorer_*_amd64.deb | head -1)
    echo "Built $deb: install it with  sudo apt install ./$deb"
    ;;
*)
    echo "usage: ./quickstart.sh [run|test|sanitize|tsan|package]" >&2
    exit 2
    ;;
esac
